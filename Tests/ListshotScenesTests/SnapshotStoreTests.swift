import Foundation
import ListshotPNG
import ListshotRaster
import ListshotSnapshot
import Testing

/// The golden-image store's own behaviour: record modes, mismatches and their artifacts.
@Suite struct SnapshotStoreTests {
    let folder: String
    init() throws {
        folder = NSTemporaryDirectory() + "listshot-store-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func store(_ mode: RecordMode) throws -> SnapshotStore {
        try SnapshotStore(directory: folder + "/goldens", artifactsDirectory: folder + "/artifacts", recordMode: mode)
    }

    static func image(_ color: Color, dot: Color? = nil) throws -> Framebuffer {
        var fb = try Framebuffer(width: 8, height: 6, color: color)
        if let dot { fb.setColor(dot, x: 3, y: 2) }
        return fb
    }

    @Test func aMissingGoldenIsRecordedAndFails() throws {
        let store = try store(.missing)
        #expect(throws: SnapshotError.recorded(golden: store.goldenPath(named: "a"), reason: "no golden existed")) {
            try store.verify(try Self.image(.white), named: "a")
        }
        #expect(try PNGDecoder.decode(contentsOf: store.goldenPath(named: "a")) == (try Self.image(.white)))
        try store.verify(try Self.image(.white), named: "a")  // now it passes
    }

    @Test func aPassingCheckWritesNothing() throws {
        _ = try? store(.missing).verify(try Self.image(.white, dot: .black), named: "g")
        let golden = try store(.never).goldenPath(named: "g")
        let before = try FileManager.default.attributesOfItem(atPath: golden)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: golden))
        for mode in [RecordMode.never, .missing, .failed] {
            try store(mode).verify(try Self.image(.white, dot: .black), named: "g")
        }
        // Neither the golden nor any artifact was written: the frame was never encoded to a file.
        #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == bytes)
        let after = try FileManager.default.attributesOfItem(atPath: golden)
        #expect(after[.modificationDate] as? Date == before[.modificationDate] as? Date)
        #expect(!FileManager.default.fileExists(atPath: folder + "/artifacts"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/goldens") == ["g.png"])
    }

    @Test func neverModeDoesNotWriteAMissingGolden() throws {
        let store = try store(.never)
        #expect(throws: SnapshotError.missing(golden: store.goldenPath(named: "b"))) {
            try store.verify(try Self.image(.white), named: "b")
        }
        #expect(!FileManager.default.fileExists(atPath: store.goldenPath(named: "b")))
    }

    @Test func aMismatchWritesExpectedActualAndDiffAndNamesTheFolder() throws {
        _ = try? store(.missing).verify(try Self.image(.white), named: "c")
        let store = try store(.missing)
        do {
            try store.verify(try Self.image(.white, dot: .black), named: "c")
            Issue.record("a differing pixel must fail")
        } catch let error as SnapshotError {
            guard case let .mismatch(_, summary, artifacts) = error else {
                Issue.record("expected a mismatch, got \(error)")
                return
            }
            #expect(summary.contains("1 of 48 pixels differ"))
            #expect(summary.contains("differences within x 3…3, y 2…2 (1 × 1 px)"))
            #expect(error.description.contains(artifacts))
            let diff = try PNGDecoder.decode(contentsOf: artifacts + "/diff.png")
            #expect(diff.color(x: 3, y: 2) == Color(red: 255, green: 0, blue: 0))
            #expect(diff.color(x: 0, y: 0) != Color(red: 255, green: 0, blue: 0))
            #expect(try PNGDecoder.decode(contentsOf: artifacts + "/actual.png") == (try Self.image(.white, dot: .black)))
            #expect(try PNGDecoder.decode(contentsOf: artifacts + "/expected.png") == (try Self.image(.white)))
        }
    }

    @Test func toleranceAllowsSmallDifferences() throws {
        _ = try? store(.missing).verify(try Self.image(.white), named: "d")
        let store = try store(.missing)
        let nearlyWhite = Color(red: 250, green: 255, blue: 255)  // colour distance 0.0107 from white
        try store.verify(try Self.image(.white, dot: nearlyWhite), named: "d", tolerance: SnapshotTolerance(colorThreshold: 0.011))
        try store.verify(try Self.image(.white, dot: .black), named: "d", tolerance: SnapshotTolerance(differingPixels: .count(1)))
        #expect(throws: SnapshotError.self) {
            try store.verify(try Self.image(.white, dot: nearlyWhite), named: "d", tolerance: SnapshotTolerance(colorThreshold: 0.01))
        }
    }

    @Test func aSizeMismatchFails() throws {
        _ = try? store(.missing).verify(try Self.image(.white), named: "e")
        #expect(throws: SnapshotError.self) {
            try store(.missing).verify(try Framebuffer(width: 9, height: 6, color: .white), named: "e")
        }
    }

    @Test func failedModeReRecordsOnlyWhatDiffers() throws {
        _ = try? store(.missing).verify(try Self.image(.white), named: "f")
        try store(.failed).verify(try Self.image(.white), named: "f")  // matches: nothing to do
        #expect(throws: SnapshotError.self) { try store(.failed).verify(try Self.image(.black), named: "f") }
        try store(.never).verify(try Self.image(.black), named: "f")  // the new golden is in place
        #expect(throws: SnapshotError.self) { try store(.all).verify(try Self.image(.black), named: "f") }
    }

    @Test func recordModeComesFromTheEnvironment() throws {
        #expect(try RecordMode.fromEnvironment([:]) == .missing)
        #expect(try RecordMode.fromEnvironment(["LISTSHOT_RECORD": "all"]) == .all)
        #expect(try RecordMode.fromEnvironment(["LISTSHOT_RECORD": "NEVER"]) == .never)
        #expect(throws: SnapshotError.invalidRecordMode("yes")) { try RecordMode.fromEnvironment(["LISTSHOT_RECORD": "yes"]) }
    }
}
