import Foundation
import ListshotRaster
import ListshotSnapshot
import ListshotSnapshotTesting
import SnapshotTesting
import Testing

/// Two images and a tolerance: a case the strategy must judge as the native library does.
struct ImagePair: Sendable, CustomTestStringConvertible {
    let name: String
    let tolerance: SnapshotTolerance
    /// Whether the images match (checked against `ImageDifference`, so a wrong case shows).
    let matches: Bool
    let make: @Sendable () throws -> (expected: Framebuffer, actual: Framebuffer)

    var testDescription: String { name }

    /// (250, 255, 255) is 0.01066 from white (see `ImageDifferenceTests`).
    static let nearWhite = Color(red: 250, green: 255, blue: 255)

    static let all: [ImagePair] = [
        ImagePair(name: "identical", tolerance: .exact, matches: true) {
            (try image(at: [(3, 4)]), try image(at: [(3, 4)]))
        },
        ImagePair(name: "one pixel changed", tolerance: .exact, matches: false) {
            (try image(), try image(at: [(7, 5)]))
        },
        ImagePair(name: "a change inside the colour threshold", tolerance: SnapshotTolerance(colorThreshold: 0.0107), matches: true) {
            (try image(), try image(dot: nearWhite, at: [(3, 2)]))
        },
        ImagePair(name: "a change outside the colour threshold", tolerance: SnapshotTolerance(colorThreshold: 0.0106), matches: false) {
            (try image(), try image(dot: nearWhite, at: [(3, 2)]))
        },
        ImagePair(name: "three pixels within a budget of three", tolerance: SnapshotTolerance(differingPixels: .count(3)), matches: true) {
            (try image(), try image(at: [(1, 1), (20, 10), (39, 29)]))
        },
        ImagePair(name: "four pixels over a budget of three", tolerance: SnapshotTolerance(differingPixels: .count(3)), matches: false) {
            (try image(), try image(at: [(1, 1), (20, 10), (39, 29), (0, 29)]))
        },
        ImagePair(name: "a ratio of 1 % allows 12 of 1,200", tolerance: SnapshotTolerance(differingPixels: .ratio(0.01)), matches: true) {
            (try image(), try image(at: (0..<12).map { ($0, 0) }))
        },
        ImagePair(name: "different sizes", tolerance: .exact, matches: false) {
            (try image(40, 30), try image(40, 31))
        },
        ImagePair(name: "different sizes, however large the budget", tolerance: SnapshotTolerance(differingPixels: .ratio(1)), matches: false) {
            (try image(40, 30), try image(41, 30))
        },
    ]
}

