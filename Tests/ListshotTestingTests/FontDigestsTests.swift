import Foundation
import ListshotFiles
import ListshotRaster
import ListshotSnapshot
import Testing

@testable import ListshotTesting

/// A passing check never asks for the fonts' digests, whose first computation in a process
/// reads every bundled font (16 MB): only a golden written or a failure reported records them
/// in its provenance, once each.
@Suite struct FontDigestsTests {
    /// A digest that no font has, and how many times it was asked for.
    static let font = FileFingerprint(file: "Test.otf", sha256: String(repeating: "0", count: 64))

    static func check(_ picture: Framebuffer, asked: Lock<Int>, function: StaticString = #function) throws -> Bool {
        let site = CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column, function: function)
        let settings = try #require(SnapshotSettings(
            record: nil, snapshotDirectory: nil, tolerance: .exact, site: site, run: "fonts",
            fonts: {
                asked.withLock { $0 += 1 }
                return [Self.font]
            }))
        return GoldenClaims.$imagesMayDiffer.withValue(true) {
            settings.check(picture, golden: GoldenName(fileID: #fileID, function: "\(function)", name: "badge"))
        }
    }

    @Test func onlyARecordedGoldenAndAFailureAskForTheFontsDigests() throws {
        let expected = try image(), changed = try image(pixel: (2, 3, Color(red: 0, green: 0, blue: 0)))
        let asked = Lock(0)
        var counts: [Int] = []
        var recordedText: [PNGTextEntry] = []
        let result = try recordedIssues { snapshots, _ in
            #expect(try !Self.check(expected, asked: asked), "no golden: recorded, and a failure")
            counts.append(asked.withLock { $0 })
            recordedText = try PNGDecoder.text(
                contentsOf: snapshots + "/FontDigestsTests/onlyARecordedGoldenAndAFailureAskForTheFontsDigests.badge.png")
            #expect(try Self.check(expected, asked: asked), "the same image passes")
            counts.append(asked.withLock { $0 })
            #expect(try !Self.check(changed, asked: asked), "one pixel changed fails")
            counts.append(asked.withLock { $0 })
        }
        #expect(counts == [1, 1, 2], "asked when recording, not when passing, once when failing")
        #expect(result.messages.count == 2)
        #expect(recordedText.contains { $0.text.contains(Self.font.sha256) }, "the golden's provenance has the digest: \(recordedText)")
    }
}
