import Yams

extension YAMLReader {
    /// The tag YAML 1.2's core schema gives a plain scalar written without one: null, bool,
    /// int, float (the first that matches, as these patterns say), else str.
    ///
    /// ```
    /// null   ~ | null | Null | NULL | (empty)
    /// bool   true | True | TRUE | false | False | FALSE
    /// int    [-+]?[0-9]+ | 0o[0-7]+ | 0x[0-9a-fA-F]+
    /// float  [-+]?(\.[0-9]+ | [0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)? | [-+]?\.(inf|Inf|INF) | \.(nan|NaN|NAN)
    /// ```
    ///
    /// Matched by hand, not by Yams's resolver: its rules are `NSRegularExpression`s, and the
    /// first one a process compiles sets up ICU's regular expressions, about a tenth of a
    /// one-frame `listshot render` of a built-in scene.
    static func coreSchemaTag(ofPlain text: String) -> Tag.Name {
        let bytes = Array(text.utf8)
        if ["", "~", "null", "Null", "NULL"].contains(text) { return .null }
        if ["true", "True", "TRUE", "false", "False", "FALSE"].contains(text) { return .bool }
        if isInteger(bytes) { return .int }
        if isFloat(bytes) { return .float }
        return .str
    }

    private static func isInteger(_ bytes: [UInt8]) -> Bool {
        func all(_ digits: ArraySlice<UInt8>, _ isDigit: (UInt8) -> Bool) -> Bool { !digits.isEmpty && digits.allSatisfy(isDigit) }
        if bytes.starts(with: Array("0o".utf8)) { return all(bytes.dropFirst(2)) { (0x30...0x37).contains($0) } }
        if bytes.starts(with: Array("0x".utf8)) { return all(bytes.dropFirst(2), isHexDigit) }
        return all(withoutSign(bytes), isDigit)
    }

    private static func isFloat(_ bytes: [UInt8]) -> Bool {
        let unsigned = withoutSign(bytes)
        if [".inf", ".Inf", ".INF"].contains(where: { unsigned.elementsEqual($0.utf8) }) { return true }
        if [".nan", ".NaN", ".NAN"].contains(where: { bytes.elementsEqual($0.utf8) }) { return true }
        // [0-9]+(\.[0-9]*)? or \.[0-9]+, then an optional exponent.
        var rest = unsigned[...]
        let whole = rest.prefix(while: isDigit).count
        rest = rest.dropFirst(whole)
        var fraction = 0
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            fraction = rest.prefix(while: isDigit).count
            rest = rest.dropFirst(fraction)
            guard whole > 0 || fraction > 0 else { return false }
        } else if whole == 0 {
            return false
        }
        guard let e = rest.first else { return true }
        guard e == UInt8(ascii: "e") || e == UInt8(ascii: "E") else { return false }
        rest = rest.dropFirst()
        if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { rest = rest.dropFirst() }
        return !rest.isEmpty && rest.allSatisfy(isDigit)
    }

    private static func withoutSign(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        guard let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") else { return bytes[...] }
        return bytes.dropFirst()
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }
}
