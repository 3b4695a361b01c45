import ArgumentParser
import ListshotScenes

/// The value of one `--offset` as ``OffsetFlags`` leaves it: one number, or several joined
/// by ``OffsetFlags/separator``.
struct OffsetList {
    var values: [Double]

    /// Reads `text`, each of its numbers as ``decimalNumber(_:)`` reads one.
    ///
    /// - Throws: `ValidationError` as ``decimalNumber(_:)`` throws it.
    static func parse(_ text: String) throws -> OffsetList {
        try OffsetList(values: text.split(separator: OffsetFlags.separator, omittingEmptySubsequences: false).map { try decimalNumber(String($0)) })
    }
}
