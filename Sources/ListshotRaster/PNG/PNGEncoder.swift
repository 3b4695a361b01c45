import CListshotPNG
import ListshotFiles

/// Writes framebuffers as PNG files.
///
/// Opaque framebuffers are written as 8-bit RGB (colour type 2), others as 8-bit
/// straight-alpha RGBA (colour type 6), un-premultiplied exactly, so ``PNGDecoder`` gives
/// back the same pixels. The file holds only IHDR, the text of ``PNGEncodingOptions/text``
/// (iTXt chunks), one IDAT and IEND. The same pixels and options give the same bytes in
/// every run and process, for given versions of libdeflate and ISA-L; with
/// ``PNGCompression/balanced`` (plain C) and ``PNGCompression/small`` on every CPU too,
/// while ISA-L's (``PNGCompression/fast``) may differ from one CPU to another: other valid
/// data for the same pixels.
///
/// For one image, call ``encode(_:options:)`` or ``write(_:to:options:)``. For many, make
/// one encoder per thread and reuse it: it keeps its compressor and buffers, so encoding
/// same-sized frames into the same array allocates nothing after the first frame.
///
/// ```swift
/// let encoder = try PNGEncoder()
/// var png: [UInt8] = []
/// for frame in frames {
///     try encoder.encode(frame, into: &png)
///     // use png before the next frame replaces it
/// }
/// ```
///
/// An encoder is not `Sendable`: use each one from one thread at a time.
public final class PNGEncoder {
    /// The options every image of this encoder is written with.
    public let options: PNGEncodingOptions
    /// The C encoder: the compressors, the scanlines and the file being written.
    let encoder: OpaquePointer
    /// The file ``write(_:to:)`` encodes into, kept for the next one.
    private var file: [UInt8] = []

    /// An encoder writing with `options`.
    ///
    /// - Throws: ``PNGError`` of kind `.invalidArgument` for a compression level outside
    ///   0…12 or a text keyword the PNG specification does not allow (naming it), or
    ///   `.outOfMemory`.
    public init(options: PNGEncodingOptions = .init()) throws(PNGError) {
        guard PNGEncodingOptions.levels.contains(options.compressionLevel) else {
            throw PNGError(.invalidArgument, message: "compression level \(options.compressionLevel) is outside 0…12")
        }
        let text = try options.text.map { entry throws(PNGError) in (try entry.keywordBytes(), try entry.textBytes()) }
        var encoder: OpaquePointer? = nil
        let error = withMessageBuffer { message in
            PNGError(status: lspng_encoder_create(
                    options.compression.compressor, Int32(options.compressionLevel), &encoder, message.baseAddress, message.count), message: message)
        }
        guard let encoder else { throw error ?? PNGError(.outOfMemory, message: "no PNG encoder") }
        if let error = Self.setText(text, of: encoder) {
            lspng_encoder_destroy(encoder)
            throw error
        }
        self.options = options
        self.encoder = encoder
    }

    /// Gives the C encoder the text chunks to write (keyword and text bytes, checked).
    private static func setText(_ text: [(keyword: [UInt8], text: [UInt8])], of encoder: OpaquePointer) -> PNGError? {
        guard !text.isEmpty else { return nil }
        // One buffer holds every keyword and text, so that one closure keeps them in place.
        let bytes = text.flatMap { $0.keyword + $0.text }
        return bytes.withUnsafeBufferPointer { buffer in
            var start = buffer.baseAddress!
            let entries = text.map { entry in
                defer { start += entry.keyword.count + entry.text.count }
                return lspng_text(
                    keyword: start, keyword_length: entry.keyword.count, text: start + entry.keyword.count,
                    text_length: entry.text.count, latin1: 0)
            }
            return withMessageBuffer { message in
                PNGError(status: lspng_encoder_set_text(encoder, entries, entries.count, message.baseAddress, message.count), message: message)
            }
        }
    }

    deinit {
        lspng_encoder_destroy(encoder)
    }

    /// Replaces the contents of `png` with the PNG file for `framebuffer`.
    ///
    /// `png` keeps its capacity: when it is large enough (and not shared with another
    /// array) nothing is allocated.
    ///
    /// - Throws: ``PNGError`` with no path; `png` is then empty.
    public func encode(_ framebuffer: Framebuffer, into png: inout [UInt8]) throws(PNGError) {
        png.removeAll(keepingCapacity: true)
        let error = withMessageBuffer { message in
            var data: UnsafePointer<UInt8>? = nil
            var size = 0
            let status = framebuffer.withUnsafePremultipliedBytes { pixels in
                lspng_encoder_encode(
                    encoder, pixels.baseAddress, UInt32(framebuffer.width), UInt32(framebuffer.height),
                    framebuffer.width * 4, options.filter.cValue, &data, &size, message.baseAddress, message.count)
            }
            if status == LSPNG_OK, let data {
                png.append(contentsOf: UnsafeBufferPointer(start: data, count: size))
            }
            return PNGError(status: status, message: message)
        }
        if let error { throw error }
    }

    /// Encodes `framebuffer` and writes it to `path` atomically (see `AtomicFile`).
    ///
    /// - Throws: ``PNGError`` naming `path` when encoding fails, `FileError` when writing
    ///   does; on failure no file or temporary file is left.
    public func write(_ framebuffer: Framebuffer, to path: String) throws {
        try Self.write(to: path, through: &file) { png throws(PNGError) in try encode(framebuffer, into: &png) }
    }

    /// Has `encode` fill `file` and writes it to `path` atomically: the one way every
    /// encoder writes a file. Errors from `encode` (``PNGError``) are given `path`; a failed
    /// write is the files layer's ``FileError``.
    static func write(
        to path: String, through file: inout [UInt8], _ encode: (inout [UInt8]) throws(PNGError) -> Void
    ) throws {
        do {
            try encode(&file)
        } catch {
            throw error.naming(path)
        }
        try AtomicFile.write(file, to: path)
    }

    /// The PNG file for `framebuffer`, from a new encoder.
    ///
    /// - Throws: ``PNGError`` with kind `.invalidArgument` for a compression level outside
    ///   0…12 or a text keyword the PNG specification does not allow, or `.outOfMemory`.
    public static func encode(
        _ framebuffer: Framebuffer, options: PNGEncodingOptions = .init()
    ) throws(PNGError) -> [UInt8] {
        var png: [UInt8] = []
        try PNGEncoder(options: options).encode(framebuffer, into: &png)
        return png
    }

    /// Encodes `framebuffer` with a new encoder and writes it to `path` atomically (see
    /// `AtomicFile`).
    ///
    /// - Throws: ``PNGError`` naming `path` when encoding fails, `FileError` when writing
    ///   does; on failure no file or temporary file is left.
    public static func write(
        _ framebuffer: Framebuffer, to path: String, options: PNGEncodingOptions = .init()
    ) throws {
        let encoder: PNGEncoder
        do {
            encoder = try PNGEncoder(options: options)
        } catch {
            throw error.naming(path)
        }
        try encoder.write(framebuffer, to: path)
    }
}

extension PNGFilter {
    var cValue: lspng_filter {
        switch self {
        case .none: LSPNG_FILTER_NONE
        case .sub: LSPNG_FILTER_SUB
        case .up: LSPNG_FILTER_UP
        case .average: LSPNG_FILTER_AVERAGE
        case .paeth: LSPNG_FILTER_PAETH
        case .adaptive: LSPNG_FILTER_ADAPTIVE
        }
    }
}
