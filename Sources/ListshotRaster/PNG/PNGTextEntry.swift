/// A keyword and its text: one of a PNG file's text chunks.
///
/// ``PNGEncoder`` writes each entry of ``PNGEncodingOptions/text`` as an uncompressed iTXt
/// chunk (the text in UTF-8, no language tag) after the IHDR, in the order given; no
/// time or other chunk varies from run to run, so the same entries give the same bytes.
/// ``PNGDecoder`` reads tEXt, zTXt and iTXt chunks back, in file order.
///
/// The PNG specification restricts keywords: 1 to 79 printable Latin-1 characters
/// (U+0020–U+007E and U+00A1–U+00FF), no space at either end and no two in a row. The text
/// may be anything but U+0000. The encoder checks both when it is made.
public struct PNGTextEntry: Sendable, Hashable {
    /// What the text is, such as `"Comment"` or `"listshot:version"`.
    public var keyword: String
    /// The text itself; any number of lines.
    public var text: String

    /// An entry of `text` under `keyword`.
    ///
    /// - Parameters:
    ///   - keyword: 1 to 79 printable Latin-1 characters; checked by ``PNGEncoder``.
    ///   - text: any text without U+0000.
    public init(keyword: String, text: String) {
        self.keyword = keyword
        self.text = text
    }
}

extension PNGTextEntry {
    /// The most bytes a keyword may have.
    static let keywordLimit = 79

    /// The keyword's Latin-1 bytes.
    ///
    /// - Throws: ``PNGError`` of kind `.invalidArgument` naming the keyword when the PNG
    ///   specification does not allow it.
    func keywordBytes() throws(PNGError) -> [UInt8] {
        func refuse(_ problem: String) -> PNGError {
            PNGError(.invalidArgument, message: "text keyword \(keyword.debugDescription) \(problem): a PNG keyword "
                + "is 1 to 79 printable Latin-1 characters (U+0020–U+007E, U+00A1–U+00FF), with no space "
                + "at either end and no two in a row")
        }
        var bytes: [UInt8] = []
        for scalar in keyword.unicodeScalars {
            guard (0x20...0x7E).contains(scalar.value) || (0xA1...0xFF).contains(scalar.value) else {
                throw refuse("holds \(Self.codePoint(scalar))")
            }
            bytes.append(UInt8(scalar.value))
        }
        if bytes.isEmpty { throw refuse("is empty") }
        if bytes.count > Self.keywordLimit { throw refuse("is \(bytes.count) characters long") }
        if bytes.first == 0x20 { throw refuse("starts with a space") }
        if bytes.last == 0x20 { throw refuse("ends with a space") }
        if zip(bytes, bytes.dropFirst()).contains(where: { $0 == 0x20 && $1 == 0x20 }) {
            throw refuse("has two spaces in a row")
        }
        return bytes
    }

    /// The text's UTF-8 bytes.
    ///
    /// - Throws: ``PNGError`` of kind `.invalidArgument` naming the keyword when the text
    ///   holds U+0000, which ends a PNG text.
    func textBytes() throws(PNGError) -> [UInt8] {
        let bytes = Array(text.utf8)
        if bytes.contains(0) {
            throw PNGError(.invalidArgument, message: "the text of keyword \(keyword.debugDescription) holds U+0000, which a PNG text cannot hold")
        }
        return bytes
    }

    /// `U+1F600`: how a message names a character that may not print.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Latin-1 bytes as a string: each byte is the code point of the same number.
    static func latin1(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        for byte in bytes { scalars.append(Unicode.Scalar(byte)) }
        return String(scalars)
    }
}
