import Foundation
import Testing

/// Issue 21, item 10: `--offset` given many times is read in linear time, in the order
/// given, and a bad value among them is reported as ArgumentParser reports any bad value.
@Suite struct OffsetFlagsTests {
    let dir: String
    init() throws { dir = try CommandLineTool.temporaryFolder() }

    @Test func offsetsKeepTheirOrderInEveryForm() throws {
        let result = try CommandLineTool.run(
            ["render", "demo", "--offset", "40", "--width", "50", "--offset=-0", "--offset", "20", "--height", "40", "--scale", "1", "--out-dir", "."],
            in: dir)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout == "demo-40.png\ndemo-0.png\ndemo-20.png\n")
    }

    @Test func aBadValueAmongManyIsNamed() throws {
        let offsets = (0..<500).flatMap { ["--offset", "\($0)"] }
        try CommandLineTool.expectRefused(
            ["render", "demo"] + offsets + ["--offset", "0x10", "--out-dir", "."],
            message: "Error: The value '0x10' is invalid for '--offset <points>': '0x10' is not a decimal number (such as 120, -33.5 or 1e3)")
    }

    /// What follows `--` is an argument, not a flag: the scene `--offset`, which is no scene.
    @Test func argumentsAfterTheTerminatorAreLeftAlone() throws {
        let result = try CommandLineTool.run(["layout", "--offset", "10", "--", "--offset"], in: dir)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: unknown scene '--offset'"), "stderr: \(result.stderr)")
    }

    /// 40,000 flags, under a CPU-time limit of 120 s: folded, they take about 0.3 s in a
    /// debug build; read one by one by ArgumentParser (quadratic), 10,000 took 196 s, so
    /// 40,000 would take about an hour and the limit kills the process (SIGXCPU). A limit
    /// on CPU time, not on the clock, and 400 times the need, so a loaded machine cannot
    /// trip it.
    @Test func fortyThousandFlagsAreReadInLinearTime() throws {
        let offsets = (0..<40_000).flatMap { ["--offset", "\($0)"] }
        let result = try CommandLineTool.runTool(
            "/bin/sh", ["-c", "ulimit -t 120; exec \"$0\" \"$@\"", CommandLineTool.executable.path, "render", "demo"] + offsets + ["-o", "a.png"],
            in: dir)
        #expect(result.status == 64)
        #expect(result.stderr.split(separator: "\n").first
            == "Error: -o names one file, but --offset is given 40,000 times, a frame each; give --out-dir for their folder instead")
    }

    /// Issue 21, item 17: a number too small for a Double was reported as "got 0".
    @Test func aNumberThatUnderflowsIsNamedAsTooSmall() throws {
        try CommandLineTool.expectRefused(
            ["render", "--width", "1e-400"],
            message: "Error: The value '1e-400' is invalid for '--width <points>': '1e-400' is too small: it is closer to 0 than a Double can hold")
    }

    /// Issue 21, item 12: the last frame's offset overflowed to infinity and `bench` stopped
    /// on a precondition (exit 132).
    @Test func benchRefusesAStepThatOverflows() throws {
        try CommandLineTool.expectRefused(
            ["bench", "wheel", "--frames", "3", "--step", "9e307"],
            message: "Error: --frames 3 and --step 9e+307 put the last frame more than 10,000,000,000,000 points from the first; "
                + "(frames - 1) × step must be at most 10,000,000,000,000, the extent listshot lays out exactly")
        try CommandLineTool.expectRefused(
            ["bench", "--frames", "100001"],
            message: "Error: --frames must be at most 100,000 (as in one render run), got 100,001")
    }
}
