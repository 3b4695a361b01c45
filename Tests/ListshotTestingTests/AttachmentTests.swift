import Foundation
import ListshotFiles
import ListshotRaster
import ListshotTestSupport
import Testing

@testable import ListshotTesting

/// In Swift Testing, a failed check attaches its images to the test (`Attachment`, which
/// `swift test --attachments-path` saves): the three of a mismatch, the image drawn of a
/// missing golden, nothing when it matched.
@Suite struct AttachmentTests {
    /// What `body` attached, in order: each image's name, bytes and line.
    func attachments(_ body: () -> Void) -> [(name: String, bytes: [UInt8], line: Int)] {
        let attached = Lock<[(String, [UInt8], Int)]>([])
        FailureReporter.$attach.withValue({ bytes, name, location in attached.withLock { $0.append((name, bytes, location.line)) } }) {
            body()
        }
        return attached.withLock { $0 }.map { (name: $0.0, bytes: $0.1, line: $0.2) }
    }

    @Test func aMismatchAttachesItsExpectedActualAndDiffImagesAtTheAssertion() throws {
        let changed = try image(pixel: (7, 5, Color(red: 255, green: 255, blue: 255)))
        let golden = "aMismatchAttachesItsExpectedActualAndDiffImagesAtTheAssertion.badge"
        var attached: [(name: String, bytes: [UInt8], line: Int)] = []
        var line = 0
        let result = try recordedIssues { snapshots, _ in
            try FileManager.default.createDirectory(atPath: snapshots + "/AttachmentTests", withIntermediateDirectories: true)
            try PNGEncoder.write(try image(), to: snapshots + "/AttachmentTests/\(golden).png")
            attached = attachments {
                line = #line + 1
                _ = assertSnapshot(of: changed, named: "badge")
            }
        }
        let folder = result.artifacts + "/AttachmentTests/" + golden
        #expect(result.messages.count == 1, "the mismatch: \(result.messages)")
        #expect(attached.map(\.name) == ["\(golden).expected.png", "\(golden).actual.png", "\(golden).diff.png"])
        #expect(attached.map(\.bytes) == (try ["expected", "actual", "diff"].map { try FileReader.readAll(folder + "/\($0).png") }))
        #expect(attached.map(\.line) == [line, line, line], "at the assertion")
    }

    @Test func aMissingGoldenAttachesTheImageDrawnAndAMatchAttachesNothing() throws {
        let picture = try image()
        var recorded: [(name: String, bytes: [UInt8], line: Int)] = [], matched = recorded, never = recorded
        let result = try recordedIssues { _, _ in
            recorded = attachments { check(picture, named: "badge") }
            matched = attachments { check(picture, named: "badge") }
            never = attachments { check(picture, named: "other", record: .never) }
        }
        let golden = result.snapshots + "/AttachmentTests/aMissingGoldenAttachesTheImageDrawnAndAMatchAttachesNothing.badge.png"
        let actual = result.artifacts + "/AttachmentTests/aMissingGoldenAttachesTheImageDrawnAndAMatchAttachesNothing.other/actual.png"
        #expect(result.messages.count == 2, "the recording and the missing golden under never: \(result.messages)")
        #expect(recorded.map(\.name) == ["aMissingGoldenAttachesTheImageDrawnAndAMatchAttachesNothing.badge.actual.png"])
        #expect(recorded.map(\.bytes) == [try FileReader.readAll(golden)], "the golden written")
        #expect(matched.isEmpty)
        #expect(never.map(\.name) == ["aMissingGoldenAttachesTheImageDrawnAndAMatchAttachesNothing.other.actual.png"])
        #expect(never.map(\.bytes) == [try FileReader.readAll(actual)], "the image drawn, in the artifacts")
    }
}
