/// A strict JSON parser (RFC 8259) that says where a problem is and what it is in plain words.
///
/// It exists because Foundation's `JSONSerialization` accepts trailing commas and duplicate
/// keys without a word and reports most problems without a position. This one refuses:
/// - a trailing comma, a duplicate key (naming where the key first appears), comments,
///   single quotes, `NaN` and `Infinity`, leading zeros, numbers too large for a `Double`;
/// - strings with raw control characters, invalid escapes, lone surrogates or invalid UTF-8;
/// - anything after the document, and lists and objects nested deeper than ``maximumDepth``;
/// - files in UTF-16 or UTF-32 (with or without a byte order mark): scene files are UTF-8.
///   A UTF-8 byte order mark is allowed and skipped, as RFC 8259 permits.
///
/// Any value may be the document, not only an object or a list. Keys that Swift's `String`
/// considers equal (canonically equivalent, such as "é" written precomposed and decomposed)
/// count as duplicates, since a `[String: JSONValue]` cannot hold both.
///
/// It runs in time linear in the file's length, reading bytes, not `Character`s.
struct JSONParser {
    /// How deeply lists and objects may nest inside one another.
    ///
    /// The parser recurses once per level, so without a limit a file of a million "[" would
    /// overflow the stack; a scene file nests about five deep.
    static let maximumDepth = 512

    /// What is wrong with the text, and where.
    struct SyntaxError: Error, Equatable {
        /// The byte the problem is at; `nil` when it is about the whole file (empty, or not UTF-8).
        var offset: Int?
        /// What is wrong, as a clause: `unexpected ","`.
        var message: String
    }

