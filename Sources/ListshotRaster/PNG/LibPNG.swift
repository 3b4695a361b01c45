import CListshotPNG

/// The call into libpng's side of the C target. Swift never calls libpng itself: every
/// libpng call, and the setjmp that catches its errors, lives in CListshotPNG.
enum LibPNG {
    /// Decodes a PNG file's bytes; calls `body` with straight RGBA8 pixels (stride width × 4).
    /// With `readingText`, also returns the file's text chunks (else they are skipped unread
    /// and the array is empty).
    static func decode<R>(
        _ bytes: [UInt8], readingText: Bool = false,
        _ body: (UnsafePointer<UInt8>, _ width: Int, _ height: Int) -> R
    ) throws(PNGError) -> (R, text: [PNGTextEntry]) {
        var pixels: UnsafeMutablePointer<UInt8>? = nil
        var width: UInt32 = 0
        var height: UInt32 = 0
        var text: UnsafeMutablePointer<lspng_text>? = nil
        var textCount = 0
        let error = withMessageBuffer { message in
            let status = bytes.withUnsafeBufferPointer { input in
                if readingText {
                    lspng_decode(
                        input.baseAddress, input.count, &pixels, &width, &height, &text, &textCount,
                        message.baseAddress, message.count)
                } else {
                    lspng_decode(
                        input.baseAddress, input.count, &pixels, &width, &height, nil, nil,
                        message.baseAddress, message.count)
                }
            }
            return PNGError(status: status, message: message)
        }
        defer {
            lspng_free(pixels)
            lspng_free(text)
        }
        if let error { throw error }
        guard let pixels else { throw PNGError(.corrupt, message: "libpng returned no pixels") }
        return (body(pixels, Int(width), Int(height)), entries(text, count: textCount))
    }

    /// The text chunks of a PNG file's bytes, without decoding its image where that can be
    /// avoided (see `lspng_read_text`).
    static func readText(_ bytes: [UInt8]) throws(PNGError) -> [PNGTextEntry] {
        var text: UnsafeMutablePointer<lspng_text>? = nil
        var count = 0
        let error = withMessageBuffer { message in
            let status = bytes.withUnsafeBufferPointer { input in
                lspng_read_text(input.baseAddress, input.count, &text, &count, message.baseAddress, message.count)
            }
            return PNGError(status: status, message: message)
        }
        defer { lspng_free(text) }
        if let error { throw error }
        return entries(text, count: count)
    }

    /// The entries C returned: keywords from Latin-1, texts from Latin-1 or UTF-8 (invalid
    /// UTF-8 repaired with U+FFFD).
    private static func entries(_ text: UnsafePointer<lspng_text>?, count: Int) -> [PNGTextEntry] {
        guard let text else { return [] }
        return UnsafeBufferPointer(start: text, count: count).map { entry in
            let keyword = UnsafeBufferPointer(start: entry.keyword, count: entry.keyword_length)
            let bytes = UnsafeBufferPointer(start: entry.text, count: entry.text_length)
            return PNGTextEntry(
                keyword: PNGTextEntry.latin1(keyword),
                text: entry.latin1 != 0 ? PNGTextEntry.latin1(bytes) : String(decoding: bytes, as: UTF8.self))
        }
    }
}
