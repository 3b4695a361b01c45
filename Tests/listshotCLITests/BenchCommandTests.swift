import Foundation
import Testing

/// `listshot bench`: the figures it prints in process, and the peer comparison, run here
/// with stand-ins for the peers and for the listshot command (the figures are not checked).
@Suite struct BenchCommandTests {
    @Test func printsEachStageAFrameRateTheBytesAndThePeakMemory() throws {
        let dir = try CommandLineTool.temporaryFolder()
        let result = try CommandLineTool.run(["bench", "demo", "--frames", "3", "--step", "40"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let out = result.stdout
        #expect(out.contains("listshot bench demo: 3 frames of 780 × 1688 px, 40 pt apart"))
        for stage in ["layout", "drawing", "encoding", "all three"] {
            #expect(out.contains("\n" + stage + " "), "no \(stage) line in:\n\(out)")
        }
        #expect(out.contains(" ms"))
        #expect(out.contains("frames per second: "))
        #expect(out.contains("PNG bytes: "))
        #expect(out.contains("peak memory (VmHWM): ") && out.contains("MiB after 1,") && out.contains("MiB after 3"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty, "bench writes no file")
    }

    @Test(arguments: ["wheel", "carousel"])
    func aWheelWithoutEndAndAListOnXAreBenchedToo(name: String) throws {
        // The wheel's scrollable range has no end (it wraps): the offsets go on from the top.
        let result = try CommandLineTool.run(["bench", name, "--frames", "3", "--step", "1e4"], in: try CommandLineTool.temporaryFolder())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("listshot bench \(name): 3 frames"))
    }

    @Test func refusesNoFrames() throws {
        let result = try CommandLineTool.run(["bench", "--frames", "0"], in: try CommandLineTool.temporaryFolder())
        #expect(result.status != 0)
        #expect(result.stderr.contains("--frames must be at least 1"))
    }

    /// A folder with stand-in peer scripts (run by /bin/sh) that write `bytes` bytes in files.
    static func fakePeers() throws -> String {
        let dir = try CommandLineTool.temporaryFolder()
        try "printf 0123456789 > \"$1/frame000.png\"\n".write(toFile: dir + "/pillow_render.py", atomically: true, encoding: .utf8)
        try "printf 0123456789 > \"$1/frame000.png\"; printf 0123456789 > \"$1/frame001.png\"\n"
            .write(toFile: dir + "/skia_render.py", atomically: true, encoding: .utf8)
        return dir
    }

    @Test func comparesTheListshotCommandWithThePeersInTurn() throws {
        let peers = try Self.fakePeers()
        let result = try CommandLineTool.run(
            ["bench", "--compare-peers", "--python", "/bin/sh", "--peers", peers, "--rounds", "2",
             "--listshot-command", "printf abcd > {out}/frame000.png"],
            in: try CommandLineTool.temporaryFolder())
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
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

    @Test func aContestantThatFailsStopsTheComparisonWithWhatItSaid() throws {
        let result = try CommandLineTool.run(
            ["bench", "--compare-peers", "--python", "/bin/sh", "--peers", try Self.fakePeers(), "--rounds", "1",
             "--listshot-command", "echo no such flag >&2; exit 3"],
            in: try CommandLineTool.temporaryFolder())
        #expect(result.status != 0)
        #expect(result.stderr.contains("listshot failed (3) in round 1"))
        #expect(result.stderr.contains("no such flag"))
    }

    @Test func withoutThePeerScriptsItSaysWhereItLooked() throws {
        let result = try CommandLineTool.run(["bench", "--compare-peers", "--peers", "nowhere"], in: try CommandLineTool.temporaryFolder())
        #expect(result.status != 0)
        #expect(result.stderr.contains("--peers: no pillow_render.py in 'nowhere'"))
    }

    @Test func theDefaultListshotCommandDrawsTheContactsJobIntoTheFolder() throws {
        let result = try CommandLineTool.run(["bench", "--help"], in: try CommandLineTool.temporaryFolder())
        let help = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("{listshot} render contacts --offsets 0:35400:600 --out-dir {out}"), "\(help)")
    }
}
