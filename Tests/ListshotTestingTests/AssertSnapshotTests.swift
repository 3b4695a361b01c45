import Foundation
import ListshotFiles
import ListshotRaster
import ListshotScenes
import ListshotSnapshot
import ListshotTestSupport
import Testing

@testable import ListshotTesting

/// `assertSnapshot` in Swift Testing: golden names, record modes, failures reported at the
/// assertion, artifacts, duplicates.
@Suite struct AssertSnapshotTests {
    @Test func aMissingGoldenFailsAndIsWrittenWithItsProvenance() throws {
        let picture = try image()
        var line = 0
        let result = try recordedIssues { _, _ in
            line = #line + 1
            assertSnapshot(of: picture, named: "badge")
        }
        let golden = result.snapshots + "/AssertSnapshotTests/aMissingGoldenFailsAndIsWrittenWithItsProvenance.badge.png"
        #expect(result.messages == ["No golden existed: wrote \(golden). Look at it; if it is right, commit it and run the test again."])
        #expect(result.lines == [line], "reported at the assertion")
        #expect(try PNGDecoder.decode(contentsOf: golden) == picture)
        let provenance = try #require(SnapshotProvenance(text: try PNGDecoder.text(contentsOf: golden)))
        #expect(provenance.listshotVersion == ListshotVersion.current)
        #expect(provenance.test == "ListshotTestingTests/AssertSnapshotTests.swift aMissingGoldenFailsAndIsWrittenWithItsProvenance()")
        #expect(provenance.name == "badge")
        #expect(provenance.fonts.count >= 2)
    }

    @Test func aMatchingGoldenPasses() throws {
        let picture = try image()
        let result = try recordedIssues { _, _ in
            #expect(!check(picture, named: "badge"), "recorded")
            #expect(check(picture, named: "badge"), "then matched")
        }
        #expect(result.messages.count == 1)
    }

