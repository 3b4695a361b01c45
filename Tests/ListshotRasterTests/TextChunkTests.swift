import ListshotFiles
import ListshotTestSupport
import Testing

@testable import ListshotRaster

/// Text chunks: the encoder writes them as uncompressed iTXt after the IHDR, the decoder
/// reads tEXt, zTXt and iTXt back. Checked against hand-built chunks and `pngcheck`, never
/// against our own reader alone.
@Suite struct TextChunkTests {
    /// Latin-1 and UTF-8 beyond ASCII, several lines, an empty text, a repeated keyword.
    static let entries = [
        PNGTextEntry(keyword: "listshot:version", text: "0.10.0"),
        PNGTextEntry(keyword: "Comment", text: "Grüße aus Köln — 日本語のテキスト 😀\nsecond line\n"),
        PNGTextEntry(keyword: "café ÿ ¡Olé!", text: ""),
        PNGTextEntry(keyword: "Comment", text: "again, after the others"),
    ]

    static func png(_ text: [PNGTextEntry], compression: PNGCompression = .balanced) throws -> [UInt8] {
        try PNGEncoder.encode(try RoundTripTests.translucentFrame(), options: .init(compression: compression, text: text))
    }

    /// The data of an iTXt chunk as the specification lays it out, built here by hand.
    static func iTXtData(_ keywordLatin1: [UInt8], _ text: String) -> [UInt8] {
        keywordLatin1 + [0, 0, 0, 0, 0] + Array(text.utf8)
    }

    @Test func entriesComeBackInOrder() throws {
        let png = try Self.png(Self.entries)
        let image = try PNGDecoder.decodeImage(png)
        #expect(image.text == Self.entries)
        #expect(image.framebuffer == (try RoundTripTests.translucentFrame()))
        #expect(try PNGDecoder.text(in: png) == Self.entries)
        #expect(try PNGDecoder.decode(png) == image.framebuffer)
    }

    @Test func chunksAreITXtBetweenIHDRAndIDATByteForByte() throws {
        let plain = try Self.png([])
        let png = try Self.png(Self.entries)
        #expect(chunkTypes(png) == ["IHDR", "iTXt", "iTXt", "iTXt", "iTXt", "IDAT", "IEND"])
        // The file without text, with the hand-built chunks (CRCs by this test's own CRC-32)
        // spliced in after the IHDR: nothing else changes.
        let keywords: [[UInt8]] = [
            Array("listshot:version".utf8), Array("Comment".utf8),
            [0x63, 0x61, 0x66, 0xE9, 0x20, 0xFF, 0x20, 0xA1, 0x4F, 0x6C, 0xE9, 0x21], Array("Comment".utf8),
        ]
        let chunks = zip(keywords, Self.entries).flatMap { chunk("iTXt", Self.iTXtData($0, $1.text)) }
        let ihdrEnd = 8 + 12 + 13
        let expected = Array(plain[..<ihdrEnd]) + chunks + Array(plain[ihdrEnd...])
        #expect(png.count == expected.count)
        #expect((0..<min(png.count, expected.count)).first { png[$0] != expected[$0] } == nil, "the first byte that differs")
    }

    @Test(arguments: PNGCompression.allCases)
    func sameEntriesGiveTheSameBytes(compression: PNGCompression) throws {
        let first = try Self.png(Self.entries, compression: compression)
        #expect(try Self.png(Self.entries, compression: compression) == first)
        let encoder = try PNGEncoder(options: .init(compression: compression, text: Self.entries))
        var png: [UInt8] = []
        for _ in 0..<3 {
            try encoder.encode(try RoundTripTests.translucentFrame(), into: &png)
            #expect(png == first)
        }
    }

    @Test func aFileWithoutTextHasNone() throws {
        let png = try Self.png([])
        #expect(chunkTypes(png) == ["IHDR", "IDAT", "IEND"])
        #expect(try PNGDecoder.decodeImage(png).text == [])
        #expect(try PNGDecoder.text(in: png) == [])
    }

    /// `pngcheck` validates the chunks (CRCs, keyword rules, the iTXt layout); `-t` lists
    /// each keyword (`-7`: Latin-1 beyond ASCII as `\E9`) with the length of its text, which
    /// pngcheck 3 does not print for iTXt. It counts one byte more than the text holds (a
    /// file made by hand with Python's zlib, text "abc", reads "4 bytes" too).
    @Test func pngcheckAcceptsAndListsTheText() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let path = folder + "/text.png"
        try PNGEncoder.write(try RoundTripTests.translucentFrame(), to: path, options: .init(text: Self.entries))
        let report = try PNGCheck.run(["-7t", path])
        #expect(report.status == 0, "pngcheck: \(report.output)")
        #expect(report.output == """
            File: \(path) (\(try FileReader.readAll(path).count) bytes)
            listshot:version:
                (no translated keyword, 7 bytes of UTF-8 text)
            Comment:
                (no translated keyword, 65 bytes of UTF-8 text)
            caf\\E9 \\FF \\A1Ol\\E9!:
                (no translated keyword, 1 bytes of UTF-8 text)
            Comment:
                (no translated keyword, 24 bytes of UTF-8 text)
            \(report.lines.last ?? "")