/// The strategy passes and fails as listshot's own assertions do: the same verdict, and
/// the same summary in the message, for the same pairs of images.
@Suite struct VerdictTests {
    @Test(arguments: ImagePair.all)
    func theDiffingJudgesAsImageDifference(_ pair: ImagePair) throws {
        let (expected, actual) = try pair.make()
        let difference = ImageDifference(expected: expected, actual: actual, tolerance: pair.tolerance)
        #expect(difference.matches(pair.tolerance) == pair.matches)

        let failure = Diffing<Framebuffer>.listshotImage(tolerance: pair.tolerance).diffV2(expected, actual)
        #expect((failure == nil) == pair.matches)
        guard let (message, attachments) = failure else { return }
        #expect(message.hasPrefix(difference.summary + "."), "the message starts with the native summary: \(message)")
        // The attachments are the native diff and composite images.
        let diff = try DifferenceImages.diff(expected: expected, actual: actual, tolerance: pair.tolerance)
        #expect(try attachedImage("diff.png", in: attachments) == diff)
        #expect(try attachedImage("composite.png", in: attachments)
            == (try DifferenceImages.composite(expected: expected, actual: actual, diff: diff)))
    }

    /// End to end: a reference recorded by the strategy, then `verifySnapshot` of the other
    /// image, against the native engine (`GoldenStore`) reading the same file.
    @Test(arguments: ImagePair.all)
    func verifySnapshotPassesAndFailsLikeTheNativeLibrary(_ pair: ImagePair) throws {
        let (expected, actual) = try pair.make()
        try withReferenceFolder { folder throws in
            let testName = "pair-\(ImagePair.all.firstIndex { $0.name == pair.name }!)"
            #expect(verify(expected, tolerance: pair.tolerance, record: .all, in: folder, testName: testName) != nil)
            let reference = folder + "/\(testName).image.png"
            #expect(FileManager.default.fileExists(atPath: reference))

            let message = verify(actual, tolerance: pair.tolerance, record: .never, in: folder, testName: testName)
            switch nativeOutcome(actual, against: reference, tolerance: pair.tolerance) {
            case .matched:
                #expect(message == nil)
                #expect(pair.matches)
            case let .mismatch(_, difference, _):
                let message = try #require(message, "the native library fails; so must the strategy")
                #expect(message.contains("Snapshot \"image\" does not match reference."))
                #expect(message.contains(difference.summary))
                #expect(!pair.matches)
            case let other:
                Issue.record("unexpected native outcome: \(other)")
            }
            // Record mode never: the reference is as recorded.
            #expect(try PNGDecoder.decode(contentsOf: reference) == expected)
        }
    }

    @Test func aFailureWritesItsDiffAndCompositeAndGivesTheirPaths() throws {
        let expected = try image(), actual = try image(dot: .red, at: [(5, 6), (9, 6)])
        let (message, attachments) = try #require(Diffing<Framebuffer>.listshotImage().diffV2(expected, actual))
        #expect(message.contains("2 of 1,200 pixels differ (allowed: 0)"))
        #expect(message.contains("differences within x 5…9, y 6…6 (5 × 1 px)"))
        let paths = artifactPaths(in: message)
        let diffPath = try #require(paths.diff), compositePath = try #require(paths.composite)
        #expect(diffPath.hasSuffix("/diff.png") && compositePath.hasSuffix("/composite.png"))
        #expect(try PNGDecoder.decode(contentsOf: diffPath) == (try attachedImage("diff.png", in: attachments)))
        #expect(try PNGDecoder.decode(contentsOf: compositePath) == (try attachedImage("composite.png", in: attachments)))
        // The diff is the native one: the expected image faded, the two pixels red.
        let diff = try PNGDecoder.decode(contentsOf: diffPath)
        #expect(diff.color(x: 5, y: 6) == Color(red: 255, green: 0, blue: 0))
        #expect(diff.color(x: 6, y: 6) != Color(red: 255, green: 0, blue: 0))
    }

    /// Through `verifySnapshot`, a failure's images go to listshot's artifacts folder, in a
    /// folder named by the test (issue 24 item 15), not to a folder named by a hash in `/tmp`.
    @Test func aFailureWritesItsImagesInTheArtifactsFolderNamedByTheTest() throws {
        let expected = try image(), actual = try image(dot: .red, at: [(2, 3)])
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let variable = ProcessInfo.processInfo.environment["LISTSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ".build/listshot/artifacts"
        let root = variable.hasPrefix("/") ? variable : packageRoot + "/" + variable
        let folder = root + "/VerdictTests/aFailureWritesItsImagesInTheArtifactsFolderNamedByTheTest"
        try? FileManager.default.removeItem(atPath: folder)
        try withReferenceFolder { references throws in
            _ = verify(expected, record: .all, in: references, testName: "named")
            let message = try #require(verify(actual, record: .never, in: references, testName: "named"))
            #expect(message.contains("  diff:      \(folder)/diff.png\n"), "\(message)")
            #expect(message.contains("  composite: \(folder)/composite.png (expected, actual, diff)"), "\(message)")
            #expect(!message.contains("listshot-diffs/"))
            let diff = try PNGDecoder.decode(contentsOf: folder + "/diff.png")
            #expect(diff.color(x: 2, y: 3) == Color(red: 255, green: 0, blue: 0))
            #expect(try PNGDecoder.decode(contentsOf: folder + "/composite.png")
                == (try DifferenceImages.composite(expected: expected, actual: actual, diff: diff)))
        }
    }

    @Test func aToleranceOutOfRangeFailsNamingTheField() throws {
        let strategy = Diffing<Framebuffer>.listshotImage(tolerance: SnapshotTolerance(colorThreshold: 1.5))
        let same = try image()
        let (message, attachments) = try #require(strategy.diffV2(same, same))
        #expect(message == "colorThreshold must be from 0 to 1, got 1.5")
        #expect(attachments.isEmpty)
    }
}
