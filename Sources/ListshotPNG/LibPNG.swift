import CListshotPNG

/// The calls into the C target. Swift never calls libpng itself: every libpng call,
/// and the setjmp that catches its errors, lives in CListshotPNG.
enum LibPNG {
    /// Encodes rows of straight RGBA8 (`channels` 4) or RGB8 (`channels` 3) bytes.
    static func encode(
        _ bytes: UnsafeBufferPointer<UInt8>, width: Int, height: Int, channels: Int,
        options: PNGEncodingOptions
    ) throws(PNGError) -> [UInt8] {
        guard (0...9).contains(options.compressionLevel) else {
            throw PNGError(.invalidArgument, message: "compression level \(options.compressionLevel) is outside 0…9")
        }
        guard width > 0, height > 0, width <= Int(UInt32.max >> 1), height <= Int(UInt32.max >> 1),
            bytes.count >= width * height * channels
        else {
            throw PNGError(.invalidArgument, message: "cannot encode a \(width) × \(height) image")
        }
        var message = [CChar](repeating: 0, count: Int(LSPNG_MESSAGE_CAPACITY))
        var data: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        let status = message.withUnsafeMutableBufferPointer { text in
            lspng_encode(
                bytes.baseAddress, UInt32(width), UInt32(height), width * channels, Int32(channels),
                Int32(options.compressionLevel), options.filter.cValue, &data, &size,
                text.baseAddress, text.count)
        }
        defer { lspng_free(data) }
        guard status == LSPNG_OK, let data else { throw error(status, message) }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// Decodes a PNG file's bytes; calls `body` with straight RGBA8 pixels (stride width × 4).
    static func decode<R>(
        _ bytes: [UInt8], _ body: (UnsafePointer<UInt8>, _ width: Int, _ height: Int) -> R
    ) throws(PNGError) -> R {
        var message = [CChar](repeating: 0, count: Int(LSPNG_MESSAGE_CAPACITY))
        var pixels: UnsafeMutablePointer<UInt8>? = nil
        var width: UInt32 = 0
        var height: UInt32 = 0
        let status = bytes.withUnsafeBufferPointer { input in
            message.withUnsafeMutableBufferPointer { text in
                lspng_decode(input.baseAddress, input.count, &pixels, &width, &height, text.baseAddress, text.count)
            }
        }
        defer { lspng_free(pixels) }
        guard status == LSPNG_OK, let pixels else { throw error(status, message) }
        return body(pixels, Int(width), Int(height))
    }

    private static func error(_ status: lspng_status, _ message: [CChar]) -> PNGError {
        let kind: PNGError.Kind
        switch status {
        case LSPNG_ERROR_NOT_PNG: kind = .notPNG
        case LSPNG_ERROR_TOO_LARGE: kind = .tooLarge
        case LSPNG_ERROR_INVALID_ARGUMENT: kind = .invalidArgument
        case LSPNG_ERROR_OUT_OF_MEMORY: kind = .outOfMemory
        default: kind = .corrupt
        }
        var text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        if text.isEmpty { text = "libpng failed (status \(status.rawValue))" }
        return PNGError(kind, message: text)
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
