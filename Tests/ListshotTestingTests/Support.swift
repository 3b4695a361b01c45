import Foundation
import ListshotRaster
import ListshotSnapshot
import ListshotTestSupport
import ListshotFiles
import Testing

@testable import ListshotTesting

/// A framebuffer of `width` × `height` of one opaque colour, with an optional different pixel.
func image(width: Int = 40, height: Int = 30, color: Color = Color(red: 40, green: 120, blue: 200),
           pixel: (x: Int, y: Int, color: Color)? = nil) throws -> Framebuffer {
    var frame = try Framebuffer(width: width, height: height, color: color)
    if let pixel { frame.setColor(pixel.color, x: pixel.x, y: pixel.y) }
    return frame
}

/// Runs `body` in a scope whose goldens and artifacts go to new temporary folders, and
/// returns the messages of the issues it recorded (expected failures, so the test does
/// not fail for them) with their lines.
func recordedIssues(
    record: RecordMode? = nil, _ body: (_ snapshots: String, _ artifacts: String) throws -> Void
) throws -> (messages: [String], lines: [Int], snapshots: String, artifacts: String) {
    let snapshots = makeTemporaryFolder(), artifacts = makeTemporaryFolder()
    let issues = Lock<[(String, Int)]>([])
    try withSnapshots(record: record, snapshotDirectory: snapshots, artifactsDirectory: artifacts) {
        try withKnownIssue(isIntermittent: true) {
            try body(snapshots, artifacts)
        } matching: { issue in
            issues.withLock { $0.append((issue.comments.map(\.rawValue).joined(separator: "\n"), issue.sourceLocation?.line ?? 0)) }
            return true
        }
    }
    let all = issues.withLock { $0 }
    return (all.map(\.0), all.map(\.1), snapshots, artifacts)
}

/// `assertSnapshot(of:named:…)` called from one line for every use in a test, so that one
/// test may check one golden several times (with other tolerances or modes) without being
/// refused as two assertions of the same golden. The golden is named after the calling
/// test's file and function; failures are reported at this line of the calling file.
@discardableResult
func check(
    _ picture: Framebuffer, named name: String, tolerance: SnapshotTolerance = .exact, record: RecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function
) -> Bool {
    // The tests of record modes and tolerances check one golden with several images on
    // purpose, as successive runs would.
    GoldenClaims.$imagesMayDiffer.withValue(true) {
        assertSnapshot(
            of: picture, named: name, tolerance: tolerance, record: record, fileID: fileID, filePath: filePath, function: function)
    }
}
