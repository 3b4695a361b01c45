import Foundation
import ListshotRaster

/// How the strategies store a framebuffer: a PNG written as listshot's goldens are
/// (libdeflate alone, so the same bytes on every machine), read back as decoded pixels.
enum ReferencePNG {
    /// The options references are written with.
    static let options = PNGEncodingOptions(compression: .small)

    /// `image` as a PNG file.
    static func data(of image: Framebuffer) -> Data {
        do {
            return Data(try PNGEncoder.encode(image, options: options))
        } catch {
            // Only a bad option or no memory fails, and the options are fixed.
            preconditionFailure("cannot encode a \(image.width) × \(image.height) reference: \(error)")
        }
    }

    /// The pixels of a reference; a file that cannot be decoded is reported to the running
    /// test and read as one magenta pixel, which fails the comparison.
    static func image(from data: Data) -> Framebuffer {
        do {
            return try PNGDecoder.decode([UInt8](data))
        } catch {
            TestIssue.report("The reference is not a PNG listshot can read: \(error). Delete it, or record it again.")
            return placeholder
        }
    }

    /// What stands in for an image that could not be read or drawn.
    static let placeholder: Framebuffer = {
        do {
            return try Framebuffer(width: 1, height: 1, color: Color(red: 255, green: 0, blue: 255))
        } catch {
            preconditionFailure("a 1 × 1 framebuffer always fits: \(error)")
        }
    }()
}
