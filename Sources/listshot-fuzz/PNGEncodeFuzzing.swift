import ListshotRaster

/// The PNG encoder's compressors on arbitrary scanlines: the bytes become a framebuffer,
/// which each compression (the screen matcher above all) writes and libpng reads back.
///
/// The first three bytes choose the shape and format: bytes 0 and 1 the width (1…16,384,
/// so rows longer than the 32 KB window happen), byte 2's bit 0 opaque (RGB scanlines) or
/// translucent (RGBA), and its bits 1…3 the filter. The rest are the pixels, 3 bytes each
/// (opaque) or 4 (translucent, each colour clamped to its alpha to be premultiplied); the
/// height is as many whole rows as they fill, at least one (missing pixels are black).
enum PNGEncodeFuzzing {
    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        let (framebuffer, filter) = image(bytes)
        for compression in PNGCompression.allCases {
            do throws(PNGError) {
                let png = try PNGEncoder.encode(framebuffer, options: .init(compression: compression, filter: filter))
                let decoded = try PNGDecoder.decode(png)
                precondition(decoded == framebuffer, "\(compression) did not round-trip \(framebuffer.width) × \(framebuffer.height)")
            } catch {
                preconditionFailure("\(compression) failed on \(framebuffer.width) × \(framebuffer.height): \(error)")
            }
        }
        return .accepted("\(framebuffer.width)×\(framebuffer.height), \(filter)")
    }

    /// The framebuffer and filter `bytes` describe.
    static func image(_ bytes: [UInt8]) -> (Framebuffer, PNGFilter) {
        let head = bytes.prefix(3) + Array(repeating: 0, count: max(0, 3 - bytes.count))
        let opaque = head[2] & 1 == 0
        let filters = PNGFilter.allCases
        let filter = filters[Int(head[2] >> 1 & 7) % filters.count]
        let body = bytes.dropFirst(3)
        let size = opaque ? 3 : 4
        let count = body.count / size
        let width = min(1 + (Int(head[0]) | Int(head[1]) << 8) % 16_384, max(count, 1))
        let height = max(count / width, 1)
        var pixels = [UInt32](repeating: 0xFF00_0000, count: width * height)
        var index = body.startIndex
        for pixel in 0..<min(count, width * height) {
            let a: UInt32 = opaque ? 255 : UInt32(body[index + 3])
            let r = min(UInt32(body[index]), a), g = min(UInt32(body[index + 1]), a), b = min(UInt32(body[index + 2]), a)
            pixels[pixel] = r | g << 8 | b << 16 | a << 24
            index += size
        }
        // Sizes are at most 16,384 × 21,846 here: the framebuffer never refuses them.
        let framebuffer = try! Framebuffer(width: width, height: height, premultipliedPixels: pixels)
        return (framebuffer, filter)
    }
}
