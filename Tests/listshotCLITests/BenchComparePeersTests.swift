import Foundation
import ListshotTestSupport
import Testing

/// `listshot bench --compare-peers`, run as a user runs it: its flags, what it says when the
/// peers are missing, and a whole comparison with stand-ins for the peers and their Python
/// (the times are not checked). The figures' arithmetic is in PeerComparisonTests.
@Suite struct BenchComparePeersTests {
    /// What a debug build says on standard error before and after the figures (tests run debug builds).
    static let debugWarning: String = {
        #if DEBUG
            let warning = "WARNING: this listshot is a debug build, unoptimized and much slower than a release build: its times and ratios "
                + "mean nothing. Build with `swift build -c release --product listshot` and run .build/release/listshot bench --compare-peers.\n"
            return warning
        #else
            return ""
        #endif
    }()

    static func executable(_ path: String, _ text: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }

    /// A folder with stand-in peer scripts (shell scripts, run by ``fakePython(in:)``) that
    /// write bytes in files: Pillow 1 file of 10 bytes, Skia 2 files of 10.
    static func fakePeers(pillow: String = "printf 0123456789 > \"$1/frame000.png\"\n") throws -> String {
        let dir = try CommandLineTool.temporaryFolder()
        try pillow.write(toFile: dir + "/pillow_render.py", atomically: true, encoding: .utf8)
        try "printf 0123456789 > \"$1/frame000.png\"; printf 0123456789 > \"$1/frame001.png\"\n"
            .write(toFile: dir + "/skia_render.py", atomically: true, encoding: .utf8)
        try "".write(toFile: dir + "/scene.py", atomically: true, encoding: .utf8)
        return dir
    }

    /// A stand-in for a Python with Pillow and skia-python: `-c CODE` (the import check)
    /// succeeds, `SCRIPT ARGUMENTS` runs the script with /bin/sh.
    static func fakePython() throws -> String {
        let path = try CommandLineTool.temporaryFolder() + "/python"
        try executable(path, "#!/bin/sh\nif [ \"$1\" = -c ]; then exit 0; fi\nexec /bin/sh \"$@\"\n")
        return path
    }

