import Foundation
import ListshotSnapshot
import Testing

/// A failure log is read as untrusted input: bounded, and refused in plain words.
@Suite struct SnapshotProcessLogTests {
    @Test(arguments: [
        ("not json", "not valid JSON"),
        ("[]", "expected an object"),
        (#"{"started": 0, "checks": 1}"#, "failures: missing"),
        (#"{"started": 0, "checks": "1", "failures": []}"#, "checks: expected a number"),
        (#"{"started": 0, "checks": 1, "failures": [{"test": 3}]}"#, "failures[0].test: expected a text"),
        (#"{"started": 0, "checks": 1, "failures": {}}"#, "failures: expected a list"),
    ])
    func aLogThatIsNotOneSaysWhereInAFewWords(json: String, message: String) {
        #expect(throws: SnapshotProcessLog.ReadError(description: "500-1-7.json: " + message)) {
            try SnapshotProcessLog.parse(Array(json.utf8), name: "500-1-7.json")
        }
    }

    @Test func aLogRoundTrips() throws {
        let log = SnapshotProcessLog(started: 3, checks: 2, failures: [
            SnapshotFailure(test: "T/T.swift one()", sourceLocation: "T.swift:1", golden: "Snapshots/T/a.png", summary: "?"),
        ])
        #expect(try SnapshotProcessLog.parse(Array(JSONEncoder().encode(log)), name: "x.json") == log)
    }
}
