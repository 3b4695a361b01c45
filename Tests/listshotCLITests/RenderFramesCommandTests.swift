#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ListshotRaster
import Testing

/// Issue 9: `listshot render --offsets START:END:STEP`, repeated `--offset`, `--out-dir` and
/// `--jobs`: many frames in one process, on every core.
@Suite struct RenderFramesCommandTests {
    static func bytes(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    static func names(in dir: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
    }

    /// The same six files whatever `--jobs`, and the same as six `listshot render --offset` processes.
    @Test func contactsAtSixOffsetsAreTheSameBytesWhateverTheJobsAndAsOneProcessAFrame() throws {
        let dir = try CommandLineTool.temporaryFolder()
        let offsets = ["0", "600", "33.5", "1200", "599156", "60"]
        for o in offsets {
            let one = try CommandLineTool.run(["render", "contacts", "--offset", o, "-o", "one-\(o).png"], in: dir)
            #expect(one.status == 0, "\(one.stderr)")
        }
        let flags = offsets.flatMap { ["--offset", $0] }
        for jobs in ["1", "4"] {
            try FileManager.default.createDirectory(atPath: dir + "/jobs\(jobs)", withIntermediateDirectories: false)
            let run = try CommandLineTool.run(["render", "contacts"] + flags + ["--out-dir", "jobs\(jobs)", "--jobs", jobs], in: dir)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.isEmpty)
            #expect(run.stdout == offsets.map { "jobs\(jobs)/contacts-\($0).png\n" }.joined(), "the paths, in the order of the offsets")
            #expect(try Self.names(in: dir + "/jobs\(jobs)") == offsets.map { "contacts-\($0).png" }.sorted(), "no temporary file")
            for o in offsets {
                #expect(try Self.bytes(dir + "/jobs\(jobs)/contacts-\(o).png") == (try Self.bytes(dir + "/one-\(o).png")), "jobs \(jobs), offset \(o)")
            }
        }
    }

