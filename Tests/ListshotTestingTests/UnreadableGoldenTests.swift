import Foundation
import ListshotRaster
import ListshotSnapshot
import ListshotTestSupport
import Testing

@testable import ListshotTesting

/// A golden that is no PNG — a Git LFS pointer never fetched, a truncated file — is a
/// failure saying so; `failed` and `all` rewrite it (issue 24, item 6).
@Suite struct UnreadableGoldenTests {
    static let pointer = """
        version https://git-lfs.github.com/spec/v1
        oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393
        size 1289

        """

    /// The first half of a PNG of `image()`: cut in its image data.
    static func truncated() throws -> [UInt8] {
        let bytes = try PNGEncoder.encode(try image())
        return Array(bytes.prefix(bytes.count / 2))
    }

    /// Runs one assertion of `image()` named "badge" in `mode` against a golden holding
    /// `bytes`; returns the messages, the golden's path and its bytes afterwards.
    static func check(_ bytes: [UInt8], mode: RecordMode, function: StaticString = #function) throws
        -> (messages: [String], golden: String, after: [UInt8])
    {
        let snapshots = makeTemporaryFolder()
        let golden = snapshots + "/UnreadableGoldenTests/\("\(function)".prefix(while: { $0 != "(" })).badge.png"
        try FileManager.default.createDirectory(atPath: snapshots + "/UnreadableGoldenTests", withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: golden))
        let picture = try image()
        let result = try recordedIssues(record: mode) { _, _ in
            withSnapshots(snapshotDirectory: snapshots) {
                #expect(!assertSnapshot(of: picture, named: "badge", function: function))
            }
        }
        return (result.messages, golden, Array(try Data(contentsOf: URL(fileURLWithPath: golden))))
    }

    @Test(arguments: [RecordMode.never, .missing])
    func aGitLFSPointerFailsSayingToPullAndIsLeftAlone(mode: RecordMode) throws {
        let result = try Self.check(Array(Self.pointer.utf8), mode: mode)
        #expect(result.messages == [
            "\(result.golden) is a Git LFS pointer, not a PNG: run git lfs pull to fetch the image, then run the test again."
        ])
        #expect(result.after == Array(Self.pointer.utf8), "the pointer is untouched")
    }

    @Test(arguments: [RecordMode.failed, .all])
    func aGitLFSPointerIsRewrittenUnderFailedAndAll(mode: RecordMode) throws {
        let result = try Self.check(Array(Self.pointer.utf8), mode: mode)
        #expect(result.messages == [
            "The golden was a Git LFS pointer, not a PNG (git lfs pull fetches the committed image), and record mode "
                + "\(mode.rawValue) rewrote it: wrote \(result.golden). Look at it; if it is right, commit it and run the test again."
        ])
        #expect(try PNGDecoder.decode(result.after) == (try image()), "now the image drawn")
        #expect(SnapshotProvenance(text: try PNGDecoder.text(in: result.after))?.name == "badge", "with its provenance")
    }

    @Test(arguments: [RecordMode.never, .missing])
    func aTruncatedGoldenFailsNamingTheDecodersProblemAndIsLeftAlone(mode: RecordMode) throws {
        let result = try Self.check(try Self.truncated(), mode: mode)
        #expect(result.messages == [
            "\(result.golden) is not a readable PNG (unexpected end of data (the PNG file is truncated)). Restore it from version control, or re-record it with "
                + "LISTSHOT_RECORD=failed."
        ])
        #expect(result.after == (try Self.truncated()), "the file is untouched")
    }

    @Test(arguments: [RecordMode.failed, .all])
    func aTruncatedGoldenIsRewrittenUnderFailedAndAll(mode: RecordMode) throws {
        let result = try Self.check(try Self.truncated(), mode: mode)
        #expect(result.messages == [
            "The golden was not a readable PNG (unexpected end of data (the PNG file is truncated)), and record mode \(mode.rawValue) rewrote it: wrote "
                + "\(result.golden). Look at it; if it is right, commit it and run the test again."
        ])
        #expect(try PNGDecoder.decode(result.after) == (try image()), "now the image drawn")
    }

    /// Any other file is named by the decoder's reason too.
    @Test func aFileThatIsNoPNGAtAllNamesTheDecodersReason() throws {
        let result = try Self.check(Array("<html>not found</html>".utf8), mode: .missing)
        #expect(result.messages == [
            "\(result.golden) is not a readable PNG (not a PNG file (bad signature)). Restore it from version control, "
                + "or re-record it with LISTSHOT_RECORD=failed."
        ])
    }
}
