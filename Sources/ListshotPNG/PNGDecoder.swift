import ListshotFiles
import ListshotRaster

/// Reads PNG files into framebuffers.
///
/// Every valid PNG is accepted (any colour type and bit depth, palettes with or without
/// transparency, Adam7 interlacing); 16-bit samples are rounded to 8 bits and colours
/// are premultiplied exactly (`div255(c × a)`). No gamma correction or colour management
/// is applied: the stored sample values are used as they are. Images wider or taller
/// than 32 768 pixels, or with more than 2²⁸ pixels, are refused before any pixel memory
/// is allocated.
public enum PNGDecoder {
    /// The image in `bytes`, a whole PNG file.
    ///
    /// - Throws: ``PNGError`` (with no path) saying what is wrong, such as
    ///   `"not a PNG file (bad signature)"` or libpng's `"IDAT: CRC error"`.
    public static func decode(_ bytes: [UInt8]) throws(PNGError) -> Framebuffer {
        let (width, height, pixels) = try LibPNG.decode(bytes) { rgba, width, height in
            (width, height, Premultiply.premultiplied(straightRGBA: rgba, count: width * height))
        }
        do {
            return try Framebuffer(width: width, height: height, premultipliedPixels: pixels)
        } catch {
            throw PNGError(.tooLarge, message: error.description)
        }
    }

    /// The image in the PNG file at `path`.
    ///
    /// - Throws: ``PNGError`` naming `path`: an I/O error (with the system's reason) or
    ///   what is wrong with the data.
    public static func decode(contentsOf path: String) throws(PNGError) -> Framebuffer {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.readAll(path)
        } catch {
            throw PNGError(error)
        }
        do {
            return try decode(bytes)
        } catch {
            throw error.naming(path)
        }
    }
}
