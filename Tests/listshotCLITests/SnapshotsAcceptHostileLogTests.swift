import Foundation
import Glibc
import ListshotRaster
import ListshotSnapshot
import Testing

/// `listshot snapshots accept` does not trust its failure log (a CI artifact, say): it
/// writes goldens only inside the snapshot folder, reads actual images only inside the
/// artifacts folder, reads logs and goldens as bounded regular files, and changes nothing
/// when one chosen failure is refused.
@Suite struct SnapshotsAcceptHostileLogTests {
    typealias Accept = SnapshotsAcceptCommandTests

    /// The package of ``SnapshotsAcceptCommandTests/package(artifacts:run:)`` whose log has,
    /// after its own three failures, one more that names `golden` (and `actual`).
    static func package(golden: String, actual: String = "T/one.a.0@2x/actual.png") throws -> String {
        let root = try Accept.package()
        let path = root + "/.build/listshot/artifacts/failures/500-1-77.json"
        var log = try JSONDecoder().decode(SnapshotProcessLog.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        log.failures.append(SnapshotFailure(
            test: "T/T.swift evil()", sourceLocation: "Tests/T/T.swift:9", golden: golden, summary: "?", actual: actual,
            provenance: Accept.provenance("evil")))
        try JSONEncoder().encode(log).write(to: URL(fileURLWithPath: path))
        return root
    }

    /// The whole message of a refusal of `lines` (each a failure's line, without its indent).
    static func refusal(_ lines: [String], folders: String = "folder Snapshots", pronoun: String = "it") -> String {
        let count = lines.count == 1 ? "a chosen failure names" : "\(lines.count) chosen failures name"
        return "Error: \(count) a file that accept does not write or read; no golden was changed:\n"
            + lines.map { "  \($0)\n" }.joined()
            + "accept writes goldens only inside the snapshot \(folders) (snapshotDirectory in listshot-snapshots.yaml, "
            + "LISTSHOT_SNAPSHOTS or --snapshots name \(pronoun)) and reads actual images only inside the artifacts folder\n"
    }

    static func realPath(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// Every golden of the package is as ``SnapshotsAcceptCommandTests/package(artifacts:run:)`` made it.
    static func expectUnchanged(_ root: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try PNGDecoder.decode(contentsOf: root + "/Snapshots/T/one.a.0@2x.png") == Accept.picture(.white), sourceLocation: sourceLocation)
        #expect(!FileManager.default.fileExists(atPath: root + "/Snapshots/T/one.b.0@2x.png"), sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        ("../victim.png", #"golden "../victim.png" has a ".." part"#),
        ("Snapshots/../../escape-dir/x.png", #"golden "Snapshots/../../escape-dir/x.png" has a ".." part"#),
        ("Package.swift", #"golden "Package.swift" is not a PNG file's name (a golden's ends in .png)"#),
        ("../victim.txt", #"golden "../victim.txt" has a ".." part"#),
        ("Snapshots/T/x.png\u{0}.txt", #"golden "Snapshots/T/x.png\u0000.txt" has a NUL character"#),
    ])
    func aGoldenNamedOutsideTheSnapshotFolderIsRefusedAndNoGoldenChanges(golden: String, reason: String) throws {
        let root = try Self.package(golden: golden)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
        let result = try CommandLineTool.run(["snapshots", "accept"], in: root, environment: Accept.environment)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == Self.refusal(["500-1-77.json, failure 4 (T/T.swift evil()): \(reason)"]))
        try Self.expectUnchanged(root)
        #expect(!FileManager.default.fileExists(atPath: root + "/../victim.png"))
        #expect(!FileManager.default.fileExists(atPath: root + "/../victim.txt"))
        #expect(try String(contentsOfFile: root + "/Package.swift", encoding: .utf8) == "// swift-tools-version: 6.0\n")
        #expect(!FileManager.default.fileExists(atPath: root + "/../escape-dir"))
    }

    @Test func anAbsoluteGoldenOutsideTheSnapshotFolderIsRefused() throws {
        let elsewhere = try CommandLineTool.temporaryFolder()
        let root = try Self.package(golden: elsewhere + "/x.png")
        let result = try CommandLineTool.run(["snapshots", "accept"], in: root, environment: Accept.environment)
        #expect(result.status == 1)
        #expect(result.stderr == Self.refusal([
            "500-1-77.json, failure 4 (T/T.swift evil()): golden \"\(elsewhere)/x.png\" leads to \(Self.realPath(elsewhere))/x.png, "
                + "outside the snapshot folder",
        ]))
        #expect(!FileManager.default.fileExists(atPath: elsewhere + "/x.png"))
        try Self.expectUnchanged(root)
    }

