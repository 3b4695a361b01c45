import ArgumentParser
import ListshotStructuredText

/// Reads a number the way a person writes one on a command line: `120`, `-33.5`, `1e3`,
/// `.5`. Hexadecimal (`0x10`), `inf` and `nan`, which Swift's `Double(_:)` also reads,
/// are refused, so that a typo never becomes a surprising offset.
///
/// - Throws: `ValidationError` saying what was expected; ArgumentParser adds the flag.
func decimalNumber(_ text: String) throws -> Double {
    guard ExactDecimal.isDecimal(text), let value = Double(text) else {
        throw ValidationError("'\(text)' is not a decimal number (such as 120, -33.5 or 1e3)")
    }
    guard value.isFinite else { throw ValidationError("'\(text)' is too large") }
    // `1e-400` reads as 0: say so, rather than report a 0 that was never written.
    let significand = text.prefix { $0 != "e" && $0 != "E" }
    if value == 0, significand.contains(where: { ("1"..."9").contains($0) }) {
        throw ValidationError("'\(text)' is too small: it is closer to 0 than a Double can hold")
    }
    return value
}
