/// Fixed-point numbers and padded columns for `listshot bench`'s figures.
enum Format {
    /// `value` with `digits` decimals: `fixed(3.14159, 2)` is "3.14".
    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return "\(value)" }
        let whole = Int(scaled) / Int(scale), fraction = Int(scaled) % Int(scale)
        var text = "\(whole)"
        if digits > 0 {
            let tail = "\(fraction)"
            text += "." + String(repeating: "0", count: digits - tail.count) + tail
        }
        return (value < 0 && scaled > 0 ? "-" : "") + text
    }

    static func milliseconds(_ duration: Duration) -> String {
        fixed(Stats.seconds(duration) * 1000, 2) + " ms"
    }

    static func padded(_ text: String, _ width: Int, right: Bool = false) -> String {
        let pad = String(repeating: " ", count: max(0, width - text.count))
        return right ? pad + text : text + pad
    }
}
