import Foundation
import ListshotFiles
import ListshotRaster
import ListshotSnapshot
import ListshotTestSupport
import Testing

@testable import ListshotTesting

/// Defaults set once: `listshot-snapshots.yaml` for the package and per test target, and a
/// trait's or scope's tolerance for a suite; the assertion's own argument still wins
/// (issue 24, item 11).
@Suite struct SnapshotDefaultsTests {
    static let example = """
        record: failed
        tolerance:
          colorThreshold: 0.1
          ignoresAntialiasing: true
          differingPixels: 20
        snapshotDirectory: Goldens
        targets:
          ListshotTestingTests:
            tolerance: {differingRatio: 0.002}
            record: never
          OtherTests:
            artifactsDirectory: /tmp/other
        """

    private var site: CallSite { CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column, function: #function) }

    @Test func theFileHoldsPackageAndTargetValuesAndATargetsWinOverThePackages() throws {
        let defaults = try SnapshotDefaults.parse(Array(Self.example.utf8), path: "listshot-snapshots.yaml")
        let package = SnapshotConfiguration(
            record: .failed, tolerance: SnapshotTolerance(colorThreshold: 0.1, ignoresAntialiasing: true, differingPixels: .count(20)),
            snapshotDirectory: "Goldens")
        #expect(defaults.package == package)
        #expect(defaults.configuration(forTarget: "ListshotTestingTests") == SnapshotConfiguration(
            record: .never, tolerance: SnapshotTolerance(differingPixels: .ratio(0.002)), snapshotDirectory: "Goldens"))
        #expect(defaults.configuration(forTarget: "ListshotTestingTests").recordOrigin
            == .defaultsFile(file: "listshot-snapshots.yaml", keyPath: "targets.ListshotTestingTests.record"))
        #expect(defaults.configuration(forTarget: "OtherTests").artifactsDirectory == "/tmp/other")
        #expect(defaults.configuration(forTarget: "OtherTests").recordOrigin == .defaultsFile(file: "listshot-snapshots.yaml", keyPath: "record"))
        #expect(defaults.configuration(forTarget: "Unlisted") == package)
        for empty in ["", "# nothing set yet\n\n"] {
            #expect(try SnapshotDefaults.parse(Array(empty.utf8), path: "f.yaml") == SnapshotDefaults(package: SnapshotConfiguration(), targets: [:]))
        }
    }

    @Test(arguments: [
        ("recrod: never", "f.yaml: recrod: unknown key; did you mean \"record\"? (the file takes \"record\", \"tolerance\", \"snapshotDirectory\", \"artifactsDirectory\", \"audit\", \"maskColor\", \"targets\")"),
        ("audit: strict", "f.yaml: audit: expected one of \"off\", \"warn\", \"fail\", got \"strict\""),
        ("targets: {FeedTests: {audit: true}}", "f.yaml: targets.FeedTests.audit: expected one of \"off\", \"warn\", \"fail\", got true"),
        ("record: sometimes", "f.yaml: record: expected one of \"never\", \"missing\", \"failed\", \"all\", got \"sometimes\""),
        ("tolerance: {colorThreshold: 2}", "f.yaml: tolerance.colorThreshold: expected a number from 0 to 1, got 2"),
        ("tolerance: {differingPixels: 1.5}", "f.yaml: tolerance.differingPixels: expected a whole number of pixels, 0 or more, got 1.5"),
        ("tolerance: {differingPixels: 3, differingRatio: 0.1}", "f.yaml: tolerance: give differingPixels (a count) or differingRatio (a fraction), not both"),
        ("tolerance: {ignoreAntialiasing: true}", "f.yaml: tolerance.ignoreAntialiasing: unknown key; did you mean \"ignoresAntialiasing\"? (a tolerance takes \"colorThreshold\", \"ignoresAntialiasing\", \"differingPixels\", \"differingRatio\")"),
        ("tolerance: 0.1", "f.yaml: tolerance: expected an object of \"colorThreshold\", \"ignoresAntialiasing\", \"differingPixels\", \"differingRatio\", got 0.1"),
        ("targets: {FeedTests: {targets: {}}}", "f.yaml: targets.FeedTests.targets: unknown key (a target takes \"record\", \"tolerance\", \"snapshotDirectory\", \"artifactsDirectory\", \"audit\", \"maskColor\")"),
        ("targets: [FeedTests]", "f.yaml: targets: expected an object of test targets by module name, got a list"),
        ("snapshotDirectory: \"\"", "f.yaml: snapshotDirectory: expected a folder, relative to the package's or absolute, got \"\""),
        ("- record", "f.yaml: expected an object of defaults, got a list"),
        ("maskColor: magenta", "f.yaml: maskColor: expected a colour as \"#RRGGBB\" (or #RGB, #RRGGBBAA), got \"magenta\""),
    ])
    func aMistakeNamesTheFileTheKeyPathAndTheProblem(yaml: String, message: String) {
        #expect(throws: SnapshotDefaultsError(description: message)) { try SnapshotDefaults.parse(Array(yaml.utf8), path: "f.yaml") }
    }

    @Test func aMaskColourIsReadAsHexAndATargetsWins() throws {
        let defaults = try SnapshotDefaults.parse(Array("maskColor: \"#00FF00\"\ntargets: {FeedTests: {maskColor: \"#000\"}}\n".utf8), path: "f.yaml")
        #expect(defaults.configuration(forTarget: "Other").maskColor == Color(rgb: 0x00FF00))
        #expect(defaults.configuration(forTarget: "FeedTests").maskColor == Color(rgb: 0x000000))
    }

    @Test func theFileIsReadFromThePackagesRootOnceAndItsMistakeIsReportedAtTheAssertion() throws {
        let root = makeTemporaryFolder()
        #expect(try SnapshotDefaults.load(packageRoot: root) == nil, "no file: no defaults")
        let other = makeTemporaryFolder()
        try AtomicFile.write(Array("tolerance: {colorThreshold: 7}\n".utf8), to: other + "/listshot-snapshots.yaml")
        #expect(throws: SnapshotDefaultsError(description: "\(other)/listshot-snapshots.yaml: tolerance.colorThreshold: expected a number from 0 to 1, got 7")) {
            try SnapshotDefaults.load(packageRoot: other)
        }
    }

    @Test func anArgumentWinsOverAScopeWhichWinsOverTheEnvironmentWhichWinsOverTheFile() throws {
        let defaults = try SnapshotDefaults.parse(Array(Self.example.utf8), path: "listshot-snapshots.yaml")
        func settings(record: RecordMode? = nil, tolerance: SnapshotTolerance? = nil, environment: [String: String] = [:]) throws -> SnapshotSettings {
            try #require(SnapshotSettings(
                record: record, snapshotDirectory: nil, tolerance: tolerance, site: site, environment: environment, defaults: defaults))
        }
        let root = PackageRoot.of(filePath: #filePath)
        let file = try settings()
        #expect(file.record == .never, "this test target's section")
        #expect(file.recordOrigin == .defaultsFile(file: "listshot-snapshots.yaml", keyPath: "targets.ListshotTestingTests.record"))
        #expect(file.tolerance == SnapshotTolerance(differingPixels: .ratio(0.002)))
        #expect(file.snapshotDirectory == root + "/Goldens", "the package's value, relative to the package")
        let environment = try settings(environment: ["LISTSHOT_RECORD": "all", "LISTSHOT_SNAPSHOTS": "Env"])
        #expect((environment.record, environment.recordOrigin, environment.snapshotDirectory) == (.all, .environment, root + "/Env"))
        try withSnapshots(record: .missing, tolerance: .exact) {
            let scope = try settings(environment: ["LISTSHOT_RECORD": "all"])
            #expect((scope.record, scope.recordOrigin, scope.tolerance) == (.missing, .scope, .exact))
            let argument = try settings(record: .failed, tolerance: SnapshotTolerance(colorThreshold: 0.5))
            #expect((argument.record, argument.recordOrigin, argument.tolerance) == (.failed, .argument, SnapshotTolerance(colorThreshold: 0.5)))
        }
        let none = try #require(SnapshotSettings(
            record: nil, snapshotDirectory: nil, tolerance: nil, site: site, environment: [:], defaults: SnapshotDefaults(package: .init(), targets: [:])))
        #expect((none.record, none.recordOrigin, none.tolerance) == (.missing, .environment, .exact), "the built-in defaults")
        #expect(none.snapshotDirectory == root + "/Snapshots")
    }

    @Test func neverSetByTheFileIsNamedWithItsKeyPath() throws {
        let defaults = try SnapshotDefaults.parse(Array("targets: {ListshotTestingTests: {record: never}}".utf8), path: "listshot-snapshots.yaml")
        let site = self.site
        let result = try recordedIssues { snapshots, artifacts in
            // The scope of recordedIssues sets only the folders here.
            try withSnapshots(record: nil) {
                let settings = try #require(SnapshotSettings(
                    record: nil, snapshotDirectory: snapshots, tolerance: nil, site: site, environment: [:], defaults: defaults))
                #expect(!settings.check(try image(), golden: GoldenName(fileID: #fileID, function: #function, name: "badge")))
            }
        }
        let golden = result.snapshots + "/SnapshotDefaultsTests/neverSetByTheFileIsNamedWithItsKeyPath.badge.png"
        let actual = result.artifacts + "/SnapshotDefaultsTests/neverSetByTheFileIsNamedWithItsKeyPath.badge/actual.png"
        #expect(result.messages == ["""
            No golden at \(golden), and record mode never (set by targets.ListshotTestingTests.record: never in listshot-snapshots.yaml) forbids writing one.
              actual:    \(actual)
            Look at it; if it is right, copy it to the golden's path and commit it, or record the golden: \
            run the test with LISTSHOT_RECORD=missing, or set another mode at targets.ListshotTestingTests.record in listshot-snapshots.yaml.
            """])
    }
}

/// A suite's trait sets the tolerance of every assertion in it that gives none.
@Suite(.snapshots(tolerance: SnapshotTolerance(differingPixels: .count(1))))
struct SuiteToleranceTests {
    @Test func anAssertionWithoutAToleranceTakesTheSuitesAndOneWithOneKeepsItsOwn() throws {
        let base = try image(), onePixel = try image(pixel: (2, 2, Color(red: 0, green: 0, blue: 0)))
        let result = try recordedIssues { _, _ in
            GoldenClaims.$imagesMayDiffer.withValue(true) {
                for (picture, tolerance) in [(base, nil), (onePixel, nil), (onePixel, SnapshotTolerance.exact)] as [(Framebuffer, SnapshotTolerance?)] {
                    assertSnapshot(of: picture, named: "badge", tolerance: tolerance)
                }
            }
        }
        #expect(result.messages.count == 2, "the recording, and the exact assertion's failure: \(result.messages)")
        #expect(result.messages.last?.contains("1 of 1,200 pixels differ (allowed: 0)") == true)
    }
}
