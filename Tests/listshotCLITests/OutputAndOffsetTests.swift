#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ListshotRaster
import Testing

/// Issue 7: where `render` writes, which offset it draws by default, what it names the
/// file, and the scenes it refuses before drawing.
@Suite struct OutputAndOffsetTests {
    static func folder(with json: String, named name: String) throws -> String {
        let dir = try CommandLineTool.temporaryFolder()
        try Data(json.utf8).write(to: URL(fileURLWithPath: dir + "/" + name))
        return dir
    }

    @Test func dashWritesThePNGToStandardOutput() throws {
        let dir = try CommandLineTool.temporaryFolder()
        let piped = try CommandLineTool.run(["render", "--offset", "120", "-o", "-"], in: dir)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stderr.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty, "no file, no temporary file")
        _ = try CommandLineTool.run(["render", "--offset", "120", "-o", "file.png"], in: dir)
        #expect(piped.stdoutBytes == [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/file.png"))))
    }

    /// Item 1: `-o /dev/null` replaced the device node with a regular file. A null device
    /// made in a temporary folder (root may `mknod`) must stay a device.
    @Test(.enabled(if: getuid() == 0, "mknod needs root; CI and the developers' machines run as root"))
    func aDeviceAtTheOutputIsWrittenToNotReplaced() throws {
        let dir = try CommandLineTool.temporaryFolder()
        // Linux device numbers 1:3 and 1:7 (glibc's makedev for small numbers): null and full.
        #expect(mknod(dir + "/null", S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)
        let result = try CommandLineTool.run(["render", "-o", "null"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        var info = stat()
        #expect(lstat(dir + "/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "still a character device")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["null"], "no temporary file")

        #expect(mknod(dir + "/full", S_IFCHR | 0o666, dev_t((1 << 8) | 7)) == 0)
        let full = try CommandLineTool.run(["render", "-o", "full"], in: dir)
        #expect(full.status == 1)
        #expect(full.stderr == "Error: -o: full: cannot write file: No space left on device\n")
    }

    /// Item 1: a symbolic link at the output is followed; the link stays a link.
    @Test func aLinkAtTheOutputIsFollowed() throws {
        let dir = try CommandLineTool.temporaryFolder()
        try FileManager.default.createDirectory(atPath: dir + "/real", withIntermediateDirectories: false)
        #expect(symlink("real/frame.png", dir + "/link.png") == 0)
        let result = try CommandLineTool.run(["render", "-o", "link.png"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        var info = stat()
        #expect(lstat(dir + "/link.png", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        #expect(try PNGDecoder.decode(contentsOf: dir + "/real/frame.png").width == 780)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/real") == ["frame.png"])
    }

    /// Item 1: a FIFO at the output gets the PNG and stays a FIFO.
    @Test func aFIFOAtTheOutputGetsThePNG() throws {
        let dir = try CommandLineTool.temporaryFolder()
        #expect(mkfifo(dir + "/pipe", 0o600) == 0)
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/cp")
        reader.arguments = [dir + "/pipe", dir + "/copy.png"]
        try reader.run()
        let result = try CommandLineTool.run(["render", "-o", "pipe"], in: dir)
        reader.waitUntilExit()
        #expect(result.status == 0, "\(result.stderr)")
        var info = stat()
        #expect(lstat(dir + "/pipe", &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(try PNGDecoder.decode(contentsOf: dir + "/copy.png").height == 1688)
    }

    /// `-o /dev/stdout` writes the PNG there, and only the PNG: the path is not printed after it.
    @Test func devStdoutGetsOnlyThePNG() throws {
        let dir = try CommandLineTool.temporaryFolder()
        let piped = try CommandLineTool.run(["render", "--offset", "120", "-o", "/dev/stdout"], in: dir)
        #expect(piped.status == 0, "\(piped.stderr)")
        let dash = try CommandLineTool.run(["render", "--offset", "120", "-o", "-"], in: dir)
        #expect(piped.stdoutBytes == dash.stdoutBytes)
        #expect(Array(piped.stdoutBytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    /// Item 11: the default name carries the offset drawn, not the one asked for.
    @Test func theDefaultNameCarriesTheOffsetDrawn() throws {
        let dir = try CommandLineTool.temporaryFolder()
        let result = try CommandLineTool.run(["render", "--offset", "5000"], in: dir)
        #expect(result.status == 0)
        #expect(result.stdout == "demo-156.png\n")
        #expect(result.stderr == "listshot: offset 5000 is outside the scrollable range 0…156; drawing at 156\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["demo-156.png"])
    }

    /// Item 10: with a top inset the default offset is -inset.top, as UIKit's, with no warning.
    @Test func aTopInsetIsTheDefaultOffsetWithoutAWarning() throws {
        let dir = try Self.folder(with: #"{"contentInset": {"top": 20}, "sections": [{"generate": {"count": 30}}]}"#, named: "inset.json")
        let result = try CommandLineTool.run(["render", "inset.json"], in: dir)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == "inset--20.png\n")
        let layout = try CommandLineTool.run(["layout", "inset.json", "--format", "text"], in: dir)
        #expect(layout.stderr.isEmpty)
        #expect(layout.stdout.hasPrefix("content 390 × 1320  offset 0, -20\nrow 0.0   y 0    h 44\n"))
    }

    /// Item 4: a frame that would hold millions of rows is refused, naming the file.
    @Test func tooManyRowsInViewIsRefusedAndNothingIsWritten() throws {
        let dir = try Self.folder(with: #"{"sections": [{"generate": {"count": 100000, "height": 1e-9}}]}"#, named: "tiny.json")
        let result = try CommandLineTool.run(["render", "tiny.json"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr == "Error: tiny.json: at offset 0 the viewport would show 100,001 rows, headers and footers at "
            + "once; listshot draws at most 10,000 (make the rows taller or the viewport shorter)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["tiny.json"])
    }

    /// Item 2: `listshot render /dev/zero` read forever; anything but a regular file is refused at once.
    @Test func aSceneThatIsAFIFOIsRefusedAtOnce() throws {
        let dir = try CommandLineTool.temporaryFolder()
        #expect(mkfifo(dir + "/scene.json", 0o600) == 0)
        let result = try CommandLineTool.run(["render", "scene.json"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr == "Error: scene.json: not a regular file (it is a FIFO); a scene file is a JSON or YAML file\n")
    }
}
