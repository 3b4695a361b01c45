import Foundation
import ListshotRaster
import ListshotRendering
import ListshotScenes
import Testing

/// Issue 11: `listshot render --strip` and `--apng` (with `--duration` and `--fps`).
@Suite struct RenderMotionCommandTests {
    static func names(in dir: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
    }

    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// The strip is StripRenderer's strip of the same offsets; the path is printed.
    @Test func aStripHasTheFramesOfTheOffsets() async throws {
        let dir = try CommandLineTool.temporaryFolder()
        let result = try CommandLineTool.run(
            ["render", "demo", "--offsets", "0:240:120", "--width", "200", "--height", "300", "--strip", "-o", "strip.png"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "strip.png\n")
        let viewport = Viewport(width: 200, height: 300, scale: 2)
        let expected = try await StripRenderer.render(offsets: [0, 120, 240], viewport: viewport, jobs: 1) {
            BuiltInScene.named("demo")!.make($0)
        }
        #expect(try PNGDecoder.decode(contentsOf: dir + "/strip.png") == expected)
        #expect(try Self.names(in: dir) == ["strip.png"])
    }

    /// The animation: 46 frames (1.5 s at 30 fps, + 1), the first and the last at the
    /// offsets asked for, and the standard-output form gives the same bytes.
    @Test func anAnimationScrollsFromTheFirstOffsetToTheLast() throws {
        let dir = try CommandLineTool.temporaryFolder()
        let arguments = ["render", "demo", "--offsets", "0:156:156", "--width", "100", "--height", "200", "--scale", "1", "--apng"]
        let result = try CommandLineTool.run(arguments + ["-o", "scroll.png"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "scroll.png\n")
        let png = try Self.bytes(dir + "/scroll.png")
        let actl = try #require(Self.chunk("acTL", in: png))
        #expect(Array(actl) == [0, 0, 0, 46, 0, 0, 0, 0])
        let viewport = Viewport(width: 100, height: 200, scale: 1)
        let first = try SceneRenderer.render(BuiltInScene.named("demo")!.make(viewport), offset: 0, viewport: viewport).framebuffer
        #expect(try PNGDecoder.decode(png) == first)
        let piped = try CommandLineTool.run(arguments + ["--fps", "30", "-o", "-"], in: dir)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdoutBytes == png)

        let short = try CommandLineTool.run(arguments + ["--duration", "0.5", "--fps", "10", "-o", "short.png"], in: dir)
        #expect(short.status == 0, "\(short.stderr)")
        #expect(Self.chunk("acTL", in: try Self.bytes(dir + "/short.png")).map(Array.init) == [0, 0, 0, 6, 0, 0, 0, 0])
    }

    /// The README's animation is what its command makes (`--compression small`: the same
    /// bytes on every machine).
    @Test func theReadmeAnimationIsUpToDate() throws {
        let file = "\(#filePath)"
        let root = String(file[..<file.range(of: "/Tests/listshotCLITests/")!.lowerBound])
        let dir = try CommandLineTool.temporaryFolder()
        let result = try CommandLineTool.run(
            ["render", "contacts", "--offsets", "0:1500:1500", "--width", "320", "--height", "420", "--scale", "1", "--apng",
             "--fps", "20", "--duration", "1.2", "--compression", "small", "-o", "contacts-scroll.png"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let checkedIn = root + "/Sources/ListshotRendering/ListshotRendering.docc/Resources/scroll-animation.png"
        #expect(try Self.bytes(dir + "/contacts-scroll.png") == Self.bytes(checkedIn), "regenerate \(checkedIn) with the command above")
    }

    /// The data of the first chunk of `type`.
    static func chunk(_ type: String, in png: [UInt8]) -> ArraySlice<UInt8>? {
        var at = 8
        while at + 12 <= png.count {
            let length = Int(png[at]) << 24 | Int(png[at + 1]) << 16 | Int(png[at + 2]) << 8 | Int(png[at + 3])
            if String(decoding: png[at + 4..<at + 8], as: UTF8.self) == type { return png[at + 8..<at + 8 + length] }
            at += 12 + length
        }
        return nil
    }

    /// Each bad value is refused before any work with its whole message, exit 64, and nothing written.
    @Test(arguments: [
        (["--offsets", "0:600:200", "--strip"], "Error: --strip needs -o, the file to write, e.g. -o strip.png"),
        (["--offsets", "0:600:200", "--strip", "--out-dir", "."],
         "Error: --strip writes one file, named with -o; --out-dir is for a file a frame"),
        (["--offsets", "0:600:200", "--strip", "--apng", "-o", "a.png"],
         "Error: --strip and --apng cannot be used together: --strip writes the frames side by side, --apng an animation"),
        (["--offsets", "0:40000:400", "--strip", "-o", "a.png"],
         "Error: --strip: a strip of 101 frames would be 82,044 × 1,800 pixels; an image is at most 32,768 pixels a side and 1 GiB"),
        (["--offset", "0", "--strip", "--fps", "30", "-o", "a.png"],
         "Error: --fps is the length of an animation; give --apng with it"),
        (["--offset", "0", "--duration", "2"], "Error: --duration is the length of an animation; give --apng with it"),
        (["--apng", "-o", "a.png"],
         "Error: --apng scrolls from the first offset to the last, but no offset was given; give two, e.g. --offsets 0:600:600 or --offset 0 --offset 600"),
        (["--offset", "100", "--apng", "-o", "a.png"],
         "Error: --apng scrolls from the first offset to the last, but one offset was given; give two, e.g. --offsets 0:600:600 or --offset 0 --offset 600"),
        (["--offsets", "0:600:600", "--apng"], "Error: --apng needs -o, the file to write, e.g. -o scroll.png"),
        (["--offsets", "0:600:600", "--apng", "--out-dir", ".", "-o", "a.png"],
         "Error: --apng writes one file, named with -o; --out-dir is for a file a frame"),
        (["--offsets", "0:600:600", "--apng", "--fps", "0", "-o", "a.png"], "Error: --fps must be 1…120, got 0"),
        (["--offsets", "0:600:600", "--apng", "--fps", "121", "-o", "a.png"], "Error: --fps must be 1…120, got 121"),
        (["--offsets", "0:600:600", "--apng", "--duration", "-1", "-o", "a.png"],
         "Error: --duration must be greater than 0 seconds, got -1"),
        (["--offsets", "0:600:600", "--apng", "--duration", "0", "-o", "a.png"],
         "Error: --duration must be greater than 0 seconds, got 0"),
        (["--offsets", "0:600:600", "--apng", "--duration", "nan", "-o", "a.png"],
         "Error: The value 'nan' is invalid for '--duration <seconds>': 'nan' is not a decimal number (such as 120, -33.5 or 1e3)"),
        (["--offsets", "0:600:600", "--apng", "--duration", "30", "-o", "a.png"],
         "Error: --duration 30 at --fps 30 makes more than 600 frames; an animation has at most 600"),
        (["--offsets", "0:600:600", "--apng", "-o", "missing/a.png"], "Error: -o missing/a.png: the folder 'missing' does not exist"),
    ])
    func badInputFailsNamingTheFlagAndWritesNothing(arguments: [String], message: String) throws {
        try CommandLineTool.expectRefused(["render", "contacts"] + arguments, message: message)
    }

    @Test func helpDescribesTheFlags() throws {
        let result = try CommandLineTool.run(["render", "--help"], in: try CommandLineTool.temporaryFolder())
        for flag in ["--strip", "--apng", "--duration <seconds>", "--fps <n>", "--strip -o strip.png", "--apng -o scroll.png"] {
            #expect(result.stdout.contains(flag), "\(flag) in: \(result.stdout)")
        }
    }
}
