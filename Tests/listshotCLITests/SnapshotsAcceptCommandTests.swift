import Foundation
import ListshotRaster
import ListshotSnapshot
import Testing

/// `listshot snapshots accept`: the last run's actual images become the goldens, as
/// recording them would write them, without running the tests again.
@Suite struct SnapshotsAcceptCommandTests {
    /// The environment of every run: no LISTSHOT_ARTIFACTS from the test's own.
    static let environment = ["LISTSHOT_ARTIFACTS": ""]

    static func picture(_ color: Color) throws -> Framebuffer {
        try Framebuffer(width: 6, height: 4, color: color)
    }

    static func provenance(_ name: String) -> SnapshotProvenance {
        SnapshotProvenance(listshotVersion: "9.9.9", test: "T/T.swift one()", name: name, offset: 0, scale: 2)
    }

    /// A package whose last run (`run`, logged in `artifacts`) failed three times: `a` did
    /// not match its golden, `b` had none under record mode never, `c` was recorded (nothing
    /// to accept); and `d` passed.
    static func package(artifacts: String = ".build/listshot/artifacts", run: String = "500-1") throws -> String {
        let root = try CommandLineTool.temporaryFolder()
        let folder = root + "/" + artifacts
        for path in ["Snapshots/T", folder + "/failures", folder + "/T/one.a.0@2x", folder + "/T/one.b.0@2x", folder + "/T/one.c.0@2x"] {
            try FileManager.default.createDirectory(atPath: path.hasPrefix("/") ? path : root + "/" + path, withIntermediateDirectories: true)
        }
        try PNGEncoder.write(picture(.white), to: root + "/Snapshots/T/one.a.0@2x.png")
        try PNGEncoder.write(picture(.black), to: folder + "/T/one.a.0@2x/actual.png")
        try PNGEncoder.write(picture(.purple), to: folder + "/T/one.b.0@2x/actual.png")
        try PNGEncoder.write(picture(.white), to: folder + "/T/one.c.0@2x/actual.png")
        func failure(_ name: String, line: Int, provenance: SnapshotProvenance?) -> SnapshotFailure {
            SnapshotFailure(
                test: "T/T.swift one()", sourceLocation: "Tests/T/T.swift:\(line)", golden: "Snapshots/T/one.\(name).0@2x.png",
                summary: "?", actual: "T/one.\(name).0@2x/actual.png", offset: 0, provenance: provenance)
        }
        let log = SnapshotProcessLog(
            started: 0, checks: 4,
            failures: [
                failure("a", line: 3, provenance: provenance("a")), failure("b", line: 4, provenance: provenance("b")),
                failure("c", line: 5, provenance: nil),
            ],
            passes: [SnapshotPass(test: "T/T.swift one()", sourceLocation: "Tests/T/T.swift:6", golden: "Snapshots/T/one.d.0@2x.png")])
        try JSONEncoder().encode(log).write(to: URL(fileURLWithPath: folder + "/failures/\(run)-77.json"))
        return root
    }

    /// The golden that recording `image` with `provenance` writes (GoldenStore under record mode all).
    static func recording(_ image: Framebuffer, _ provenance: SnapshotProvenance) throws -> [UInt8] {
        let folder = try CommandLineTool.temporaryFolder()
        _ = GoldenStore(artifactsDirectory: folder).check(
            image, against: folder + "/golden.png", record: .all, tolerance: .exact, artifactsName: "x", provenance: provenance)
        return Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/golden.png")))
    }

    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func everyActualImageBecomesItsGoldenAsRecordingWouldWriteIt() throws {
        let root = try Self.package()
        let result = try CommandLineTool.run(["snapshots", "accept"], in: root, environment: Self.environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "updated Snapshots/T/one.a.0@2x.png\nadded Snapshots/T/one.b.0@2x.png\n")
        #expect(result.stderr == "listshot: 2 goldens written from the last test run's actual images; "
            + "look at them (git diff), commit them and run the tests again\n")
        #expect(try Self.bytes(root + "/Snapshots/T/one.a.0@2x.png") == Self.recording(Self.picture(.black), Self.provenance("a")))
        #expect(try Self.bytes(root + "/Snapshots/T/one.b.0@2x.png") == Self.recording(Self.picture(.purple), Self.provenance("b")))
        #expect(!FileManager.default.fileExists(atPath: root + "/Snapshots/T/one.c.0@2x.png"), "recorded: nothing to accept")
        let left = try FileManager.default.contentsOfDirectory(atPath: root + "/Snapshots/T").sorted()
        #expect(left == ["one.a.0@2x.png", "one.b.0@2x.png"], "no temporary file left")

