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
}
