import ListshotFiles
import ListshotRaster
import ListshotSnapshot
import ListshotTestSupport
import Testing

/// A golden's provenance as PNG text chunks: written in a fixed order, read back exactly,
/// and printed for `listshot compare`.
@Suite struct SnapshotProvenanceTests {
    static let fonts = [
        FileFingerprint(file: "DejaVuSans.ttf", sha256: "abdc775b21b1bc470d50c97e790d276f2054b7504e56e5bd3e64f48d68582322"),
        FileFingerprint(file: "Inter-Regular.otf", sha256: "a7e791e8f5a0fb02b65663f7fca73e1d1ca9543f772ad480cbd76f4e3fe3f8cc"),
    ]

    static let full = SnapshotProvenance(
        listshotVersion: "0.10.0", test: "DemoTests/démoScrolls()", name: "contacts — 日本", offset: 600.5, scale: 2,
        fonts: fonts, extra: [PNGTextEntry(keyword: "Comment", text: "drawn by hand\nsecond line")])

    @Test func textHasOneChunkAFieldInOrder() {
        #expect(Self.full.text == [
            PNGTextEntry(keyword: "listshot:version", text: "0.10.0"),
            PNGTextEntry(keyword: "listshot:test", text: "DemoTests/démoScrolls()"),
            PNGTextEntry(keyword: "listshot:name", text: "contacts — 日本"),
            PNGTextEntry(keyword: "listshot:offset", text: "600.5"),
            PNGTextEntry(keyword: "listshot:scale", text: "2"),
            PNGTextEntry(keyword: "listshot:fonts", text: """
                abdc775b21b1bc470d50c97e790d276f2054b7504e56e5bd3e64f48d68582322  DejaVuSans.ttf
                a7e791e8f5a0fb02b65663f7fca73e1d1ca9543f772ad480cbd76f4e3fe3f8cc  Inter-Regular.otf
                """),
            PNGTextEntry(keyword: "Comment", text: "drawn by hand\nsecond line"),
        ])
        #expect(SnapshotProvenance().text == [PNGTextEntry(keyword: "listshot:version", text: ListshotVersion.current)])
    }

    @Test func comesBackFromAPNGFile() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let path = folder + "/golden.png"
        let frame = try Framebuffer(width: 3, height: 2, premultipliedPixels: [UInt32](repeating: 0xFF33_2211, count: 6))
        try PNGEncoder.write(frame, to: path, options: .init(text: Self.full.text))
        #expect(SnapshotProvenance(text: try PNGDecoder.text(contentsOf: path)) == Self.full)
        let image = try PNGDecoder.decodeImage(contentsOf: path)
        #expect(image.framebuffer == frame)
        #expect(SnapshotProvenance(text: image.text) == Self.full)
    }

    @Test(arguments: [
        (600.0, "600"), (0, "0"), (-0.0, "0"), (0.5, "0.5"), (-12.25, "-12.25"), (2, "2"), (1.0 / 3, "0.3333333333333333"),
        (1e15, "1000000000000000.0"), (1e20, "1e+20"), (999_999_999_999_999, "999999999999999"), (1e-5, "1e-05"),
    ] as [(Double, String)])
    func numbersArePlainAndReadBackExactly(number: Double, written: String) throws {
        let text = SnapshotProvenance(offset: number, scale: number).text
        #expect(text.dropFirst().map(\.text) == [written, written])
        let read = try #require(SnapshotProvenance(text: text))
        #expect(read.offset == number && read.scale == number)
        #expect(read.extra == [])
    }

    @Test func textListshotDidNotWriteGivesNil() {
        #expect(SnapshotProvenance(text: []) == nil)
        #expect(SnapshotProvenance(text: [PNGTextEntry(keyword: "Title", text: "PngSuite"), PNGTextEntry(keyword: "listshot", text: "x")]) == nil)
    }

    @Test func missingFieldsStayAbsent() throws {
        let read = try #require(SnapshotProvenance(text: [PNGTextEntry(keyword: "listshot:name", text: "cell")]))
        #expect(read == SnapshotProvenance(listshotVersion: "", name: "cell"))
        #expect(read.description == "listshot version: (not recorded)\nname: cell")
    }

    /// Nothing is lost: a repeated field, a number or font list that does not parse, and
    /// others' chunks are all kept in `extra`, in order.
    @Test func whatDoesNotParseIsKeptInExtra() throws {
        let odd = [
            PNGTextEntry(keyword: "Software", text: "something else"),
            PNGTextEntry(keyword: "listshot:version", text: "0.9.0"),
            PNGTextEntry(keyword: "listshot:offset", text: "six hundred"),
            PNGTextEntry(keyword: "listshot:scale", text: "3"),
            PNGTextEntry(keyword: "listshot:version", text: "0.10.0"),
            PNGTextEntry(keyword: "listshot:fonts", text: "no digest here"),
            PNGTextEntry(keyword: "listshot:future", text: "?"),
        ]
        let read = try #require(SnapshotProvenance(text: odd))
        #expect(read.listshotVersion == "0.9.0")
        #expect(read.offset == nil && read.scale == 3 && read.fonts == [])
        #expect(read.extra == [odd[0], odd[2], odd[4], odd[5], odd[6]])
    }

    @Test func descriptionIsOneFieldALine() {
        #expect(Self.full.description == """
            listshot version: 0.10.0
            test: DemoTests/démoScrolls()
            name: contacts — 日本
            offset: 600.5
            scale: 2
            fonts:
              abdc775b21b1bc470d50c97e790d276f2054b7504e56e5bd3e64f48d68582322  DejaVuSans.ttf
              a7e791e8f5a0fb02b65663f7fca73e1d1ca9543f772ad480cbd76f4e3fe3f8cc  Inter-Regular.otf
            Comment: drawn by hand
              second line
            """)
    }

    @Test func theVersionIsMajorMinorPatch() {
        let parts = ListshotVersion.current.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "\(ListshotVersion.current)")
    }
}
