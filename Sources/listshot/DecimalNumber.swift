import ArgumentParser
import ListshotStructuredText

/// Reads a number the way a person writes one on a command line (`NumberText.decimal(_:)`,
/// which `listshot preview`'s query reads numbers with too).
///
/// - Throws: `ValidationError` saying what was expected; ArgumentParser adds the flag.
func decimalNumber(_ text: String) throws -> Double {
    do {
        return try NumberText.decimal(text)
    } catch {
        throw ValidationError(error.description)
    }
}