    @Test func aGoldenThatIsALinkOutOfTheFolderOrInAFolderLinkedOutIsRefused() throws {
        let root = try Accept.package()
        let outside = try CommandLineTool.temporaryFolder()
        try Data("precious".utf8).write(to: URL(fileURLWithPath: outside + "/victim.png"))
        // a: the golden itself is a link out; b (missing): its folder is replaced by a link out.
        try FileManager.default.removeItem(atPath: root + "/Snapshots/T/one.a.0@2x.png")
        try FileManager.default.createSymbolicLink(atPath: root + "/Snapshots/T/one.a.0@2x.png", withDestinationPath: outside + "/victim.png")
        let log = root + "/.build/listshot/artifacts/failures/500-1-77.json"
        var logged = try JSONDecoder().decode(SnapshotProcessLog.self, from: Data(contentsOf: URL(fileURLWithPath: log)))
        logged.failures[1].golden = "Snapshots/U/one.b.0@2x.png"
        try JSONEncoder().encode(logged).write(to: URL(fileURLWithPath: log))
        try FileManager.default.createSymbolicLink(atPath: root + "/Snapshots/U", withDestinationPath: outside)
        let result = try CommandLineTool.run(["snapshots", "accept"], in: root, environment: Accept.environment)
        #expect(result.status == 1)
        let real = Self.realPath(outside)
        #expect(result.stderr == Self.refusal([
            "500-1-77.json, failure 1 (T/T.swift one()): golden \"Snapshots/T/one.a.0@2x.png\" leads to \(real)/victim.png, outside the snapshot folder",
            "500-1-77.json, failure 2 (T/T.swift one()): golden \"Snapshots/U/one.b.0@2x.png\" leads to \(real)/one.b.0@2x.png, outside the snapshot folder",
        ]))
        #expect(try String(contentsOfFile: outside + "/victim.png", encoding: .utf8) == "precious")
        #expect(!FileManager.default.fileExists(atPath: outside + "/one.b.0@2x.png"))
    }

    @Test func aGoldenThatIsALinkInsideTheFolderIsWrittenThroughIt() throws {
        let root = try Accept.package()
        try FileManager.default.moveItem(atPath: root + "/Snapshots/T/one.a.0@2x.png", toPath: root + "/Snapshots/T/shared.png")
        try FileManager.default.createSymbolicLink(atPath: root + "/Snapshots/T/one.a.0@2x.png", withDestinationPath: "shared.png")
        let result = try CommandLineTool.run(["snapshots", "accept", "--filter", "one.a"], in: root, environment: Accept.environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try PNGDecoder.decode(contentsOf: root + "/Snapshots/T/shared.png") == Accept.picture(.black))
    }

    @Test func aGoldenThatIsAFIFOOrADanglingLinkIsRefusedWithoutWaiting() throws {
        let root = try Accept.package()
        try FileManager.default.removeItem(atPath: root + "/Snapshots/T/one.a.0@2x.png")
        #expect(mkfifo(root + "/Snapshots/T/one.a.0@2x.png", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: root + "/Snapshots/T/one.b.0@2x.png", withDestinationPath: "/nonexistent-listshot/b.png")
        // `timeout` ends a run that waits on the FIFO (status 124) instead of hanging the suite.
        let result = try CommandLineTool.runTool(
            "/usr/bin/timeout", ["20", CommandLineTool.executable.path, "snapshots", "accept"], in: root, environment: Accept.environment)
        #expect(result.status == 1)
        #expect(result.stderr == Self.refusal([
            "500-1-77.json, failure 1 (T/T.swift one()): golden \"Snapshots/T/one.a.0@2x.png\" is not a regular file (it is a FIFO)",
            "500-1-77.json, failure 2 (T/T.swift one()): golden \"Snapshots/T/one.b.0@2x.png\" cannot be followed: "
                + "a link that leads nowhere (./Snapshots/T/one.b.0@2x.png)",
        ]))
        #expect(!FileManager.default.fileExists(atPath: "/nonexistent-listshot"))
    }

    @Test func anActualImageOutsideTheArtifactsFolderIsNotRead() throws {
        let elsewhere = try CommandLineTool.temporaryFolder()
        try PNGEncoder.write(Accept.picture(.purple), to: elsewhere + "/private.png")
        let root = try Self.package(golden: "Snapshots/T/one.e.0@2x.png", actual: elsewhere + "/private.png")
        let result = try CommandLineTool.run(["snapshots", "accept"], in: root, environment: Accept.environment)
        #expect(result.status == 1)
        #expect(result.stderr == Self.refusal([
            "500-1-77.json, failure 4 (T/T.swift evil()): actual image \"\(elsewhere)/private.png\" leads to "
                + "\(Self.realPath(elsewhere))/private.png, outside the artifacts folder",
        ]))
        #expect(!FileManager.default.fileExists(atPath: root + "/Snapshots/T/one.e.0@2x.png"))
        try Self.expectUnchanged(root)
    }

    @Test func aLogThatIsADeviceHugeOrNotJSONIsRefusedBeforeItIsRead() throws {
        let root = try Accept.package()
        let log = root + "/.build/listshot/artifacts/failures/500-1-77.json"
        let prefix = "Error: the last test run's log in ./.build/listshot/artifacts/failures cannot be read: 500-1-77.json: "
        try FileManager.default.removeItem(atPath: log)
        try FileManager.default.createSymbolicLink(atPath: log, withDestinationPath: "/dev/zero")
        let device = try CommandLineTool.run(["snapshots", "accept"], in: root, environment: Accept.environment)
        #expect(device.status == 1)
        #expect(device.stderr == prefix + "not a regular file (it is a character device)\n")

        // 3 GB of nothing, sparse: refused by its size, not read.
        try FileManager.default.removeItem(atPath: log)
        #expect(FileManager.default.createFile(atPath: log, contents: nil))
        #expect(truncate(log, 3 << 30) == 0)
        let huge = try CommandLineTool.run(["snapshots", "accept"], in: root, environment: Accept.environment)
        #expect(huge.stderr == prefix + "the file is larger than 64 MiB\n")

        try Data("{\"started\": 0, \"checks\": 1, \"failures\": [{\"test\": 3}]}".utf8).write(to: URL(fileURLWithPath: log))
        let wrong = try CommandLineTool.run(["snapshots", "accept"], in: root, environment: Accept.environment)
        #expect(wrong.stderr == prefix + "failures[0].test: expected a text\n")
        try Data("not json".utf8).write(to: URL(fileURLWithPath: log))
        let garbage = try CommandLineTool.run(["snapshots", "accept"], in: root, environment: Accept.environment)
        #expect(garbage.stderr == prefix + "not valid JSON\n")
        try Self.expectUnchanged(root)
    }

    @Test func theFoldersComeFromTheDefaultsFileWhenNoFlagOrVariableNamesThem() throws {
        let root = try Accept.package(artifacts: "ci-artifacts")
        // The goldens live in Goldens/, as the package's defaults file says.
        try FileManager.default.moveItem(atPath: root + "/Snapshots", toPath: root + "/Goldens")
        let log = root + "/ci-artifacts/failures/500-1-77.json"
        var logged = try JSONDecoder().decode(SnapshotProcessLog.self, from: Data(contentsOf: URL(fileURLWithPath: log)))
        for index in logged.failures.indices {
            logged.failures[index].golden = logged.failures[index].golden.replacingOccurrences(of: "Snapshots/", with: "Goldens/")
        }
        try JSONEncoder().encode(logged).write(to: URL(fileURLWithPath: log))

        let refused = try CommandLineTool.run(["snapshots", "accept", "--artifacts", "ci-artifacts", "--filter", "one.a"], in: root, environment: Accept.environment)
        #expect(refused.stderr == Self.refusal([
            "500-1-77.json, failure 1 (T/T.swift one()): golden \"Goldens/T/one.a.0@2x.png\" leads to "
                + "\(Self.realPath(root))/Goldens/T/one.a.0@2x.png, outside the snapshot folder",
        ]))
        let flag = try CommandLineTool.run(
            ["snapshots", "accept", "--artifacts", "ci-artifacts", "--snapshots", "Goldens", "--filter", "one.a"], in: root,
            environment: Accept.environment)
        #expect(flag.stdout == "updated Goldens/T/one.a.0@2x.png\n", "\(flag.stderr)")

        try Data("artifactsDirectory: ci-artifacts\ntargets:\n  TTests: {snapshotDirectory: Goldens}\n".utf8)
            .write(to: URL(fileURLWithPath: root + "/listshot-snapshots.yaml"))
        let file = try CommandLineTool.run(["snapshots", "accept"], in: root, environment: Accept.environment)
        #expect(file.status == 0, "\(file.stderr)")
        #expect(file.stdout == "added Goldens/T/one.b.0@2x.png\n", "a is accepted already")

        try Data("artifactsDirectory: 7\n".utf8).write(to: URL(fileURLWithPath: root + "/listshot-snapshots.yaml"))
        let broken = try CommandLineTool.run(["snapshots", "accept"], in: root, environment: Accept.environment)
        #expect(broken.status == 1)
        #expect(broken.stderr == "Error: ./listshot-snapshots.yaml: artifactsDirectory: expected a folder, relative to the package's or absolute, got 7\n")
    }
}