    @Test func oneChangedPixelFailsWithItsCountBoundingBoxAndFourArtifacts() throws {
        let snapshots = makeTemporaryFolder(), artifacts = makeTemporaryFolder()
        let golden = snapshots + "/AssertSnapshotTests/oneChangedPixelFailsWithItsCountBoundingBoxAndFourArtifacts.badge.png"
        try FileManager.default.createDirectory(atPath: snapshots + "/AssertSnapshotTests", withIntermediateDirectories: true)
        try PNGEncoder.write(try image(), to: golden)
        let changed = try image(pixel: (7, 5, Color(red: 255, green: 255, blue: 255)))
        let result = try recordedIssues { _, _ in
            withSnapshots(snapshotDirectory: snapshots, artifactsDirectory: artifacts) {
                _ = assertSnapshot(of: changed, named: "badge")
            }
        }
        let folder = artifacts + "/AssertSnapshotTests/oneChangedPixelFailsWithItsCountBoundingBoxAndFourArtifacts.badge"
        let difference = ImageDifference(expected: try image(), actual: changed)
        #expect(difference.differingPixels == 1)
        #expect(difference.boundingBox == PixelRect(x: 7, y: 5, width: 1, height: 1))
        #expect(result.messages == ["""
            \(golden) does not match: \(difference.summary).
              expected:  \(folder)/expected.png
              actual:    \(folder)/actual.png
              diff:      \(folder)/diff.png
              composite: \(folder)/composite.png
            If the change is intended, look at actual.png, then run `listshot snapshots accept` in the package's folder \
            (or re-record with LISTSHOT_RECORD=failed).
            """])
        #expect(try PNGDecoder.decode(contentsOf: folder + "/expected.png") == (try image()))
        #expect(try PNGDecoder.decode(contentsOf: folder + "/actual.png") == changed)
        let diff = try PNGDecoder.decode(contentsOf: folder + "/diff.png")
        #expect(diff.color(x: 7, y: 5) == Color(red: 255, green: 0, blue: 0))
        #expect(FileManager.default.fileExists(atPath: folder + "/composite.png"))
        #expect(FileManager.default.fileExists(atPath: artifacts + "/index.html"), "the report")
        #expect(try PNGDecoder.decode(contentsOf: golden) == (try image()), "the golden is untouched")
    }

    @Test func changesInsideEachToleranceMatchAndOutsideFail() throws {
        let base = try image(color: Color(red: 100, green: 100, blue: 100))
        let slight = try image(color: Color(red: 100, green: 100, blue: 100), pixel: (1, 1, Color(red: 101, green: 100, blue: 100)))
        let twoPixels = { () throws -> Framebuffer in
            var frame = try image(color: Color(red: 100, green: 100, blue: 100), pixel: (1, 1, Color(red: 0, green: 0, blue: 0)))
            frame.setColor(Color(red: 0, green: 0, blue: 0), x: 2, y: 2)
            return frame
        }
        let two = try twoPixels()
        let result = try recordedIssues { _, _ in
            check(base, named: "grey")  // records: one issue
            #expect(check(slight, named: "grey", tolerance: .init(colorThreshold: 0.05)))
            #expect(!check(slight, named: "grey", tolerance: .exact))
            #expect(check(two, named: "grey", tolerance: .init(differingPixels: .count(2))))
            #expect(!check(two, named: "grey", tolerance: .init(differingPixels: .count(1))))
            #expect(check(two, named: "grey", tolerance: .init(differingPixels: .ratio(2.0 / 1200))))
            #expect(!check(two, named: "grey", tolerance: .init(differingPixels: .ratio(1.0 / 1200))))
        }
        #expect(result.messages.count == 4, "the recording and the three failures: \(result.messages)")
    }

    @Test func neverFailsWithoutWritingTheGoldenButWritesTheActualImage() throws {
        let picture = try image(pixel: (3, 4, Color(red: 255, green: 0, blue: 0)))
        let result = try recordedIssues(record: .never) { _, _ in
            assertSnapshot(of: picture, named: "badge")
        }
        let golden = result.snapshots + "/AssertSnapshotTests/neverFailsWithoutWritingTheGoldenButWritesTheActualImage.badge.png"
        let actual = result.artifacts + "/AssertSnapshotTests/neverFailsWithoutWritingTheGoldenButWritesTheActualImage.badge/actual.png"
        #expect(result.messages == ["""
            No golden at \(golden), and record mode never (set by withSnapshots(record: .never) around the assertion) forbids writing one.
              actual:    \(actual)
            Look at it; if it is right, copy it to the golden's path and commit it, or record the golden: \
            run the test with another mode in its withSnapshots(record:).
            """])
        #expect(!FileManager.default.fileExists(atPath: golden))
        #expect(try FileManager.default.contentsOfDirectory(atPath: result.snapshots).isEmpty)
        #expect(try PNGDecoder.decode(contentsOf: actual) == picture, "the image drawn, to commit as the golden")
        #expect(try FileManager.default.contentsOfDirectory(atPath: (actual as NSString).deletingLastPathComponent) == ["actual.png"])
    }

    @Test func neverSetByTheAssertionsArgumentIsNamed() throws {
        let picture = try image()
        let result = try recordedIssues { _, _ in
            #expect(!check(picture, named: "badge", record: .never))
        }
        let golden = result.snapshots + "/AssertSnapshotTests/neverSetByTheAssertionsArgumentIsNamed.badge.png"
        let actual = result.artifacts + "/AssertSnapshotTests/neverSetByTheAssertionsArgumentIsNamed.badge/actual.png"
        #expect(result.messages == ["""
            No golden at \(golden), and record mode never (set by the assertion's record: .never argument) forbids writing one.
              actual:    \(actual)
            Look at it; if it is right, copy it to the golden's path and commit it, or record the golden: \
            run the test with another mode in the assertion's record: argument.
            """])
    }

    @Test func neverSetByTheEnvironmentIsNamed() throws {
        let site = CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column, function: #function)
        let result = try recordedIssues { _, _ in
            let settings = try #require(SnapshotSettings(
                record: nil, snapshotDirectory: nil, tolerance: .exact, site: site, environment: ["LISTSHOT_RECORD": "never"]))
            #expect(settings.recordOrigin == .environment)
            let picture = try image()
            #expect(!settings.check(picture, golden: GoldenName(fileID: #fileID, function: #function, name: "badge")))
        }
        let golden = result.snapshots + "/AssertSnapshotTests/neverSetByTheEnvironmentIsNamed.badge.png"
        let actual = result.artifacts + "/AssertSnapshotTests/neverSetByTheEnvironmentIsNamed.badge/actual.png"
        #expect(result.messages == ["""
            No golden at \(golden), and record mode never (set by LISTSHOT_RECORD=never in the environment) forbids writing one.
              actual:    \(actual)
            Look at it; if it is right, copy it to the golden's path and commit it, or record the golden: \
            run the test without LISTSHOT_RECORD=never.
            """])
        #expect(try PNGDecoder.decode(contentsOf: actual) == (try image()))
    }

    @Test func aMissingGoldenUnderNeverReplacesAnEarlierFailuresImages() throws {
        let snapshots = makeTemporaryFolder(), artifacts = makeTemporaryFolder()
        let golden = snapshots + "/AssertSnapshotTests/aMissingGoldenUnderNeverReplacesAnEarlierFailuresImages.badge.png"
        try FileManager.default.createDirectory(atPath: snapshots + "/AssertSnapshotTests", withIntermediateDirectories: true)
        try PNGEncoder.write(try image(), to: golden)
        let changed = try image(pixel: (1, 1, Color(red: 0, green: 0, blue: 0)))
        let folder = artifacts + "/AssertSnapshotTests/aMissingGoldenUnderNeverReplacesAnEarlierFailuresImages.badge"
        _ = try recordedIssues { _, _ in
            withSnapshots(snapshotDirectory: snapshots, artifactsDirectory: artifacts) {
                check(changed, named: "badge")  // a mismatch: four images
                #expect(FileManager.default.fileExists(atPath: folder + "/expected.png"))
                try? FileManager.default.removeItem(atPath: golden)
                check(changed, named: "badge", record: .never)
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["actual.png"], "no expected or diff of another golden")
        #expect(try PNGDecoder.decode(contentsOf: folder + "/actual.png") == changed)
    }

    @Test func recordModeAllRewritesAndFailedRewritesOnlyWhatDiffers() throws {
        let first = try image(), second = try image(pixel: (0, 0, Color(red: 0, green: 0, blue: 0)))
        let result = try recordedIssues { snapshots, _ throws in
            check(first, named: "a")
            withSnapshots(record: .failed) {
                #expect(check(first, named: "a"), "matches: nothing written")
            }
            withSnapshots(record: .failed) {
                check(second, named: "a")
            }
            let golden = snapshots + "/AssertSnapshotTests/recordModeAllRewritesAndFailedRewritesOnlyWhatDiffers.a.png"
            #expect(try PNGDecoder.decode(contentsOf: golden) == second)
            check(first, named: "a", record: .all)
            #expect(try PNGDecoder.decode(contentsOf: golden) == first)
        }
        #expect(result.messages.count == 3)
        #expect(result.messages[2].hasPrefix("Record mode all: wrote "))
        #expect(result.messages[1].hasPrefix("The image did not match (1 of 1,200 pixels differ"))
    }

    @Test func twoAssertionsWritingOneGoldenAreRefusedNamingBoth() throws {
        var lines: [Int] = []
        let result = try recordedIssues { _, _ in
            lines.append(#line + 1)
            assertSnapshot(of: try image(), named: "twin")
            lines.append(#line + 1)
            assertSnapshot(of: try image(), named: "twin")
        }
        let golden = result.snapshots + "/AssertSnapshotTests/twoAssertionsWritingOneGoldenAreRefusedNamingBoth.twin.png"
        let function = "twoAssertionsWritingOneGoldenAreRefusedNamingBoth()"
        let file = "ListshotTestingTests/AssertSnapshotTests.swift"
        let expected: String = "Two assertions use the golden \(golden): \(file):\(lines[0]) in \(function) and "
            + "\(file):\(lines[1]) in \(function). Give one of them another name, so that neither overwrites the other's golden."
        #expect(result.messages.last == expected)
    }

    @Test func everyOffsetIsCheckedAfterAFailureAndNamedAfterTheOffsetAskedFor() throws {
        let result = try recordedIssues(record: .never) { _, _ in
            assertSnapshot(of: BuiltInScene.named("demo")!.make(.phone), at: [0, 120, 5000], named: "demo")
        }
        let folder = result.snapshots + "/AssertSnapshotTests/everyOffsetIsCheckedAfterAFailureAndNamedAfterTheOffsetAskedFor"
        #expect(result.messages.map { String($0.prefix(while: { $0 != "," })) } == [
            "No golden at \(folder).demo.0@2x.png",
            "No golden at \(folder).demo.120@2x.png",
            "No golden at \(folder).demo.5000@2x.png",  // drawn at 156, the last page
        ])
    }

    @Test func noOffsetsIsAFailureSayingSo() throws {
        let result = try recordedIssues { _, _ in
            assertSnapshot(of: BuiltInScene.named("demo")!.make(.phone), at: [], named: "demo")
        }
        #expect(result.messages == ["assertSnapshot(of:at:named:) was given no offsets; give at least one"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: result.snapshots).isEmpty)
    }

    @Test func theSamePixelsInOtherBytesMatch() throws {
        let picture = try image()
        let snapshots = makeTemporaryFolder()
        let folder = snapshots + "/AssertSnapshotTests"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Stored (level 0, ISA-L, unfiltered or Paeth): the same pixels, other bytes.
        let variants: [(String, PNGEncodingOptions)] = [
            ("stored", .init(compression: .small, compressionLevel: 0)),
            ("fast", .init(compression: .fast)),
            ("paeth", .init(compressionLevel: 9, filter: .paeth)),
        ]
        var bytes: Set<[UInt8]> = []
        for (name, options) in variants {
            try PNGEncoder.write(picture, to: folder + "/theSamePixelsInOtherBytesMatch.\(name).png", options: options)
            bytes.insert(try PNGEncoder.encode(picture, options: options))
        }
        #expect(bytes.count == 3)
        withSnapshots(record: .never, snapshotDirectory: snapshots) {
            for (name, _) in variants { #expect(assertSnapshot(of: picture, named: name)) }
        }
    }

    @Test func anRGBAGoldenMatchesTheSameOpaquePixels() throws {
        // Fixtures/opaque-as-rgba.png: 4 × 3 opaque pixels stored as colour type 6 (RGBA),
        // made with Pillow: Image.new("RGBA", (4, 3), (40, 120, 200, 255)).save(...).
        let fixture = RepositoryPaths.root + "/Tests/ListshotTestingTests/Fixtures/opaque-as-rgba.png"
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: fixture)))
        #expect(bytes[25] == 6, "colour type 6")
        let snapshots = makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: snapshots + "/AssertSnapshotTests", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixture, toPath: snapshots + "/AssertSnapshotTests/anRGBAGoldenMatchesTheSameOpaquePixels.rgba.png")
        withSnapshots(record: .never, snapshotDirectory: snapshots) {
            #expect(assertSnapshot(of: try! image(width: 4, height: 3), named: "rgba"))
        }
    }

    @Test func aBadRecordModeInTheEnvironmentIsNamed() throws {
        #expect(throws: SnapshotError.invalidRecordMode("sometimes")) {
            try RecordMode.fromEnvironment(["LISTSHOT_RECORD": "sometimes"])
        }
        #expect(SnapshotError.invalidRecordMode("sometimes").description
            == "LISTSHOT_RECORD=sometimes is not a record mode; use never, missing, failed or all")
    }
}

/// A trait sets the record mode of every test in a suite.
@Suite(.snapshots(record: .never))
struct SnapshotTraitTests {
    @Test func theSuitesTraitSetsTheMode() {
        #expect(SnapshotConfiguration.current.record == .never)
        withSnapshots(record: .all) {
            #expect(SnapshotConfiguration.current.record == .all, "an inner scope wins")
        }
    }

    @Test(.snapshots(snapshotDirectory: "Elsewhere")) func aTestsTraitAddsToTheSuites() {
        #expect(SnapshotConfiguration.current == SnapshotConfiguration(record: .never, snapshotDirectory: "Elsewhere"))
        #expect(SnapshotConfiguration.current.recordOrigin == .trait, "the suite's trait set the mode")
    }

    @Test func neverSetByATraitIsNamed() throws {
        let result = try recordedIssues { _, _ in
            assertSnapshot(of: try image(), named: "badge")
        }
        let golden = result.snapshots + "/AssertSnapshotTests/neverSetByATraitIsNamed.badge.png"
        let actual = result.artifacts + "/AssertSnapshotTests/neverSetByATraitIsNamed.badge/actual.png"
        #expect(result.messages == ["""
            No golden at \(golden), and record mode never (set by the .snapshots(record: .never) trait of the test or its suite) \
            forbids writing one.
              actual:    \(actual)
            Look at it; if it is right, copy it to the golden's path and commit it, or record the golden: \
            run the test with another mode in its .snapshots(record:) trait.
            """])
        #expect(try PNGDecoder.decode(contentsOf: actual) == (try image()))
    }
}
