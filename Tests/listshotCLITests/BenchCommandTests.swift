import Foundation
import Testing

/// `listshot bench`: the figures it prints in process (the figures are not checked). The
/// peer comparison, `--compare-peers`, is BenchComparePeersTests'.
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

    @Test func theHelpExplainsThePeerComparisonAndItsSetUp() throws {
        let result = try CommandLineTool.run(["bench", "--help"], in: try CommandLineTool.temporaryFolder())
        let help = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("--compare-peers times listshot against its peers as whole processes instead: this listshot"), "\(help)")
        #expect(help.contains("python3 -m venv /tmp/peers && /tmp/peers/bin/pip install pillow skia-python"), "\(help)")
        #expect(result.stdout.contains("\nTIMING AGAINST THE PEERS:\n  --compare-peers "), "\(result.stdout)")
        for flag in ["--peers <folder>", "--python <path>", "--rounds <count>"] {
            #expect(help.contains(flag), "\(flag) in \(help)")
        }
    }
}
