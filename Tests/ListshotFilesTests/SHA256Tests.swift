import ListshotFiles
import ListshotTestSupport
import Testing

/// SHA-256 against FIPS 180-2's examples and against `sha256sum` at every length around
/// the block and padding boundaries.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ])
    func fipsExamples(message: String, digest: String) {
        #expect(SHA256.hexDigest(Array(message.utf8)) == digest)
        #expect(SHA256.digest(Array(message.utf8)).count == 32)
    }

    @Test func aMillionAs() {
        #expect(SHA256.hexDigest([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Lengths 0…200 cross the 55/56-byte padding edge and the 64-byte block edge three times.
    @Test func agreesWithSha256sum() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        var random = SplitMix64(seed: 10)
        var files: [(path: String, bytes: [UInt8])] = []
        for length in 0...200 {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            files.append((folder + "/\(length)", bytes))
            writePlain(bytes, to: files.last!.path)
        }
        let expected = try sha256sum(files.map(\.path))
        #expect(files.map { SHA256.hexDigest($0.bytes) } == expected)
        #expect(try files.map { try FileFingerprint(contentsOf: $0.path).sha256 } == expected)
    }

    @Test func aFingerprintNamesTheFileWithoutItsFolder() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        writePlain(Array("abc".utf8), to: folder + "/font.otf")
        #expect(try FileFingerprint(contentsOf: folder + "/font.otf")
            == FileFingerprint(file: "font.otf", sha256: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"))
        #expect(throws: FileError.self) { try FileFingerprint(contentsOf: folder + "/missing.otf") }
    }
}