    /// END is drawn when it falls on a step, and the steps are taken in decimal: 0.3 is 0.3.
    @Test(arguments: [
        ("0:600:200", ["0", "200", "400", "600"]),
        ("0:700:200", ["0", "200", "400", "600"]),
        ("0:0.3:0.1", ["0", "0.1", "0.2", "0.3"]),
        ("-0.5:1:0.75", ["-0.5", "0.25", "1"]),
        ("1e3:1.2e3:100", ["1000", "1100", "1200"]),
        ("600:600:1", ["600"]),
    ])
    func theOffsetsRunFromStartToEndByStep(range: String, names: [String]) throws {
        let dir = try CommandLineTool.temporaryFolder()
        let result = try CommandLineTool.run(["render", "contacts", "--offsets", range, "--jobs", "2"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let clamped = names.filter { $0.hasPrefix("-") }.map {
            "listshot: offset \($0) is outside the scrollable range 0…599156; drawing at 0\n"
        }
        #expect(result.stderr == clamped.joined())
        let drawn = names.map { $0.hasPrefix("-") ? "0" : $0 }
        #expect(result.stdout == drawn.map { "contacts-\($0).png\n" }.joined())
        #expect(try Self.names(in: dir) == drawn.map { "contacts-\($0).png" }.sorted())
        // 0.3 and 0.1 are the numbers `--offset 0.3` and `--offset 0.1` draw.
        if range == "0:0.3:0.1" {
            _ = try CommandLineTool.run(["render", "contacts", "--offset", "0.3", "-o", "single.png"], in: dir)
            #expect(try Self.bytes(dir + "/contacts-0.3.png") == (try Self.bytes(dir + "/single.png")))
        }
    }

    /// Offsets past the end draw the last frame once: a note for each, the path once.
    @Test func offsetsPastTheEndDrawTheLastFrameOnce() throws {
        let dir = try CommandLineTool.temporaryFolder()
        let result = try CommandLineTool.run(["render", "--offsets", "0:400:100"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "demo-0.png\ndemo-100.png\ndemo-156.png\n")
        #expect(result.stderr == ["200", "300", "400"].map {
            "listshot: offset \($0) is outside the scrollable range 0…156; drawing at 156\n"
        }.joined())
        #expect(try Self.names(in: dir) == ["demo-0.png", "demo-100.png", "demo-156.png"])
    }

    /// A scene file is read once and drawn at each offset as its own process would.
    @Test func aSceneFileDrawsEachFrameAsItsOwnProcessWould() throws {
        let dir = try RenderSceneFileTests.folder()
        let many = try CommandLineTool.run(["render", "people.json", "--offsets", "0:300:150", "--out-dir", "."], in: dir)
        #expect(many.status == 0, "\(many.stderr)")
        #expect(many.stdout == "people-0.png\npeople-150.png\npeople-300.png\n")
        for o in ["0", "150", "300"] {
            _ = try CommandLineTool.run(["render", "people.json", "--offset", o, "-o", "one.png"], in: dir)
            #expect(try Self.bytes(dir + "/people-\(o).png") == (try Self.bytes(dir + "/one.png")), "offset \(o)")
        }
    }

    /// One frame with `--out-dir` goes into the folder under its default name.
    @Test func oneFrameGoesIntoTheOutputFolder() throws {
        let dir = try CommandLineTool.temporaryFolder()
        try FileManager.default.createDirectory(atPath: dir + "/frames", withIntermediateDirectories: false)
        let result = try CommandLineTool.run(["render", "--offset", "120", "--out-dir", "frames/"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "frames/demo-120.png\n")
        #expect(try Self.names(in: dir + "/frames") == ["demo-120.png"])
    }

    /// Each bad value is refused before any work with its whole message, exit 64, and nothing written.
    @Test(arguments: [
        (["--offsets", "0:600:0"], "Error: --offsets 0:600:0: the step must be greater than 0, got 0"),
        (["--offsets", "0:600:-200"], "Error: --offsets 0:600:-200: the step must be greater than 0, got -200"),
        (["--offsets", "600:0:200"], "Error: --offsets 600:0:200: the start 600 is after the end 0"),
        (["--offsets", "0:100000:0.5"],
         "Error: --offsets 0:100000:0.5 gives 200,001 frames; listshot draws at most 100,000 in one run"),
        (["--offsets", "0:1e30:1e-30"],
         "Error: --offsets 0:1e30:1e-30: the three numbers together need more than 38 significant digits"),
        (["--offsets", "0:600"],
         "Error: The value '0:600' is invalid for '--offsets <start:end:step>': expected START:END:STEP, three decimal numbers such as 0:600:200"),
        (["--offsets", "0:x:200"],
         "Error: The value '0:x:200' is invalid for '--offsets <start:end:step>': 'x' is not a decimal number (such as 120, -33.5 or 1e3)"),
        (["--offsets", "0:inf:200"],
         "Error: The value '0:inf:200' is invalid for '--offsets <start:end:step>': 'inf' is not a decimal number (such as 120, -33.5 or 1e3)"),
        (["--offset", "0", "--offsets", "0:600:200"],
         "Error: --offset and --offsets cannot be used together; give the offsets one way"),
        (["--offsets", "0:600:200", "-o", "a.png"],
         "Error: -o names one file, but --offsets 0:600:200 draws 4 frames; give --out-dir for their folder instead"),
        (["--offset", "0", "--offset", "40", "--offset", "80", "-o", "a.png"],
         "Error: -o names one file, but --offset is given 3 times, a frame each; give --out-dir for their folder instead"),
        (["--offsets", "0:600:200", "-o", "-"],
         "Error: -o names one file, but --offsets 0:600:200 draws 4 frames; give --out-dir for their folder instead"),
        (["--offset", "0", "-o", "a.png", "--out-dir", "."],
         "Error: -o and --out-dir cannot be used together: -o names the file, --out-dir the folder for <scene>-<offset>.png"),
        (["--offsets", "0:600:200", "--out-dir", "missing"], "Error: --out-dir missing: the folder 'missing' does not exist"),
        (["--offsets", "0:600:200", "--out-dir", ""], "Error: --out-dir needs a folder name"),
        (["--offsets", "0:600:200", "--jobs", "0"], "Error: --jobs must be at least 1, got 0"),
        (["--offsets", "0:600:200", "--jobs", "-3"], "Error: --jobs must be at least 1, got -3"),
        (["--offsets", "0:600:200", "--compression", "zip"],
         "Error: The value 'zip' is invalid for '--compression <compression>'. Please provide one of 'fast', 'balanced' or 'small'."),
    ])
    func badInputFailsNamingTheFlagAndWritesNothing(arguments: [String], message: String) throws {
        try CommandLineTool.expectRefused(["render", "contacts"] + arguments, message: message)
    }

    /// `--compression` changes the bytes, never the pixels; one frame and many agree.
    @Test func everyCompressionWritesTheSamePixels() throws {
        let dir = try CommandLineTool.temporaryFolder()
        var pixels: [Framebuffer] = []
        var files: [Data] = []
        for compression in ["fast", "balanced", "small"] {
            try FileManager.default.createDirectory(atPath: dir + "/" + compression, withIntermediateDirectories: false)
            let many = try CommandLineTool.run(
                ["render", "contacts", "--offsets", "0:1200:600", "--out-dir", compression, "--compression", compression], in: dir)
            #expect(many.status == 0, "\(many.stderr)")
            let one = try CommandLineTool.run(
                ["render", "contacts", "--offset", "600", "-o", compression + ".png", "--compression", compression], in: dir)
            #expect(one.status == 0, "\(one.stderr)")
            let file = try Self.bytes(dir + "/\(compression)/contacts-600.png")
            #expect(try Self.bytes(dir + "/\(compression).png") == file, "\(compression): one frame and many")
            files.append(file)
            pixels.append(try PNGDecoder.decode(Array(file)))
        }
        #expect(Set(files).count == 3, "each compression writes its own bytes")
        #expect(pixels.allSatisfy { $0 == pixels[0] }, "and the same pixels")
        let plain = try CommandLineTool.run(["render", "contacts", "--offset", "600", "-o", "default.png"], in: dir)
        #expect(plain.status == 0)
        #expect(try Self.bytes(dir + "/default.png") == files[1], "balanced is the default")
    }

    @Test func anOutputFolderThatIsAFileIsRefused() throws {
        let dir = try CommandLineTool.temporaryFolder()
        _ = FileManager.default.createFile(atPath: dir + "/plain", contents: Data("x".utf8))
        let result = try CommandLineTool.run(["render", "--offsets", "0:100:50", "--out-dir", "plain"], in: dir)
        #expect(result.status == 64)
        #expect(result.stderr.split(separator: "\n").first == "Error: --out-dir plain: 'plain' is not a folder")
        #expect(try Self.names(in: dir) == ["plain"])
    }

    @Test(.enabled(if: getuid() != 0, "root ignores permission bits, so a read-only folder is writable for it"))
    func anOutputFolderThatCannotBeWrittenIsRefused() throws {
        let dir = try CommandLineTool.temporaryFolder()
        try FileManager.default.createDirectory(atPath: dir + "/ro", withIntermediateDirectories: false)
        chmod(dir + "/ro", 0o555)
        defer { chmod(dir + "/ro", 0o755) }
        let result = try CommandLineTool.run(["render", "--offsets", "0:100:50", "--out-dir", "ro"], in: dir)
        #expect(result.status == 64)
        #expect(result.stderr.split(separator: "\n").first == "Error: --out-dir ro: cannot write in the folder 'ro': Permission denied")
        #expect(try Self.names(in: dir + "/ro").isEmpty)
    }

    /// A frame that cannot be written stops the run, naming its file; the frames before it stay.
    @Test func aFrameThatCannotBeWrittenStopsTheRun() throws {
        let dir = try CommandLineTool.temporaryFolder()
        try FileManager.default.createDirectory(atPath: dir + "/contacts-600.png", withIntermediateDirectories: false)
        let result = try CommandLineTool.run(["render", "contacts", "--offsets", "0:1200:600", "--jobs", "1"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr == "Error: --out-dir: contacts-600.png: cannot write file: Is a directory\n")
        #expect(result.stdout == "contacts-0.png\n")
        #expect(try Self.names(in: dir) == ["contacts-0.png", "contacts-600.png"])
    }

    @Test func helpDescribesTheNewFlags() throws {
        let help = try CommandLineTool.run(["render", "--help"], in: try CommandLineTool.temporaryFolder())
        for text in ["--offsets <start:end:step>", "--out-dir <folder>", "--jobs <n>", "END is drawn when it falls on a step: 0:600:200 draws 0, 200, 400"] {
            #expect(help.stdout.contains(text), "\(text)")
        }
    }

    /// Whether `strace` can trace a child here (it is installed, and ptrace is allowed).
    static let canTrace: Bool = {
        guard let result = try? CommandLineTool.runTool("/usr/bin/strace", ["-f", "-c", "-o", "/dev/null", "/bin/true"], in: "/") else { return false }
        return result.status == 0
    }()

    /// The system calls `listshot` makes for `arguments`, counted by `strace -c`.
    static func systemCalls(_ arguments: [String], in dir: String) throws -> [String: Int] {
        let counts = dir + "/strace.txt"
        let traced = try CommandLineTool.runTool(
            "/usr/bin/strace", ["-f", "-c", "-o", counts, CommandLineTool.executable.path] + arguments, in: dir)
        #expect(traced.status == 0, "\(traced.stderr)")
        var calls: [String: Int] = [:]
        for line in try String(contentsOfFile: counts, encoding: .utf8).split(separator: "\n") {
            let fields = line.split(separator: " ")
            // "% time seconds usecs/call calls [errors] syscall"
            guard fields.count >= 5, let count = Int(fields[3]), let name = fields.last else { continue }
            calls[String(name)] = count
        }
        try FileManager.default.removeItem(atPath: counts)
        return calls
    }

    /// Item 4: no work that is not the frame's. One frame syncs its file and its folder, as
    /// before; six frames sync each file once and the folder once, not twice a frame. And the
    /// fonts folder is found once, not once a label: six frames, with six times the labels,
    /// make exactly the `readlink` calls one frame makes. (How many that is depends on how
    /// deep the checkout is, as each folder above the executable and the fonts is resolved.)
    @Test(.enabled(if: canTrace, "needs strace"))
    func aRunSyncsEachFileOnceAndTheFolderOnce() throws {
        let dir = try CommandLineTool.temporaryFolder()
        let one = try Self.systemCalls(["render", "contacts", "-o", "contacts.png"], in: dir)
        #expect(one["fsync"] == 2)
        let six = try Self.systemCalls(["render", "contacts", "--offsets", "0:3000:600", "--jobs", "2"], in: dir)
        #expect(six["fsync"] == 6 + 1)
        #expect(six["rename"] == 6)
        #expect(six["readlink", default: 0] == one["readlink", default: 0], "no lookup is made again for a frame or a label")
        let executable = try #require(realpath(CommandLineTool.executable.path, nil))
        defer { free(executable) }
        let resolved = try Self.readlinkPaths(["render", "contacts", "-o", "contacts.png"], in: dir)
        #expect(resolved.filter { $0 == String(cString: executable) }.count == 1, "the search for the fonts folder, which starts at the executable, is made once")
    }

    /// The paths `listshot` gives `readlink` for `arguments`, in order, traced by `strace`.
    static func readlinkPaths(_ arguments: [String], in dir: String) throws -> [String] {
        let trace = dir + "/strace.txt"
        let traced = try CommandLineTool.runTool(
            "/usr/bin/strace", ["-f", "-e", "trace=readlink", "-o", trace, CommandLineTool.executable.path] + arguments, in: dir)
        #expect(traced.status == 0, "\(traced.stderr)")
        defer { try? FileManager.default.removeItem(atPath: trace) }
        // "1234  readlink("/path", 0x7ff..., 1023) = -1 EINVAL (Invalid argument)"
        return try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard let start = line.firstRange(of: "readlink(\"")?.upperBound, let end = line[start...].firstIndex(of: "\"") else { return nil }
            return String(line[start..<end])
        }
    }
}
