/// Numbers as listshot writes them in messages, file names and `listshot layout`'s output:
/// the one place that decides how a number reads.
public enum NumberText {
    /// A number as a person would write it: `120`, `33.5`, `-4`, `1e+20`. Whole numbers
    /// below 10¹⁵ have no decimal point; others are in their shortest exact form.
    public static func plain(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// A whole number with thousands separated by commas: `10000000` → `10,000,000`.
    public static func grouped(_ number: Int) -> String {
        let digits = Array(String(number.magnitude))
        var text = number < 0 ? "-" : ""
        for (i, digit) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }

    /// Why ``decimal(_:)`` refused a text: the message, without the flag or parameter.
    public struct DecimalError: Error, Equatable, Sendable, CustomStringConvertible {
        /// `'nan' is not a decimal number (such as 120, -33.5 or 1e3)`.
        public let description: String
    }

    /// Reads a number the way a person writes one on a command line or in a URL: `120`,
    /// `-33.5`, `1e3`, `.5`. Hexadecimal (`0x10`), `inf` and `nan`, which Swift's
    /// `Double(_:)` also reads, are refused, so that a typo never becomes a surprising
    /// offset. `listshot`'s number flags and `listshot preview`'s query read numbers here.
    ///
    /// - Throws: ``DecimalError`` saying what was expected.
    public static func decimal(_ text: String) throws(DecimalError) -> Double {
        guard ExactDecimal.isDecimal(text), let value = Double(text) else {
            throw DecimalError(description: "'\(text)' is not a decimal number (such as 120, -33.5 or 1e3)")
        }
        guard value.isFinite else { throw DecimalError(description: "'\(text)' is too large") }
        // `1e-400` reads as 0: say so, rather than report a 0 that was never written.
        let significand = text.prefix { $0 != "e" && $0 != "E" }
        if value == 0, significand.contains(where: { ("1"..."9").contains($0) }) {
            throw DecimalError(description: "'\(text)' is too small: it is closer to 0 than a Double can hold")
        }
        return value
    }
}
