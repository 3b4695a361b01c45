import ListshotRaster
import Testing

@Suite("Corrupt files")
struct CorruptFileTests {
    /// Each deliberately broken PngSuite file and a phrase its error must contain.
    static let expectations: [(String, String)] = [
        ("xc1n0g08.png", "Invalid IHDR data (Invalid color type in IHDR"),  // colour type 1
        ("xc9n2c08.png", "Invalid IHDR data (Invalid color type in IHDR"),  // colour type 9
        ("xcrn0g04.png", "not a PNG file (bad signature)"),  // CR/LF translated
        ("xcsn0g01.png", "IDAT: CRC error"),
        ("xd0n2c08.png", "Invalid IHDR data (Invalid bit depth in IHDR"),  // bit depth 0
        ("xd3n2c08.png", "Invalid IHDR data (Invalid bit depth in IHDR"),  // bit depth 3
        ("xd9n2c08.png", "Invalid IHDR data (Invalid bit depth in IHDR"),  // bit depth 99
        ("xdtn0g01.png", "IEND: out of place"),  // no IDAT chunk: IEND comes too early
        ("xhdn0g08.png", "IHDR: CRC error"),
        ("xlfn0g04.png", "not a PNG file (bad signature)"),  // LF translated
        ("xs1n0g01.png", "not a PNG file (bad signature)"),
        ("xs2n0g01.png", "not a PNG file (bad signature)"),
        ("xs4n0g01.png", "not a PNG file (bad signature)"),
        ("xs7n0g01.png", "not a PNG file (bad signature)"),
    ]

    @Test func everyCorruptFileIsCovered() {
        #expect(Self.expectations.map(\.0) == suiteFiles(corrupt: true))
    }

    @Test(arguments: expectations)
    func corruptFileThrowsNamingTheFile(name: String, phrase: String) {
        let path = suitePath(name)
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(contentsOf: path) }
        guard let error else { return }
        #expect(error.path == path)
        #expect(error.description.hasPrefix(path + ": "))
        #expect(error.message.contains(phrase), "\(error)")
        print("corrupt:", error)
    }

    @Test func badSignatureIsNotPNG() {
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(Array("GIF89a is not a PNG".utf8)) }
        #expect(error?.kind == .notPNG)
        #expect(error?.description == "PNG: not a PNG file (bad signature)")
    }

    @Test func emptyAndShortInputs() {
        for bytes in [[], Array(pngSignature.prefix(5))] {
            let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(bytes) }
            #expect(error?.kind == .notPNG)
            #expect(error?.message.hasPrefix("not a PNG file") == true)
        }
    }

    @Test func truncatedFileThrows() throws {
        let whole = try PNGEncoder.encode(try RoundTripTests.translucentFrame())
        for length in [16, 33, 40, whole.count / 2, whole.count - 1] {
            let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(Array(whole.prefix(length))) }
            #expect(error?.kind == .corrupt, "cut at \(length)")
            #expect(error?.message.isEmpty == false)
        }
    }

    @Test func flippedCRCByteIsReported() throws {
        var png = try PNGEncoder.encode(try RoundTripTests.opaqueFrame())
        let types = chunkTypes(png)
        #expect(types.first == "IHDR" && types.last == "IEND" && types.dropFirst().dropLast().allSatisfy { $0 == "IDAT" })
        png[png.count - 12 - 1] ^= 0x01  // last byte of the last IDAT's CRC (IEND is 12 bytes)
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(png) }
        #expect(error?.kind == .corrupt)
        #expect(error?.description == "PNG: IDAT: CRC error")
    }

    @Test func flippedImageByteIsReported() throws {
        var png = try PNGEncoder.encode(try RoundTripTests.opaqueFrame())
        png[33 + 8 + 10] ^= 0x40  // inside the IDAT's compressed data
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(png) }
        #expect(error?.kind == .corrupt)
        #expect(error?.message.hasPrefix("IDAT: ") == true, "\(String(describing: error))")
    }

    @Test func missingFileNamesThePath() {
        let path = "/nonexistent-listshot-folder/none.png"
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(contentsOf: path) }
        #expect(error?.description == "\(path): cannot read file: No such file or directory")
        #expect(error?.kind == .io(code: 2))
    }

    @Test func folderInsteadOfFile() {
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(contentsOf: pngSuiteFolder) }
        #expect(error?.description == "\(pngSuiteFolder): not a regular file (it is a folder); a PNG is read from a regular file")
    }
}