    @Test func comparesThisListshotWithThePeersInTurnAndPrintsTheMediansAndBytes() throws {
        let peers = try Self.fakePeers(), python = try Self.fakePython()
        let result = try CommandLineTool.run(
            ["bench", "--compare-peers", "--peers", peers, "--python", python, "--rounds", "2"], in: try CommandLineTool.temporaryFolder())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == Self.debugWarning + Self.debugWarning)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(lines.count == 14, "\(result.stdout)")
        let build = Self.debugWarning.isEmpty ? "release" : "debug"
        #expect(Array(lines.prefix(5)) == [
            "listshot bench --compare-peers: the contacts job (60 frames at offsets 0, 600, … 35400, 780 × 1688 px, each a PNG, "
                + "into a new folder) as whole processes, 2 rounds, the order rotating; a \(build) build of listshot",
            "  listshot: \(CommandLineTool.executable.path) render contacts --offsets 0:35400:600 --out-dir OUT",
            "  Pillow: \(python) \(peers)/pillow_render.py OUT",
            "  Skia: \(python) \(peers)/skia_render.py OUT",
            "  in \(RepositoryPaths.root)",
        ], "\(result.stdout)")
        // The order rotates: listshot first in round 1, Pillow in round 2.
        #expect(lines[5].hasPrefix("round 1: listshot ") && lines[5].contains(" s, Pillow ") && lines[5].contains(" s, Skia "), "\(lines[5])")
        #expect(lines[6].hasPrefix("round 2: Pillow ") && lines[6].contains(" s, Skia ") && lines[6].contains(" s, listshot "), "\(lines[6])")
        #expect(lines[7] == "")
        #expect(lines[8] == "median of 2      seconds   × listshot   files          bytes   ÷ Pillow's")
        // Files, bytes and the bytes' ratio to Pillow's (10 bytes): the times are not checked.
        let listshot = lines[9].split(separator: " ").map(String.init)
        #expect(listshot.first == "listshot" && listshot[2] == "1.00" && listshot[3] == "60", "\(lines[9])")
        let bytes = try #require(Int(listshot[4].replacingOccurrences(of: ",", with: "")))
        #expect(bytes > 60 * 1000 && listshot[5] == String(format: "%.3f", Double(bytes) / 10), "\(lines[9])")
        #expect(lines[10].split(separator: " ").suffix(3) == ["1", "10", "1.000"], "\(lines[10])")
        #expect(lines[11].split(separator: " ").suffix(3) == ["2", "20", "2.000"], "\(lines[11])")
        #expect(lines[12].hasPrefix("Pillow ") && lines[12].contains("x listshot; Skia ")
            && lines[12].hasSuffix("x listshot; listshot's bytes \(listshot[5])x Pillow's"), "\(lines[12])")
        #expect(lines[13] == "")
    }

    @Test func aContestantThatFailsStopsTheComparisonWithWhatItSaid() throws {
        let peers = try Self.fakePeers(pillow: "echo no such font >&2; exit 3\n")
        let result = try CommandLineTool.run(
            ["bench", "--compare-peers", "--peers", peers, "--python", try Self.fakePython(), "--rounds", "1"],
            in: try CommandLineTool.temporaryFolder())
        #expect(result.status == 1)
        #expect(result.stderr == Self.debugWarning + "Error: Pillow failed (exit status 3) in round 1:\nno such font\n")
    }

    @Test func withoutThePeerScriptsItSaysWhereItLookedAndWhereTheyLive() throws {
        let nowhere = try CommandLineTool.temporaryFolder() + "/nowhere"
        let result = try CommandLineTool.run(["bench", "--compare-peers", "--peers", nowhere], in: "/")
        #expect(result.status == 1)
        #expect(result.stderr == "Error: cannot compare with the peers: no peer scripts in \(nowhere) (--peers). "
            + "The peers (pillow_render.py, skia_render.py and scene.py) live in a development folder outside the repository, "
            + "../shared/peers beside the package's folder; give its path with --peers FOLDER or LISTSHOT_PEERS=FOLDER\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func aRelativePeersFolderIsTheWorkingDirectorysAndTheVariableNamesOneToo() throws {
        let dir = try CommandLineTool.temporaryFolder()
        let byFlag = try CommandLineTool.run(["bench", "--compare-peers", "--peers", "peers"], in: dir)
        #expect(byFlag.stderr.hasPrefix("Error: cannot compare with the peers: no peer scripts in \(dir)/peers (--peers). "), "\(byFlag.stderr)")
        let byVariable = try CommandLineTool.run(["bench", "--compare-peers"], in: dir, environment: ["LISTSHOT_PEERS": dir + "/elsewhere"])
        #expect(byVariable.stderr.hasPrefix("Error: cannot compare with the peers: no peer scripts in \(dir)/elsewhere ($LISTSHOT_PEERS). "), "\(byVariable.stderr)")
    }

    @Test func aPythonWithoutPillowAndSkiaIsRefusedWithTheSetUp() throws {
        let result = try CommandLineTool.run(
            ["bench", "--compare-peers", "--peers", try Self.fakePeers(), "--python", "/bin/false"], in: "/")
        #expect(result.status == 1)
        #expect(result.stderr == "Error: cannot compare with the peers: the Python /bin/false (--python) cannot import PIL (pip package pillow) "
            + "nor skia (pip package skia-python). The peers need a Python with pillow and skia-python; make one and give it with --python:\n"
            + "  python3 -m venv /tmp/peers && /tmp/peers/bin/pip install pillow skia-python\n"
            + "  listshot bench --compare-peers --python /tmp/peers/bin/python\n")
    }

    @Test func aPythonThatIsNotThereIsRefusedWithTheSetUp() throws {
        let result = try CommandLineTool.run(
            ["bench", "--compare-peers", "--peers", try Self.fakePeers(), "--python", "no-such-python"], in: "/")
        #expect(result.status == 1)
        #expect(result.stderr == "Error: cannot compare with the peers: the Python no-such-python (--python) cannot be run: "
            + "No such file or directory. The peers need a Python with pillow and skia-python; make one and give it with --python:\n"
            + "  python3 -m venv /tmp/peers && /tmp/peers/bin/pip install pillow skia-python\n"
            + "  listshot bench --compare-peers --python /tmp/peers/bin/python\n")
    }

    @Test func refusesNoRounds() throws {
        try CommandLineTool.expectRefused(["bench", "--compare-peers", "--rounds", "0"], message: "Error: --rounds must be at least 1, got 0")
    }

    @Test func refusesThePeerFlagsWithoutComparePeers() throws {
        try CommandLineTool.expectRefused(["bench", "--rounds", "2"], message: "Error: --rounds applies only with --compare-peers")
        try CommandLineTool.expectRefused(["bench", "--python", "python3"], message: "Error: --python applies only with --compare-peers")
        try CommandLineTool.expectRefused(["bench", "--peers", "p"], message: "Error: --peers applies only with --compare-peers")
    }

    @Test(arguments: [["demo"], ["--frames", "10"], ["--step", "40"], ["--compression", "fast"]])
    func refusesAnotherJobWithComparePeers(arguments: [String]) throws {
        try CommandLineTool.expectRefused(
            ["bench", "--compare-peers"] + arguments,
            message: "Error: --compare-peers times the contacts job as the peers draw it (60 frames 600 pt apart, --compression balanced): "
                + "give no scene, --frames, --step nor --compression with it")
    }

    /// The real peers, when this machine has them: their folder (LISTSHOT_PEERS, else
    /// ../shared/peers beside the repository) and a Python with Pillow and skia-python named
    /// by LISTSHOT_PEERS_PYTHON. CI has neither, and must not need them, so it skips.
    static let realPeersPython: String? = {
        let environment = ProcessInfo.processInfo.environment
        let folder = environment["LISTSHOT_PEERS"].flatMap { $0.isEmpty ? nil : $0 } ?? RepositoryPaths.root + "/../shared/peers"
        guard FileManager.default.fileExists(atPath: folder + "/pillow_render.py") else { return nil }
        return environment["LISTSHOT_PEERS_PYTHON"].flatMap { $0.isEmpty ? nil : $0 }
    }()

    @Test(.enabled(if: realPeersPython != nil, "needs the peer scripts and LISTSHOT_PEERS_PYTHON, a Python with pillow and skia-python"))
    func theRealPeersDrawTheSixtyFramesToo() throws {
        let result = try CommandLineTool.run(
            ["bench", "--compare-peers", "--python", try #require(Self.realPeersPython), "--rounds", "1"], in: try CommandLineTool.temporaryFolder())
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let header = try #require(lines.firstIndex { $0.hasPrefix("median of 1 ") }, "\(result.stdout)")
        try #require(lines.count > header + 3, "\(result.stdout)")
        for (offset, name) in ["listshot", "Pillow", "Skia"].enumerated() {
            let row = lines[header + 1 + offset].split(separator: " ")
            #expect(row.first.map(String.init) == name && row[3] == "60", "\(result.stdout)")
        }
    }
}
