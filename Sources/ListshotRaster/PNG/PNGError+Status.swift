import CListshotPNG

extension PNGError {
    /// The error a C call reported, or `nil` for `LSPNG_OK`. `message` is the C call's
    /// NUL-terminated message buffer.
    init?(status: lspng_status, message: UnsafeMutableBufferPointer<CChar>) {
        guard status != LSPNG_OK else { return nil }
        let kind: Kind
        switch status {
        case LSPNG_ERROR_NOT_PNG: kind = .notPNG
        case LSPNG_ERROR_TOO_LARGE: kind = .tooLarge
        case LSPNG_ERROR_INVALID_ARGUMENT: kind = .invalidArgument
        case LSPNG_ERROR_OUT_OF_MEMORY: kind = .outOfMemory
        default: kind = .corrupt
        }
        var text = String(cString: message.baseAddress!)
        if text.isEmpty { text = "the PNG codec failed (status \(status.rawValue))" }
        self.init(kind, message: text)
    }
}

/// Calls `body` with a zeroed buffer for a C call's message (on the stack: no allocation).
func withMessageBuffer<R>(_ body: (UnsafeMutableBufferPointer<CChar>) -> R) -> R {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(LSPNG_MESSAGE_CAPACITY)) { message in
        message.initialize(repeating: 0)
        return body(message)
    }
}