        // Again: the goldens hold their images already.
        let again = try CommandLineTool.run(["snapshots", "accept", "--package", root], in: "/", environment: Self.environment)
        #expect(again.status == 1)
        #expect(again.stdout == "")
        #expect(again.stderr == "Error: nothing to accept: the 2 goldens already hold their actual images of the last test run (500-1)\n")
    }

    @Test(arguments: [
        (["--filter", "one.b"], "added Snapshots/T/one.b.0@2x.png\n"),
        (["--filter", "T/T.swift one()"], "updated Snapshots/T/one.a.0@2x.png\nadded Snapshots/T/one.b.0@2x.png\n"),
        (["--filter", "Snapshots/T/one.a.0@2x.png", "--filter", "nothing"], "updated Snapshots/T/one.a.0@2x.png\n"),
    ])
    func aFilterChoosesByTestNameOrGoldenPath(_ filter: [String], _ written: String) throws {
        let root = try Self.package()
        let result = try CommandLineTool.run(["snapshots", "accept"] + filter, in: root, environment: Self.environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == written)
    }

    @Test func aFilterThatMatchesNothingListsWhatCouldBeAccepted() throws {
        let root = try Self.package()
        let result = try CommandLineTool.run(["snapshots", "accept", "--filter", "Feed"], in: root, environment: Self.environment)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == """
            Error: --filter Feed matches no failure of the last test run that can be accepted; a filter is part of a test's name or of a golden's path, one of:
              T/T.swift one()  Snapshots/T/one.a.0@2x.png
              T/T.swift one()  Snapshots/T/one.b.0@2x.png

            """)
        #expect(try PNGDecoder.decode(contentsOf: root + "/Snapshots/T/one.a.0@2x.png") == Self.picture(.white), "unchanged")
    }

    @Test func theArtifactsFolderComesFromTheFlagOrTheEnvironment() throws {
        let root = try Self.package(artifacts: "ci-artifacts")
        let missing = try CommandLineTool.run(["snapshots", "accept"], in: root, environment: Self.environment)
        #expect(missing.status == 1)
        #expect(missing.stderr == "Error: no artifacts folder at ./.build/listshot/artifacts: run the tests first (swift test); "
            + "if they ran with LISTSHOT_ARTIFACTS, set it here too or pass --artifacts\n")
        let flag = try CommandLineTool.run(
            ["snapshots", "accept", "--artifacts", "ci-artifacts", "--filter", "one.a"], in: root, environment: Self.environment)
        #expect(flag.stdout == "updated Snapshots/T/one.a.0@2x.png\n")
        let variable = try CommandLineTool.run(["snapshots", "accept"], in: root, environment: ["LISTSHOT_ARTIFACTS": root + "/ci-artifacts"])
        #expect(variable.stdout == "added Snapshots/T/one.b.0@2x.png\n", "a is accepted already")
    }

    @Test func noRunOrNoFailureIsNothingToAccept() throws {
        let root = try Self.package()
        let artifacts = root + "/.build/listshot/artifacts"
        // Only a recorded golden failed: nothing to accept.
        let recordedOnly = SnapshotProcessLog(started: 0, checks: 2, failures: [
            SnapshotFailure(test: "T/T.swift one()", sourceLocation: "T.swift:5", golden: "Snapshots/T/one.c.0@2x.png", summary: "?",
                            actual: "T/one.c.0@2x/actual.png"),
        ])
        try JSONEncoder().encode(recordedOnly).write(to: URL(fileURLWithPath: artifacts + "/failures/600-1-8.json"))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: artifacts + "/failures/600-1-8.json")
        let recorded = try CommandLineTool.run(["snapshots", "accept"], in: root, environment: Self.environment)
        #expect(recorded.status == 1)
        #expect(recorded.stderr == "Error: nothing to accept: none of the 1 snapshot failure of the last test run (600-1) left an image "
            + "to accept (a golden recorded, unreadable or not checked); see its report\n")

        let passed = SnapshotProcessLog(started: 0, checks: 2, failures: [])
        try JSONEncoder().encode(passed).write(to: URL(fileURLWithPath: artifacts + "/failures/700-1-9.json"))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 120)], ofItemAtPath: artifacts + "/failures/700-1-9.json")
        let none = try CommandLineTool.run(["snapshots", "accept"], in: root, environment: Self.environment)
        #expect(none.status == 1)
        #expect(none.stderr == "Error: nothing to accept: no snapshot failed in the last test run (700-1)\n")

        try FileManager.default.removeItem(atPath: artifacts + "/failures")
        let noRun = try CommandLineTool.run(["snapshots", "accept"], in: root, environment: Self.environment)
        #expect(noRun.status == 1)
        #expect(noRun.stderr == "Error: no test run is logged in ./.build/listshot/artifacts/failures: run the tests first (swift test)\n")
        #expect(try PNGDecoder.decode(contentsOf: root + "/Snapshots/T/one.a.0@2x.png") == Self.picture(.white), "unchanged")
    }

    @Test func aDamagedActualImageChangesNoGolden() throws {
        let root = try Self.package()
        let actual = root + "/.build/listshot/artifacts/T/one.b.0@2x/actual.png"
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: actual))
        let result = try CommandLineTool.run(["snapshots", "accept"], in: root, environment: Self.environment)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: cannot read the actual image ./.build/listshot/artifacts/T/one.b.0@2x/actual.png: "))
        #expect(result.stderr.hasSuffix("; no golden was changed\n"))
        #expect(try PNGDecoder.decode(contentsOf: root + "/Snapshots/T/one.a.0@2x.png") == Self.picture(.white), "a unchanged")
    }

    @Test func anEmptyFilterIsRefused() throws {
        let result = try CommandLineTool.run(["snapshots", "accept", "--filter", ""], in: "/", environment: Self.environment)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: --filter needs a text: part of a test's name or of a golden's path\n"))
    }
}
