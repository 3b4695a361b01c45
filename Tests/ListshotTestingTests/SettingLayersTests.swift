import ListshotRaster
import ListshotSnapshot
import ListshotTestSupport
import Testing

@testable import ListshotTesting

/// One layered resolver for every setting (issue 36, item 6): each layer wins over every
/// layer below it, for the record mode (with what set it) and the goldens' folder, which
/// every layer can set; a bad `LISTSHOT_RECORD` is reported only when the record mode is
/// looked for in the environment.
@Suite struct SettingLayersTests {
    /// A layer of settings, highest first; the built-in defaults are below the last.
    enum Layer: Int, CaseIterable, CustomTestStringConvertible {
        case argument, scope, environment, targetSection, file

        var testDescription: String { "\(self)" }
    }

    private var site: CallSite { CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column, function: #function) }

    /// The settings of an assertion whose layers from `highest` down each set the record mode
    /// and the goldens' folder to values of their own; `extra` is put in the environment.
    private func settings(from highest: Layer?, environment extra: [String: String] = [:]) throws -> SnapshotSettings? {
        func sets(_ layer: Layer) -> Bool { highest.map { $0.rawValue <= layer.rawValue } ?? false }
        var yaml = ""
        if sets(.file) { yaml += "record: all\nsnapshotDirectory: File\n" }
        if sets(.targetSection) { yaml += "targets: {ListshotTestingTests: {record: never, snapshotDirectory: Target}}\n" }
        let defaults = try SnapshotDefaults.parse(Array(yaml.utf8), path: "listshot-snapshots.yaml")
        let environment = (sets(.environment) ? ["LISTSHOT_RECORD": "failed", "LISTSHOT_SNAPSHOTS": "Env"] : [:]).merging(extra) { $1 }
        let site = self.site
        let resolve = {
            SnapshotSettings(
                record: sets(.argument) ? .all : nil, snapshotDirectory: sets(.argument) ? "Argument" : nil, tolerance: nil, site: site,
                environment: environment, defaults: defaults)
        }
        return sets(.scope) ? withSnapshots(record: .never, snapshotDirectory: "Scope", operation: resolve) : resolve()
    }

    @Test(arguments: [
        (Layer.argument, RecordMode.all, RecordModeOrigin.argument, "Argument"),
        (.scope, .never, .scope, "Scope"),
        (.environment, .failed, .environment, "Env"),
        (.targetSection, .never, .defaultsFile(file: "listshot-snapshots.yaml", keyPath: "targets.ListshotTestingTests.record"), "Target"),
        (.file, .all, .defaultsFile(file: "listshot-snapshots.yaml", keyPath: "record"), "File"),
    ])
    func aLayerWinsOverEveryLayerBelowIt(layer: Layer, record: RecordMode, origin: RecordModeOrigin, folder: String) throws {
        let settings = try #require(try settings(from: layer))
        #expect(settings.record == record)
        #expect(settings.recordOrigin == origin)
        #expect(settings.snapshotDirectory == settings.packageRoot + "/" + folder)
    }

    @Test func withNoLayerSetTheBuiltInDefaultsHold() throws {
        let settings = try #require(try settings(from: nil))
        #expect((settings.record, settings.recordOrigin) == (.missing, .environment), "LISTSHOT_RECORD's own default")
        #expect(settings.snapshotDirectory == settings.packageRoot + "/Snapshots")
        #expect(settings.artifactsDirectory == settings.packageRoot + "/.build/listshot/artifacts")
        #expect((settings.tolerance, settings.audit, settings.maskColor) == (.exact, .off, Color(rgb: 0xFF00FF)))
    }

    @Test func theAssertionsMaskColourWinsOverTheFilesWhichWinsOverTheBuiltIn() throws {
        let defaults = try SnapshotDefaults.parse(Array("maskColor: \"#00FF00\"\n".utf8), path: "listshot-snapshots.yaml")
        let file = try #require(SnapshotSettings(record: nil, snapshotDirectory: nil, tolerance: nil, site: site, environment: [:], defaults: defaults))
        #expect(file.maskColor == Color(rgb: 0x00FF00))
        let argument = try #require(SnapshotSettings(
            record: nil, snapshotDirectory: nil, tolerance: nil, maskColor: Color(rgb: 0x000000), site: site, environment: [:], defaults: defaults))
        #expect(argument.maskColor == Color(rgb: 0x000000))
    }

    @Test(arguments: [Layer.argument, .scope])
    func aBadRecordModeInTheEnvironmentIsNotReadWhenALayerAboveSetsTheMode(layer: Layer) throws {
        let settings = try #require(try settings(from: layer, environment: ["LISTSHOT_RECORD": "sometimes"]))
        #expect(settings.record == (layer == .argument ? .all : .never))
    }

    @Test func aBadRecordModeInTheEnvironmentWinsOverTheFileAndFailsTheAssertion() throws {
        let result = try recordedIssues { _, _ in
            // The scope of recordedIssues sets only the folders.
            let settings = try settings(from: .targetSection, environment: ["LISTSHOT_RECORD": "sometimes"])
            #expect(settings == nil)
        }
        #expect(result.messages == ["LISTSHOT_RECORD=sometimes is not a record mode; use never, missing, failed or all"])
    }

    @Test func aBadToleranceIsReportedBeforeABadRecordMode() throws {
        let site = self.site
        let result = try recordedIssues { _, _ in
            #expect(SnapshotSettings(
                record: nil, snapshotDirectory: nil, tolerance: SnapshotTolerance(colorThreshold: 2), site: site,
                environment: ["LISTSHOT_RECORD": "sometimes"], defaults: SnapshotDefaults(package: .init(), targets: [:])) == nil)
        }
        #expect(result.messages == ["\(SnapshotToleranceError.colorThresholdOutOfRange(2))"])
    }
}
