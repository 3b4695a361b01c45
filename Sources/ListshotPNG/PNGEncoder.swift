import ListshotFiles
import ListshotRaster

/// Writes framebuffers as PNG files.
///
/// Opaque framebuffers are written as 8-bit RGB (colour type 2), others as 8-bit
/// straight-alpha RGBA (colour type 6), un-premultiplied exactly. The file holds only
/// IHDR, IDAT and IEND, so the same pixels and options always give the same bytes.
public enum PNGEncoder {
    /// The PNG file for `framebuffer`.
    ///
    /// - Throws: ``PNGError`` with kind `.invalidArgument` for a compression level outside
    ///   0…9, or what libpng reported.
    public static func encode(
        _ framebuffer: Framebuffer, options: PNGEncodingOptions = .init()
    ) throws(PNGError) -> [UInt8] {
        let opaque = framebuffer.isOpaque
        let rows = opaque ? Premultiply.rgb(framebuffer.pixels) : Premultiply.straightRGBA(framebuffer.pixels)
        let result: Result<[UInt8], PNGError> = rows.withUnsafeBufferPointer { bytes in
            Result { () throws(PNGError) in
                try LibPNG.encode(
                    bytes, width: framebuffer.width, height: framebuffer.height,
                    channels: opaque ? 3 : 4, options: options)
            }
        }
        return try result.get()
    }

    /// Encodes `framebuffer` and writes it to `path` atomically (see ``AtomicFile``).
    ///
    /// - Throws: ``PNGError`` naming `path`; on failure no file or temporary file is left.
    public static func write(
        _ framebuffer: Framebuffer, to path: String, options: PNGEncodingOptions = .init()
    ) throws(PNGError) {
        let bytes: [UInt8]
        do {
            bytes = try encode(framebuffer, options: options)
        } catch {
            throw error.naming(path)
        }
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw PNGError(error)
        }
    }
}