            """)
        #expect(report.lines.last?.hasPrefix("OK: \(path) (") == true, "pngcheck: \(report.output)")
        let verbose = try PNGCheck.run(["-v", path])
        #expect(verbose.lines.filter { $0 == "    uncompressed, no language tag" }.count == 4, "pngcheck: \(verbose.output)")
    }

    /// tEXt (Latin-1) and zTXt (deflated) from another encoder, built by hand here, before
    /// and after the image data; `text(in:)` must read on past the image to find the last.
    @Test func readsTEXtAndZTXtAnywhere() throws {
        let plain = try Self.png([])
        let ihdrEnd = 8 + 12 + 13
        let iendStart = plain.count - 12
        let latin1 = chunk("tEXt", Array("Title".utf8) + [0] + [0x47, 0x72, 0xFC, 0xDF, 0x65])  // "Grüße" in Latin-1
        let deflated = chunk("zTXt", Array("Author".utf8) + [0, 0] + zlibStored(Array("Ann Example".utf8)))
        let international = chunk("iTXt", Self.iTXtData(Array("Note".utf8), "after the pixels: ✓"))
        let png = Array(plain[..<ihdrEnd]) + latin1 + Array(plain[ihdrEnd..<iendStart]) + deflated + international
            + Array(plain[iendStart...])
        let expected = [
            PNGTextEntry(keyword: "Title", text: "Grüße"), PNGTextEntry(keyword: "Author", text: "Ann Example"),
            PNGTextEntry(keyword: "Note", text: "after the pixels: ✓"),
        ]
        #expect(try PNGDecoder.decodeImage(png).text == expected)
        #expect(try PNGDecoder.text(in: png) == expected)
    }

    /// PngSuite's text files (tEXt; tEXt and zTXt; English and Japanese iTXt, whose language
    /// tags and translated keywords are dropped): the keywords in order, as `pngcheck -t`
    /// lists them, and the copyright line.
    @Test(arguments: [
        ("ct1n0g04.png", "Copyright Willem van Schaik, Singapore 1995-96"),
        ("ctzn0g04.png", "Copyright Willem van Schaik, Singapore 1995-96"),
        ("cten0g04.png", "Copyright Willem van Schaik, Canada 2011"),
        ("ctjn0g04.png", "著作権ウィレムヴァンシャイク、カナダ2011"),
    ])
    func readsPngSuiteText(file: String, copyright: String) throws {
        let text = try PNGDecoder.text(contentsOf: suitePath(file))
        #expect(text.map(\.keyword) == ["Title", "Author", "Copyright", "Description", "Software", "Disclaimer"])
        #expect(text.first?.text == "PngSuite")
        #expect(text.dropFirst(2).first?.text == copyright)
        #expect(try PNGDecoder.decodeImage(contentsOf: suitePath(file)).text == text)
        let report = try PNGCheck.run(["-t", suitePath(file)])
        let keywords = report.lines.filter { !$0.hasPrefix(" ") && $0.hasSuffix(":") }.map { String($0.dropLast()) }
        #expect(keywords == text.map(\.keyword), "pngcheck: \(report.output)")
    }

    /// Reading only the text does not decode the image: a file whose image data is corrupt
    /// still gives its text, while decoding it fails.
    @Test func textAloneSkipsTheImage() throws {
        var png = try Self.png(Self.entries)
        png[png.count - 13] ^= 1  // the IDAT's CRC
        #expect(throws: PNGError.self) { try PNGDecoder.decodeImage(png) }
        #expect(try PNGDecoder.text(in: png) == Self.entries)
    }

    /// A text chunk whose declared length runs past the end of the file is refused before
    /// libpng reads it: libpng allocates a text chunk's declared length first (its 8 MB
    /// limit is only a warning), so a 200-byte file declaring a 2 GB zTXt, found by
    /// `Tests/Fuzz/run png` (Tests/Fuzz/regressions/png/oom-zTXt-2GB), allocated 2 GB.
    /// Before the image or after it; `decode` skips text chunks unread, and finds the end.
    @Test func aTextChunkLongerThanTheFileIsRefusedUnread() throws {
        let plain = try Self.png([])
        let ihdrEnd = 8 + 12 + 13
        let iendStart = plain.count - 12
        let head = bigEndian(0x7F00_0020) + Array("zTXt".utf8) + Array("Comment".utf8) + [0, 0, 0x78, 0x9C]
        let message = "zTXt: its length, 2130706464 bytes, runs past the end of the data (the PNG file is truncated)"
        let before = Array(plain[..<ihdrEnd]) + head
        let after = Array(plain[..<iendStart]) + head
        for png in [before, after] {
            #expect(throws: PNGError(.corrupt, message: message)) { try PNGDecoder.decodeImage(png) }
            #expect(throws: PNGError(.corrupt, message: message)) { try PNGDecoder.text(in: png) }
            #expect(throws: PNGError(.corrupt, message: "unexpected end of data (the PNG file is truncated)")) {
                try PNGDecoder.decode(png)
            }
        }
    }

    @Test func textOfMissingOrForeignFilesIsAnError() throws {
        #expect(throws: PNGError(.notPNG, message: "not a PNG file (bad signature)")) {
            try PNGDecoder.text(in: Array("GIF89a and more bytes".utf8))
        }
        let error = try #require(throws: PNGError.self) { try PNGDecoder.text(contentsOf: "/nonexistent/a.png") }
        #expect(error.description == "/nonexistent/a.png: cannot read file: No such file or directory")
    }

    static let rule = "a PNG keyword is 1 to 79 printable Latin-1 characters (U+0020–U+007E, U+00A1–U+00FF), "
        + "with no space at either end and no two in a row"

    @Test(arguments: [
        ("", "text keyword \"\" is empty: \(rule)"),
        (String(repeating: "k", count: 80), "text keyword \"\(String(repeating: "k", count: 80))\" is 80 characters long: \(rule)"),
        (" lead", "text keyword \" lead\" starts with a space: \(rule)"),
        ("trail ", "text keyword \"trail \" ends with a space: \(rule)"),
        ("two  spaces", "text keyword \"two  spaces\" has two spaces in a row: \(rule)"),
        ("tab\there", "text keyword \"tab\\there\" holds U+0009: \(rule)"),
        ("nbsp\u{A0}", "text keyword \"nbsp\u{A0}\" holds U+00A0: \(rule)"),
        ("smile😀", "text keyword \"smile😀\" holds U+1F600: \(rule)"),
        ("Œuvre", "text keyword \"Œuvre\" holds U+0152: \(rule)"),
        ("del\u{7F}", "text keyword \"del\\u{7F}\" holds U+007F: \(rule)"),
    ])
    func badKeywordsAreRefused(keyword: String, message: String) throws {
        let options = PNGEncodingOptions(text: [PNGTextEntry(keyword: "fine", text: "x"), PNGTextEntry(keyword: keyword, text: "x")])
        #expect(throws: PNGError(.invalidArgument, message: message)) { try PNGEncoder(options: options) }
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let error = try #require(throws: PNGError.self) {
            try PNGEncoder.write(try RoundTripTests.opaqueFrame(), to: folder + "/a.png", options: options)
        }
        #expect(error.description == "\(folder)/a.png: \(message)")
        #expect(listFolder(folder) == [])
    }

    @Test func theLongestKeywordAndEveryAllowedCharacterAreAccepted() throws {
        let allowed = (0x20...0x7E).map { UnicodeScalar($0)! } + (0xA1...0xFF).map { UnicodeScalar($0)! }
        var keywords = [String(repeating: "k", count: 79)]
        var characters = allowed.map(Character.init).filter { $0 != " " }
        while !characters.isEmpty {
            keywords.append("a " + String(characters.prefix(70)))
            characters.removeFirst(min(70, characters.count))
        }
        let entries = keywords.map { PNGTextEntry(keyword: $0, text: "t") }
        #expect(try PNGDecoder.decodeImage(try Self.png(entries)).text == entries)
    }

    @Test func aNULInTheTextIsRefused() throws {
        let options = PNGEncodingOptions(text: [PNGTextEntry(keyword: "Comment", text: "a\u{0}b")])
        #expect(throws: PNGError(.invalidArgument, message: "the text of keyword \"Comment\" holds U+0000, which a PNG text cannot hold")) {
            try PNGEncoder(options: options)
        }
    }
}

/// `data` as a zlib stream of one stored (uncompressed) DEFLATE block (RFC 1950, 1951).
private func zlibStored(_ data: [UInt8]) -> [UInt8] {
    precondition(data.count < 65_536)
    let length = UInt16(data.count)
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
        a = (a + UInt32(byte)) % 65_521
        b = (b + a) % 65_521
    }
    return [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
        + data + bigEndian(b << 16 | a)
}
