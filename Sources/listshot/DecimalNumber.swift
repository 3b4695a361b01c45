import ArgumentParser

/// Reads a number the way a person writes one on a command line: `120`, `-33.5`, `1e3`,
/// `.5`. Hexadecimal (`0x10`), `inf` and `nan`, which Swift's `Double(_:)` also reads,
/// are refused, so that a typo never becomes a surprising offset.
///
/// - Throws: `ValidationError` saying what was expected; ArgumentParser adds the flag.
func decimalNumber(_ text: String) throws -> Double {
    guard isDecimal(text), let value = Double(text) else {
        throw ValidationError("'\(text)' is not a decimal number (such as 120, -33.5 or 1e3)")
    }
    guard value.isFinite else { throw ValidationError("'\(text)' is too large") }
    return value
}

/// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`
private func isDecimal(_ text: String) -> Bool {
    var bytes = Substring(text).utf8[...]
    func digits() -> Int {
        let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
        bytes = bytes.dropFirst(count)
        return count
    }
    if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
    var mantissa = digits()
    if bytes.first == UInt8(ascii: ".") {
        bytes = bytes.dropFirst()
        mantissa += digits()
    }
    guard mantissa > 0 else { return false }
    if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
        bytes = bytes.dropFirst()
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        guard digits() > 0 else { return false }
    }
    return bytes.isEmpty
}
