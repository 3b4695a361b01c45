import ListshotRaster

/// How two framebuffers of the same size differ, pixel by pixel.
public struct PixelDifference: Sendable, Equatable {
    /// How many pixels differ by more than the tolerance in some channel.
    public let differingPixels: Int
    /// The largest difference of one channel between the two images, 0…255.
    public let maximumChannelDifference: Int
    /// The first differing pixel in row order, if any.
    public let firstDifference: (x: Int, y: Int)?

    public static func == (lhs: PixelDifference, rhs: PixelDifference) -> Bool {
        lhs.differingPixels == rhs.differingPixels && lhs.maximumChannelDifference == rhs.maximumChannelDifference
            && lhs.firstDifference?.x == rhs.firstDifference?.x && lhs.firstDifference?.y == rhs.firstDifference?.y
    }

    /// Compares decoded pixels (premultiplied RGBA), never encoded bytes.
    ///
    /// - Parameter channelTolerance: a pixel counts as different only when some channel
    ///   differs by more than this.
    /// - Precondition: both framebuffers have the same size.
    public init(expected: Framebuffer, actual: Framebuffer, channelTolerance: Int = 0) {
        precondition(expected.width == actual.width && expected.height == actual.height)
        var count = 0, maximum = 0
        var first: (Int, Int)?
        for i in 0..<expected.pixels.count where expected.pixels[i] != actual.pixels[i] {
            let a = UInt32(littleEndian: expected.pixels[i]), b = UInt32(littleEndian: actual.pixels[i])
            var worst = 0
            for shift in stride(from: 0, to: 32, by: 8) {
                worst = max(worst, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
            }
            maximum = max(maximum, worst)
            if worst > channelTolerance {
                count += 1
                if first == nil { first = (i % expected.width, i / expected.width) }
            }
        }
        differingPixels = count
        maximumChannelDifference = maximum
        firstDifference = first
    }

    /// A picture of the difference: the expected image faded to light grey, with every
    /// differing pixel painted red (as pixelmatch draws it).
    public static func diffImage(expected: Framebuffer, actual: Framebuffer, channelTolerance: Int = 0) -> Framebuffer {
        var diff = actual
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let e = expected.color(x: x, y: y), a = actual.color(x: x, y: y)
                let worst = max(abs(Int(e.red) - Int(a.red)), abs(Int(e.green) - Int(a.green)),
                                abs(Int(e.blue) - Int(a.blue)), abs(Int(e.alpha) - Int(a.alpha)))
                let color: Color
                if worst > channelTolerance {
                    color = Color(red: 255, green: 0, blue: 0)
                } else {
                    let luma = (299 * Int(e.red) + 587 * Int(e.green) + 114 * Int(e.blue)) / 1000
                    let faded = UInt8(255 - (255 - luma * Int(e.alpha) / 255) / 5)
                    color = Color(red: faded, green: faded, blue: faded)
                }
                diff.setColor(color, x: x, y: y)
            }
        }
        return diff
    }
}
