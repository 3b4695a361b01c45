import ListshotFiles

/// Reads PNG files into framebuffers.
///
/// Every valid PNG is accepted (any colour type and bit depth, palettes with or without
/// transparency, Adam7 interlacing); 16-bit samples are rounded to 8 bits and colours
/// are premultiplied exactly (`div255(c × a)`). No gamma correction or colour management
/// is applied: the stored sample values are used as they are. Images wider or taller
/// than 32 768 pixels, or with more than 2²⁸ pixels, are refused before any pixel memory
/// is allocated.
public enum PNGDecoder {
    /// The most bytes a PNG file read by path may have: 1 GiB, about what the largest
    /// image the decoder accepts (2²⁸ pixels) takes stored uncompressed. A larger file, or
    /// one that is not a regular file (a FIFO, `/dev/zero`, a folder), is refused before a
    /// byte is read, so that `listshot compare` never waits on a pipe or reads gigabytes
    /// to find a bad signature.
    public static let maximumFileSize = 1 << 30

    /// The image in `bytes`, a whole PNG file.
    ///
    /// Text chunks are skipped unread; ``decodeImage(_:)`` returns them too.
    ///
    /// - Throws: ``PNGError`` (with no path) saying what is wrong, such as
    ///   `"not a PNG file (bad signature)"` or libpng's `"IDAT: CRC error"`.
    public static func decode(_ bytes: [UInt8]) throws(PNGError) -> Framebuffer {
        try decode(bytes, readingText: false).framebuffer
    }

    /// The image in the PNG file at `path`, a regular file of at most ``maximumFileSize`` bytes.
    ///
    /// - Throws: ``PNGError`` naming `path`: an I/O error (with the system's reason), a file
    ///   that is not regular or too large, or what is wrong with the data.
    public static func decode(contentsOf path: String) throws(PNGError) -> Framebuffer {
        try reading(path, decode)
    }

    /// The image in `bytes`, a whole PNG file, and its text chunks (tEXt, zTXt and iTXt, in
    /// file order; zTXt and compressed iTXt are inflated).
    ///
    /// - Throws: ``PNGError`` as ``decode(_:)`` does.
    public static func decodeImage(_ bytes: [UInt8]) throws(PNGError) -> PNGImage {
        try decode(bytes, readingText: true)
    }

    /// The image in the PNG file at `path`, and its text chunks.
    ///
    /// - Throws: ``PNGError`` naming `path`, as ``decode(contentsOf:)`` does.
    public static func decodeImage(contentsOf path: String) throws(PNGError) -> PNGImage {
        try reading(path, decodeImage)
    }

    /// The text chunks of `bytes`, a whole PNG file (tEXt, zTXt and iTXt, in file order), with
    /// the image left undecoded: when no text chunk follows the image data, as in the files
    /// ``PNGEncoder`` writes, only the chunks before the image data are read. So this is
    /// cheap, and a file whose image data is corrupt can still give its text.
    ///
    /// - Throws: ``PNGError`` when the file is not a PNG or libpng rejects what it reads.
    public static func text(in bytes: [UInt8]) throws(PNGError) -> [PNGTextEntry] {
        try LibPNG.readText(bytes)
    }

    /// The text chunks of the PNG file at `path`, as ``text(in:)`` reads them.
    ///
    /// - Throws: ``PNGError`` naming `path`: an I/O error or what is wrong with the data.
    public static func text(contentsOf path: String) throws(PNGError) -> [PNGTextEntry] {
        try reading(path, text(in:))
    }

    private static func decode(_ bytes: [UInt8], readingText: Bool) throws(PNGError) -> PNGImage {
        let ((width, height, pixels), text) = try LibPNG.decode(bytes, readingText: readingText) { rgba, width, height in
            (width, height, Premultiply.premultiplied(straightRGBA: rgba, count: width * height))
        }
        do {
            return PNGImage(framebuffer: try Framebuffer(width: width, height: height, premultipliedPixels: pixels), text: text)
        } catch {
            throw PNGError(.tooLarge, message: error.description)
        }
    }

    /// `body` applied to the bytes of the file at `path`; every error names `path`.
    private static func reading<R>(_ path: String, _ body: ([UInt8]) throws(PNGError) -> R) throws(PNGError) -> R {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.readAll(path, limit: maximumFileSize, regularFileOnly: true)
        } catch {
            var error = error
            switch error.kind {
            case .system: break
            case .notRegularFile: error.message += "; a PNG is read from a regular file"
            case .tooLarge: error.message += ", the most listshot reads as a PNG"
            }
            throw PNGError(error)
        }
        do {
            return try body(bytes)
        } catch {
            throw error.naming(path)
        }
    }
}
