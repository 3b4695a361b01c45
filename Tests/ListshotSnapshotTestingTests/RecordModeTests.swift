import Foundation
import ListshotRaster
import ListshotSnapshot
import ListshotSnapshotTesting
import SnapshotTesting
import Testing

/// swift-snapshot-testing's record modes, with the listshot strategy: a missing reference
/// is written and fails (`missing`), or fails unwritten (`never`); `all` and `failed`
/// rewrite and fail.
@Suite struct RecordModeTests {
    @Test func aMissingReferenceIsWrittenAndFails() throws {
        let picture = try image(dot: .blue, at: [(2, 3)])
        try withReferenceFolder { folder throws in
            let message = try #require(verify(picture, record: .missing, in: folder, testName: "missing"))
            #expect(message.contains("No reference was found on disk. Automatically recorded snapshot"))
            let reference = folder + "/missing.image.png"
            #expect(try PNGDecoder.decode(contentsOf: reference) == picture)
            // And then passes.
            #expect(verify(picture, record: .missing, in: folder, testName: "missing") == nil)
        }
    }

    @Test func neverFailsWithoutWriting() throws {
        try withReferenceFolder { folder throws in
            let message = try #require(verify(try image(), record: .never, in: folder, testName: "never"))
            #expect(message.contains("New snapshot was not recorded because recording is disabled"))
            #expect(!FileManager.default.fileExists(atPath: folder + "/never.image.png"))
        }
    }

    @Test func withSnapshotTestingNeverFailsWithoutWriting() throws {
        try withReferenceFolder { folder throws in
            let message = withSnapshotTesting(record: .never) {
                verify(try! image(), record: nil, in: folder, testName: "scoped-never")
            }
            #expect(message?.contains("recording is disabled") == true)
            #expect(!FileManager.default.fileExists(atPath: folder + "/scoped-never.image.png"))
        }
    }

    @Test func allRewritesAMatchingReferenceAndFails() throws {
        let picture = try image()
        try withReferenceFolder { folder throws in
            let reference = folder + "/all.image.png"
            #expect(verify(picture, record: .missing, in: folder, testName: "all") != nil)
            try Data("stale".utf8).write(to: URL(fileURLWithPath: reference))
            let message = try #require(verify(picture, record: .all, in: folder, testName: "all"))
            #expect(message.contains("Record mode is on. Automatically recorded snapshot"))
            #expect(try PNGDecoder.decode(contentsOf: reference) == picture)
        }
    }

    @Test func failedRewritesOnlyAReferenceThatDiffers() throws {
        let old = try image(), new = try image(at: [(10, 10)])
        try withReferenceFolder { folder throws in
            let reference = folder + "/failed.image.png"
            #expect(verify(old, record: .missing, in: folder, testName: "failed") != nil)
            // Within the tolerance: passes, and the reference keeps the old pixels.
            let lenient = SnapshotTolerance(differingPixels: .count(1))
            #expect(verify(new, tolerance: lenient, record: .failed, in: folder, testName: "failed") == nil)
            #expect(try PNGDecoder.decode(contentsOf: reference) == old)
            // Beyond it: fails with the summary, and the new pixels are recorded.
            let summary = ImageDifference(expected: old, actual: new).summary
            let message = try #require(verify(new, record: .failed, in: folder, testName: "failed"))
            #expect(message.contains("A new snapshot was automatically recorded."))
            #expect(message.contains(summary))
            #expect(try PNGDecoder.decode(contentsOf: reference) == new)
        }
    }
}

/// The `.snapshots(record:)` trait sets the mode for a suite, as `withSnapshotTesting` does.
@Suite(.snapshots(record: .never)) struct SnapshotsTraitTests {
    @Test func theSuitesNeverFailsWithoutWriting() throws {
        try withReferenceFolder { folder throws in
            let message = verify(try image(), record: nil, in: folder, testName: "trait-never")
            #expect(message?.contains("recording is disabled") == true)
            #expect(!FileManager.default.fileExists(atPath: folder + "/trait-never.image.png"))
        }
    }
}
