import Foundation
import ListshotFiles
import ListshotRaster
import ListshotTestSupport
import Testing

@testable import ListshotTesting

/// Issue 24 item 3: the cases of a parameterized test, or the turns of a loop, that would
/// share one golden are refused, naming both, instead of racing to record it.
struct GoldenClaimsTests {
    /// One goldens folder for every case of the parameterized test below.
    static let sharedSnapshots = makeTemporaryFolder()
    static let sharedLine = Lock<Int>(0)

    static func picture(_ shade: Int) throws -> Framebuffer {
        try image(color: shade == 0 ? Color(red: 0, green: 0, blue: 0) : Color(red: 250, green: 250, blue: 250))
    }

    @Test(.serialized, arguments: [0, 1])
    func casesOfAParameterizedTestSharingAGoldenAreRefused(shade: Int) throws {
        let picture = try Self.picture(shade)
        let result = try recordedIssues { _, _ in
            withSnapshots(snapshotDirectory: Self.sharedSnapshots) {
                Self.sharedLine.withLock { $0 = #line + 1 }
                assertSnapshot(of: picture, named: "shared")
            }
        }
        let golden = Self.sharedSnapshots + "/GoldenClaimsTests/casesOfAParameterizedTestSharingAGoldenAreRefused.shared.png"
        let test = "casesOfAParameterizedTestSharingAGoldenAreRefused(shade:)"
        let line = Self.sharedLine.withLock { $0 }
        if shade == 0 {
            #expect(result.messages.count == 1)
            #expect(!(result.messages.first ?? "").contains("two different images"))
        } else {
            let expected: String =
                "The assertion at ListshotTestingTests/GoldenClaimsTests.swift:\(line) in \(test) checked the golden \(golden) "
                    + "with two different images, in \(test) with shade: 0 and in \(test) with shade: 1: the cases of a "
                    + "parameterized test, or the turns of a loop, share one golden unless its name says which, and would "
                    + "overwrite each other's. Put the argument in the name, e.g. `named: \"feed-\\(device)\"`, so that each "
                    + "gets its own golden. Nothing was recorded."
            #expect(result.messages == [expected])
            #expect(try PNGDecoder.decode(contentsOf: golden) == Self.picture(0), "the first case's golden is kept")
        }
    }

    @Test func aLoopCheckingOneGoldenWithTwoImagesIsRefused() throws {
        var line = 0
        let result = try recordedIssues { _, _ in
            for shade in [0, 1] {
                line = #line + 1
                assertSnapshot(of: try Self.picture(shade), named: "feed")
            }
        }
        let golden = result.snapshots + "/GoldenClaimsTests/aLoopCheckingOneGoldenWithTwoImagesIsRefused.feed.png"
        let test = "aLoopCheckingOneGoldenWithTwoImagesIsRefused()"
        let expected: String =
            "The assertion at ListshotTestingTests/GoldenClaimsTests.swift:\(line) in \(test) checked the golden \(golden) "
                + "with two different images, twice in \(test): the cases of a parameterized test, or the turns of a loop, "
                + "share one golden unless its name says which, and would overwrite each other's. Put the argument in the "
                + "name, e.g. `named: \"feed-\\(device)\"`, so that each gets its own golden. Nothing was recorded."
        #expect(result.messages.last == expected)
        #expect(result.messages.count == 2, "the first turn records, the second is refused")
        #expect(try PNGDecoder.decode(contentsOf: golden) == Self.picture(0))
    }

    @Test func aLoopCheckingOneGoldenWithTheSameImageAgainPasses() throws {
        let result = try recordedIssues { _, _ in
            for _ in 0..<3 {
                assertSnapshot(of: try Self.picture(0), named: "again")
            }
        }
        #expect(result.messages.count == 1, "only the first turn's recording: \(result.messages)")
    }

    @Test func aLoopNamingEachTurnIsNotRefused() throws {
        let result = try recordedIssues { _, _ in
            for shade in [0, 1] {
                assertSnapshot(of: try Self.picture(shade), named: "feed-\(shade)")
            }
        }
        #expect(result.messages.count == 2, "two recordings: \(result.messages)")
        #expect(!result.messages.contains { $0.contains("two different images") })
    }
}
