import CListshotPNG

/// The call into libpng's side of the C target. Swift never calls libpng itself: every
/// libpng call, and the setjmp that catches its errors, lives in CListshotPNG.
enum LibPNG {
    /// Decodes a PNG file's bytes; calls `body` with straight RGBA8 pixels (stride width × 4).
    static func decode<R>(
        _ bytes: [UInt8], _ body: (UnsafePointer<UInt8>, _ width: Int, _ height: Int) -> R
    ) throws(PNGError) -> R {
        var pixels: UnsafeMutablePointer<UInt8>? = nil
        var width: UInt32 = 0
        var height: UInt32 = 0
        let error = withMessageBuffer { message in
            let status = bytes.withUnsafeBufferPointer { input in
                lspng_decode(input.baseAddress, input.count, &pixels, &width, &height, message.baseAddress, message.count)
            }
            return PNGError(status: status, message: message)
        }
        defer { lspng_free(pixels) }
        if let error { throw error }
        guard let pixels else { throw PNGError(.corrupt, message: "libpng returned no pixels") }
        return body(pixels, Int(width), Int(height))
    }
}
