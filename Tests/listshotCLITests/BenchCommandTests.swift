import Foundation
import Testing

/// `listshot bench`: the figures it prints in process (the figures are not checked). The
/// peer comparison is Tests/Benchmarks/peers (PeerBenchmarkScriptTests).
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

    @Test func theHelpPointsToThePeerScriptAndOffersNoPeerFlags() throws {
        let result = try CommandLineTool.run(["bench", "--help"], in: try CommandLineTool.temporaryFolder())
        let help = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("To time listshot against its peers (Pillow, Skia) as whole processes, run Tests/Benchmarks/peers from the repository (README: Benchmarks)."), "\(help)")
        #expect(!help.contains("--compare-peers"), "\(help)")
    }

    @Test func thePeerFlagsAreGone() throws {
        let result = try CommandLineTool.run(["bench", "--compare-peers"], in: try CommandLineTool.temporaryFolder())
        #expect(result.status == 64)
        #expect(result.stderr.split(separator: "\n").first == "Error: Unknown option '--compare-peers'")
    }
}
