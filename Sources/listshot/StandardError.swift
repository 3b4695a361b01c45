import Glibc

/// Writes to file descriptor 2 without buffering.
enum FileHandleStandardError {
    static func write(_ string: String) {
        var bytes = Array(string.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(2, $0.baseAddress! + offset, $0.count - offset) }
            if n <= 0 { return }
            offset += n
        }
    }
}

/// Prints `message` and a newline on standard error.
func printError(_ message: String) {
    var stderr = StandardError()
    print(message, to: &stderr)
}

/// Standard error as a `TextOutputStream`, for `print(_:to:)`.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandleStandardError.write(string)
    }
}