    private let bytes: [UInt8]
    private var index = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The JSON document that `bytes` hold.
    ///
    /// - Throws: ``SyntaxError`` for the first problem in reading order.
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        return try parser.document()
    }

    private mutating func document() throws(SyntaxError) -> JSONValue {
        try checkEncoding()
        skipWhitespace()
        guard index < bytes.count else { throw SyntaxError(offset: nil, message: "the file is empty") }
        let document = try value(depth: 0)
        skipWhitespace()
        guard index == bytes.count else {
            throw SyntaxError(offset: index, message: "unexpected \(token(at: index)) after the end of the JSON document")
        }
        return document
    }

    // MARK: Encoding

    /// Skips a UTF-8 byte order mark; refuses UTF-16 and UTF-32, which the first bytes give
    /// away even without a mark, because a JSON document starts with an ASCII character.
    private mutating func checkEncoding() throws(SyntaxError) {
        func starts(with prefix: [UInt8]) -> Bool { bytes.starts(with: prefix) }
        if starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            return
        }
        let marked: String? =
            if starts(with: [0x00, 0x00, 0xFE, 0xFF]) { "UTF-32 big-endian" }
            else if starts(with: [0xFF, 0xFE, 0x00, 0x00]) { "UTF-32 little-endian" }
            else if starts(with: [0xFE, 0xFF]) { "UTF-16 big-endian" }
            else if starts(with: [0xFF, 0xFE]) { "UTF-16 little-endian" }
            else { nil }
        if let marked {
            throw SyntaxError(offset: nil, message: "scene files must be UTF-8, but this file starts with a \(marked) byte order mark; save it as UTF-8")
        }
        let nul = bytes.prefix(4).map { $0 == 0 }
        let ascii = bytes.prefix(4).map { $0 != 0 && $0 < 0x80 }
        let guessed: String? =
            if nul.count == 4, nul[0], nul[1], nul[2], ascii[3] { "UTF-32 big-endian" }
            else if nul.count == 4, ascii[0], nul[1], nul[2], nul[3] { "UTF-32 little-endian" }
            else if nul.count >= 2, nul[0], ascii[1] { "UTF-16 big-endian" }
            else if nul.count >= 2, ascii[0], nul[1] { "UTF-16 little-endian" }
            else { nil }
        if let guessed {
            throw SyntaxError(offset: nil, message: "scene files must be UTF-8, but this file looks like \(guessed); save it as UTF-8")
        }
    }

    // MARK: Values

    private mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
        guard index < bytes.count else { throw endOfFile() }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return try object(depth: depth + 1)
        case UInt8(ascii: "["):
            return try array(depth: depth + 1)
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try number())
        case let byte where Self.isLetter(byte):
            return try literal()
        case UInt8(ascii: "'"):
            throw unexpected("a string takes double quotes")
        case UInt8(ascii: "+"), UInt8(ascii: "."):
            throw unexpected("a number starts with a digit or \"-\"")
        default:
            throw unexpected(nil)
        }
    }

    /// `true`, `false` or `null`; any other word is refused, with a hint for the likely mistakes.
    private mutating func literal() throws(SyntaxError) -> JSONValue {
        let start = index
        let end = wordEnd(from: start)
        let word = bytes[start..<end]
        if word.elementsEqual("true".utf8) {
            index = end
            return .bool(true)
        }
        if word.elementsEqual("false".utf8) {
            index = end
            return .bool(false)
        }
        if word.elementsEqual("null".utf8) {
            index = end
            return .null
        }
        if isNonFinite(word) { throw nonFinite(start..<end) }
        let lowercased = String(decoding: word.prefix(5), as: UTF8.self).lowercased()
        if word.count <= 5, ["true", "false", "null"].contains(lowercased) {
            throw SyntaxError(offset: start, message: "unexpected \(token(at: start)); did you mean \(lowercased)?")
        }
        throw unexpected(nil)
    }

    private mutating func array(depth: Int) throws(SyntaxError) -> JSONValue {
        try checkDepth(depth)
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try value(depth: depth))
            skipWhitespace()
            guard index < bytes.count else { throw endOfFile() }
            switch bytes[index] {
            case UInt8(ascii: ","):
                try skipComma(before: "]")
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default:
                throw unexpected("expected \",\" or \"]\"")
            }
        }
    }

    /// A key and its value as the file lists them; `offset` is the key's opening quote.
    private struct Member {
        var key: String
        var offset: Int
        var value: JSONValue
    }

    private mutating func object(depth: Int) throws(SyntaxError) -> JSONValue {
        try checkDepth(depth)
        index += 1
        // The members are collected first and put in a dictionary once their number is known:
        // a dictionary that grows as it goes takes twice as long for an object with many keys.
        var members: [Member] = []
        do {
            try readMembers(into: &members, depth: depth)
        } catch {
            // A duplicate key earlier in the file is the first problem in reading order.
            do {
                _ = try fields(members)
            } catch let duplicate where (duplicate.offset ?? .max) < (error.offset ?? .max) {
                throw duplicate
            } catch {}
            throw error
        }
        return .object(try fields(members))
    }

    /// Reads the members of the object whose "{" is just before `index`, up to and past its "}".
    private mutating func readMembers(into members: inout [Member], depth: Int) throws(SyntaxError) {
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            guard index < bytes.count else { throw endOfFile() }
            guard bytes[index] == UInt8(ascii: "\"") else { throw unexpected("expected a key in double quotes") }
            let keyOffset = index
            let key = try string()
            skipWhitespace()
            guard index < bytes.count else { throw endOfFile() }
            guard bytes[index] == UInt8(ascii: ":") else { throw unexpected("expected \":\" after the key") }
            index += 1
            skipWhitespace()
            members.append(Member(key: key, offset: keyOffset, value: try value(depth: depth)))
            skipWhitespace()
            guard index < bytes.count else { throw endOfFile() }
            switch bytes[index] {
            case UInt8(ascii: ","):
                try skipComma(before: "}")
            case UInt8(ascii: "}"):
                index += 1
                return
            default:
                throw unexpected("expected \",\" or \"}\"")
            }
        }
    }

    /// The members by key.
    ///
    /// - Throws: ``SyntaxError`` at the first key that repeats, saying where it first appears.
    private func fields(_ members: [Member]) throws(SyntaxError) -> [String: JSONValue] {
        var fields = [String: JSONValue](minimumCapacity: members.count)
        for member in members where fields.updateValue(member.value, forKey: member.key) != nil {
            let first = members.first { $0.key == member.key }!
            let (line, column) = JSONValue.position(ofByte: first.offset, in: bytes)
            throw SyntaxError(
                offset: member.offset,
                message: "duplicate key \(JSONPath.quoted(member.key)) (first at line \(line), column \(column))")
        }
        return fields
    }

    /// Steps over the comma at `index` and the space after it, refusing a `close` bracket next:
    /// the position given is the comma's, since that is what to delete.
    private mutating func skipComma(before close: Unicode.Scalar) throws(SyntaxError) {
        let comma = index
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: close) {
            throw SyntaxError(offset: comma, message: "trailing comma before \"\(close)\"")
        }
    }

    private func checkDepth(_ depth: Int) throws(SyntaxError) {
        guard depth <= Self.maximumDepth else {
            throw SyntaxError(offset: index, message: "lists and objects are nested more than \(Self.maximumDepth) deep")
        }
    }

    // MARK: Strings

    /// The string whose opening quote is at `index`, with its escapes resolved.
    private mutating func string() throws(SyntaxError) -> String {
        let open = index
        index += 1
        var segment = index
        // Only a string with escapes is copied: most scene strings have none.
        var escaped = false
        var unescaped: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let end = index
                index += 1
                guard escaped else { return String(decoding: bytes[segment..<end], as: UTF8.self) }
                unescaped.append(contentsOf: bytes[segment..<end])
                return String(decoding: unescaped, as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
                unescaped.append(contentsOf: bytes[segment..<index])
                try escape(into: &unescaped, string: open)
                segment = index
            } else if byte < 0x20 {
                throw controlCharacter(at: index, string: open)
            } else if byte < 0x80 {
                index += 1
            } else if let length = utf8Length(at: index) {
                index += length
            } else {
                throw SyntaxError(offset: index, message: "this string is not valid UTF-8")
            }
        }
        throw endInsideString(open)
    }

    /// Resolves the escape whose backslash is at `index`, appending its UTF-8 to `text`.
    private mutating func escape(into text: inout [UInt8], string open: Int) throws(SyntaxError) {
        let start = index
        guard start + 1 < bytes.count else { throw endInsideString(open) }
        let letter = bytes[start + 1]
        let simple: UInt8? = switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple {
            text.append(simple)
            index += 2
            return
        }
        guard letter == UInt8(ascii: "u") else {
            // A line break or tab after the backslash is the real problem; name that.
            if letter < 0x20 { throw controlCharacter(at: start + 1, string: open) }
            guard let length = utf8Length(at: start + 1) else {
                throw SyntaxError(offset: start + 1, message: "this string is not valid UTF-8")
            }
            let escape = "\"" + String(decoding: bytes[start..<(start + 1 + length)], as: UTF8.self) + "\""
            throw SyntaxError(offset: start, message: #"invalid escape \#(escape): a backslash starts \", \\, \/, \b, \f, \n, \r, \t or \uXXXX"#)
        }
        let unit = try hexEscape(at: start, string: open)
        index = start + 6
        var scalar = unit
        switch unit {
        case 0xD800..<0xDC00:
            if index == bytes.count || (bytes[index] == UInt8(ascii: "\\") && index + 1 == bytes.count) {
                throw endInsideString(open)
            }
            guard bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw loneSurrogate(at: start, "a high surrogate must be followed by a low one")
            }
            let low = try hexEscape(at: index, string: open)
            guard (0xDC00..<0xE000).contains(low) else {
                throw loneSurrogate(at: start, "a high surrogate must be followed by a low one")
            }
            index += 6
            scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        case 0xDC00..<0xE000:
            throw loneSurrogate(at: start, "a low surrogate must follow a high one")
        default:
            break
        }
        // Surrogates were handled above, so every value left is a scalar.
        UTF8.encode(Unicode.Scalar(scalar)!) { text.append($0) }
    }

    /// The code unit of the `\uXXXX` escape whose backslash is at `start`.
    private func hexEscape(at start: Int, string open: Int) throws(SyntaxError) -> UInt32 {
        var unit: UInt32 = 0
        for offset in (start + 2)..<(start + 6) {
            guard offset < bytes.count else { throw endInsideString(open) }
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                throw SyntaxError(
                    offset: start,
                    message: #"invalid escape \#(unicodeEscape(at: start)): \u takes four hexadecimal digits"#)
            }
            unit = unit << 4 | UInt32(digit)
        }
        return unit
    }

    private func loneSurrogate(at start: Int, _ reason: String) -> SyntaxError {
        SyntaxError(offset: start, message: "lone surrogate \(unicodeEscape(at: start)): \(reason)")
    }

    /// The `\u` escape at `start` in quotes, as written in the file (not re-escaped, so the
    /// reader can search for it): `\u` and up to four more characters, stopping at the end of
    /// the string or line.
    private func unicodeEscape(at start: Int) -> String {
        var end = start + 2
        for _ in 0..<4 {
            guard end < bytes.count, bytes[end] >= 0x20, bytes[end] != UInt8(ascii: "\""),
                  bytes[end] != UInt8(ascii: "\\"), let length = utf8Length(at: end)
            else { break }
            end += length
        }
        return "\"" + String(decoding: bytes[start..<end], as: UTF8.self) + "\""
    }

    /// The error for control character `bytes[offset]` inside the string that opens at `open`.
    /// A line break means the closing quote is missing, so that error points at the opening one.
    private func controlCharacter(at offset: Int, string open: Int) -> SyntaxError {
        let byte = bytes[offset]
        if byte == 0x0A || byte == 0x0D {
            return SyntaxError(offset: open, message: #"unterminated string: the line ends before the closing quote (write a line break in a string as \n)"#)
        }
        let escape = switch byte {
        case 0x08: #"\b"#
        case 0x09: #"\t"#
        case 0x0C: #"\f"#
        default: #"\u00"# + Self.hex(byte, uppercase: false)
        }
        return SyntaxError(offset: offset, message: "control character U+00\(Self.hex(byte)) in a string; write it as \(escape)")
    }

    private func endInsideString(_ open: Int) -> SyntaxError {
        SyntaxError(offset: open, message: "the file ends inside the string that starts here")
    }

    // MARK: Numbers

    /// The number starting at `index`, read by the JSON grammar, which is stricter than
    /// `Double(String)`: that also takes hexadecimal, "inf" and "nan".
    private mutating func number() throws(SyntaxError) -> Double {
        let start = index
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative {
            index += 1
            guard index < bytes.count else { throw endOfFile() }
            guard Self.isDigit(bytes[index]) else {
                let end = wordEnd(from: index)
                if isNonFinite(bytes[index..<end]) { throw nonFinite(start..<end) }
                throw unexpected("expected a digit after \"-\"")
            }
        }
        // The first 19 significant digits fit a UInt64; with at most 15 the value is exact in a
        // Double, and so is 10^e for e ≤ 22, so one multiplication or division rounds correctly
        // (Clinger's fast path). Everything else goes to `Double(String)`, which also rounds
        // correctly but costs a String.
        var significand: UInt64 = 0
        var significantDigits = 0
        var exponent = 0
        func addDigit(_ byte: UInt8) {
            guard significand != 0 || byte != UInt8(ascii: "0") else { return }
            if significantDigits < 19 { significand = significand * 10 + UInt64(byte - UInt8(ascii: "0")) }
            significantDigits += 1
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, Self.isDigit(bytes[index]) {
                let end = digitsEnd(from: index)
                throw SyntaxError(offset: start, message: "number \(excerpt(start..<end)) has a leading zero")
            }
        } else {
            while index < bytes.count, Self.isDigit(bytes[index]) {
                addDigit(bytes[index])
                index += 1
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count else { throw endOfFile() }
            guard Self.isDigit(bytes[index]) else { throw unexpected("expected a digit after the decimal point") }
            while index < bytes.count, Self.isDigit(bytes[index]) {
                addDigit(bytes[index])
                exponent -= 1
                index += 1
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            guard index < bytes.count else { throw endOfFile() }
            let negativeExponent = bytes[index] == UInt8(ascii: "-")
            if negativeExponent || bytes[index] == UInt8(ascii: "+") {
                index += 1
                guard index < bytes.count else { throw endOfFile() }
            }
            guard Self.isDigit(bytes[index]) else { throw unexpected("expected a digit in the exponent") }
            var written = 0
            while index < bytes.count, Self.isDigit(bytes[index]) {
                // Past a million the fast path is out of the question; stop before Int overflows.
                if written < 1_000_000 { written = written * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
                index += 1
            }
            exponent += negativeExponent ? -written : written
        }
        var value: Double
        if significand == 0 {
            value = 0
        } else if significantDigits <= 15, (-22...22).contains(exponent) {
            let scale = Self.powersOfTen[abs(exponent)]
            value = exponent < 0 ? Double(significand) / scale : Double(significand) * scale
        } else {
            // The grammar was checked above, so this is a plain decimal that `Double` reads.
            value = Double(String(decoding: bytes[(negative ? start + 1 : start)..<index], as: UTF8.self))!
        }
        guard value.isFinite else {
            throw SyntaxError(offset: start, message: "number \(excerpt(start..<index)) is too large (numbers must be finite)")
        }
        if negative { value.negate() }
        return value
    }

    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    private func isNonFinite(_ word: ArraySlice<UInt8>) -> Bool {
        guard word.count <= 8 else { return false }
        return ["nan", "inf", "infinity"].contains(String(decoding: word, as: UTF8.self).lowercased())
    }

    private func nonFinite(_ range: Range<Int>) -> SyntaxError {
        SyntaxError(
            offset: range.lowerBound,
            message: "unexpected \"\(excerpt(range))\": JSON has no NaN or Infinity (numbers must be finite)")
    }

    private func digitsEnd(from start: Int) -> Int {
        var end = start
        while end < bytes.count, Self.isDigit(bytes[end]) { end += 1 }
        return end
    }

    // MARK: Characters

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// "unexpected <what is at index>", then `hint` (or, for a "/", that JSON has no comments);
    /// at the end of the file, "the file ends before the JSON does".
    private func unexpected(_ hint: String?) -> SyntaxError {
        guard index < bytes.count else { return endOfFile() }
        var message = "unexpected \(token(at: index))"
        if bytes[index] == UInt8(ascii: "/") {
            message += "; JSON has no comments"
        } else if let hint {
            message += "; " + hint
        }
        return SyntaxError(offset: index, message: message)
    }

    private func endOfFile() -> SyntaxError {
        SyntaxError(offset: bytes.count, message: "the file ends before the JSON does")
    }

    /// What starts at `offset`, as a message names it: a word of ASCII letters whole
    /// (`"NaN"`), any other character alone (`","`), or by code point when it would be
    /// invisible in quotes (`character U+00A0`); a byte that is not UTF-8 by its value.
    private func token(at offset: Int) -> String {
        let byte = bytes[offset]
        if Self.isLetter(byte) {
            // One character more than a message quotes, so that `quoted` marks the cut.
            let end = min(wordEnd(from: offset), offset + JSONPath.quoteLimit + 1)
            return JSONPath.quoted(String(decoding: bytes[offset..<end], as: UTF8.self))
        }
        guard let length = utf8Length(at: offset) else {
            return "byte 0x\(Self.hex(byte)) (not valid UTF-8)"
        }
        let scalar = String(decoding: bytes[offset..<(offset + length)], as: UTF8.self).unicodeScalars.first!
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "character U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        default:
            return JSONPath.quoted(String(scalar))
        }
    }

    /// The source text in `range`, cut after ``JSONPath/quoteLimit`` characters with "…";
    /// only for ASCII text such as numbers and words.
    private func excerpt(_ range: Range<Int>) -> String {
        let cut = range.count > JSONPath.quoteLimit
        let end = cut ? range.lowerBound + JSONPath.quoteLimit : range.upperBound
        return String(decoding: bytes[range.lowerBound..<end], as: UTF8.self) + (cut ? "…" : "")
    }

    private func wordEnd(from start: Int) -> Int {
        var end = start
        while end < bytes.count, Self.isLetter(bytes[end]) { end += 1 }
        return end
    }

    /// The length of the well-formed UTF-8 sequence at `offset`, 1 to 4 bytes, or `nil` for
    /// bytes that are not UTF-8: a stray continuation byte, an overlong form, a surrogate,
    /// a code point past U+10FFFF, or a sequence cut short.
    private func utf8Length(at offset: Int) -> Int? {
        let lead = bytes[offset]
        if lead < 0x80 { return 1 }
        func continues(_ position: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            offset + position < bytes.count && range.contains(bytes[offset + position])
        }
        switch lead {
        case 0xC2...0xDF:
            return continues(1) ? 2 : nil
        case 0xE0:
            return continues(1, 0xA0...0xBF) && continues(2) ? 3 : nil
        case 0xED:
            return continues(1, 0x80...0x9F) && continues(2) ? 3 : nil
        case 0xE1...0xEF:
            return continues(1) && continues(2) ? 3 : nil
        case 0xF0:
            return continues(1, 0x90...0xBF) && continues(2) && continues(3) ? 4 : nil
        case 0xF1...0xF3:
            return continues(1) && continues(2) && continues(3) ? 4 : nil
        case 0xF4:
            return continues(1, 0x80...0x8F) && continues(2) && continues(3) ? 4 : nil
        default:
            return nil
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// `byte` as two hexadecimal digits.
    private static func hex(_ byte: UInt8, uppercase: Bool = true) -> String {
        let digits = String(byte, radix: 16, uppercase: uppercase)
        return byte < 0x10 ? "0" + digits : digits
    }
}
