import ArgumentParser
import ListshotScenes

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
    return value
}
