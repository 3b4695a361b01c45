import Foundation
import ListshotTestSupport
import Testing

/// Tests/Benchmarks/peers, the peer comparison that left `listshot bench`: run here with
/// stand-ins for the peers and for the listshot command (the times are not checked).
@Suite struct PeerBenchmarkScriptTests {
    static let script = RepositoryPaths.root + "/Tests/Benchmarks/peers"

    /// Runs the script with `arguments` (python3 from PATH), the built listshot as --listshot.
    static func run(_ arguments: [String]) throws -> CommandLineTool.Output {
        try CommandLineTool.runTool(
            "/usr/bin/env", ["python3", script, "--listshot", CommandLineTool.executable.path] + arguments,
            in: try CommandLineTool.temporaryFolder())
    }

    /// A folder with stand-in peer scripts (run by /bin/sh) that write bytes in files.
    static func fakePeers() throws -> String {
        let dir = try CommandLineTool.temporaryFolder()
        try "printf 0123456789 > \"$1/frame000.png\"\n".write(toFile: dir + "/pillow_render.py", atomically: true, encoding: .utf8)
        try "printf 0123456789 > \"$1/frame000.png\"; printf 0123456789 > \"$1/frame001.png\"\n"
            .write(toFile: dir + "/skia_render.py", atomically: true, encoding: .utf8)
        return dir
    }

    @Test func comparesTheListshotCommandWithThePeersInTurn() throws {
        let result = try Self.run(
            ["--python", "/bin/sh", "--peers", try Self.fakePeers(), "--rounds", "2",
             "--listshot-command", "printf abcd > {out}/frame000.png"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Tests/Benchmarks/peers: 2 rounds, each contestant a whole process, the order rotating")
        // The order rotates: each contestant goes first once in three rounds.
        #expect(lines.contains { $0.hasPrefix("round 1: listshot ") && $0.contains(", pillow ") && $0.contains(", skia ") })
        #expect(lines.contains { $0.hasPrefix("round 2: pillow ") })
        // Medians, ratios to listshot, files and bytes.
        func row(_ name: String) -> [String] {
            (lines.last { $0.hasPrefix(name + " ") } ?? "").split(separator: " ").map(String.init)
        }
        #expect(row("listshot").suffix(4) == ["1.00", "1", "4", "1.000"])
        #expect(row("pillow").suffix(3) == ["1", "10", "2.500"])
        #expect(row("skia").suffix(3) == ["2", "20", "5.000"])
    }

    @Test func theDefaultListshotCommandDrawsTheContactsJobWithTheBuiltListshot() throws {
        let result = try Self.run(["--python", "/bin/sh", "--peers", try Self.fakePeers(), "--rounds", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        let listshot = result.stdout.split(separator: "\n").map(String.init).first { $0.hasPrefix("  listshot: ") }
        #expect(listshot == "  listshot: /bin/sh -c '\(CommandLineTool.executable.path)' render contacts --offsets 0:35400:600 --out-dir 'OUT'")
        #expect(result.stdout.split(separator: "\n").last { $0.hasPrefix("listshot ") }?.split(separator: " ").dropFirst(3).first == "60")
    }

    @Test func aContestantThatFailsStopsTheComparisonWithWhatItSaid() throws {
        let result = try Self.run(
            ["--python", "/bin/sh", "--peers", try Self.fakePeers(), "--rounds", "1",
             "--listshot-command", "echo no such flag >&2; exit 3"])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: listshot failed (3) in round 1:\nno such flag\n")
    }

    @Test func withoutThePeerScriptsItSaysWhereItLooked() throws {
        let result = try Self.run(["--peers", "nowhere"])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: --peers: no pillow_render.py in 'nowhere' (run from the repository's top folder, or give --peers)\n")
    }
}
