/// A decimal number held exactly: `significand × 10^exponent`, so that `0:0.3:0.1` steps
/// to 0.3 itself and not to 0.1 + 0.1 + 0.1 (0.30000000000000004).
public struct ExactDecimal: Equatable, Sendable {
    public var significand: Int128
    public var exponent: Int

    /// The most significant digits a significand holds (Int128 holds 38).
    public static let maximumDigits = 38

    /// `text`, which ``isDecimal(_:)`` accepts; nil when it needs more than
    /// ``maximumDigits`` significant digits.
    public init?(_ text: String) {
        var bytes = Substring(text).utf8[...]
        var negative = false
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        var digits: [UInt8] = []
        var exponent = 0
        var afterPoint = false
        while let byte = bytes.first, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if byte == UInt8(ascii: ".") {
                afterPoint = true
                continue
            }
            digits.append(byte - UInt8(ascii: "0"))
            if afterPoint { exponent -= 1 }
        }
        if !bytes.isEmpty {
            guard let power = Int(String(decoding: bytes.dropFirst(), as: UTF8.self)) else { return nil }
            exponent += power
        }
        // Leading zeros carry nothing; trailing ones move into the exponent.
        while digits.first == 0 { digits.removeFirst() }
        while digits.last == 0 {
            digits.removeLast()
            exponent += 1
        }
        guard digits.count <= Self.maximumDigits else { return nil }
        var significand: Int128 = 0
        for digit in digits { significand = significand * 10 + Int128(digit) }
        self.significand = negative ? -significand : significand
        self.exponent = digits.isEmpty ? 0 : exponent
    }

    public init(significand: Int128, exponent: Int) {
        self.significand = significand
        self.exponent = exponent
    }

    /// The same number with exponent `exponent` (at most ``exponent``), or nil when the
    /// significand would overflow.
    public func scaled(to exponent: Int) -> Int128? {
        var value = significand
        for _ in 0..<(self.exponent - exponent) {
            let (product, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            value = product
        }
        return value
    }

    /// The nearest `Double`, as `Double(_:)` reads the number written out: the same value
    /// `--offset` gives for the same number.
    public var double: Double {
        Double("\(significand)e\(exponent)")!
    }

    /// True when `text` is a decimal number as a person writes one: `120`, `-33.5`, `1e3`,
    /// `.5`; not hexadecimal (`0x10`), `inf` or `nan`, which Swift's `Double(_:)` also reads.
    ///
    /// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`
    public static func isDecimal(_ text: String) -> Bool {
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
}
