import Foundation
import ListshotRaster
import ListshotTestSupport
import Testing

/// Issue 21, items 7, 17 and 3: `listshot compare` reads only regular files of at most
/// 1 GiB, keeps its verdict when the picture of the differences cannot be made, and never
/// writes that picture where the verdict goes.
@Suite struct CompareBoundedInputTests {
    let dir: String
    init() throws { dir = try CommandLineTool.temporaryFolder() }

    func compare(_ arguments: String...) throws -> CommandLineTool.Output {
        try CommandLineTool.run(["compare"] + arguments, in: dir)
    }

    func writeWhite(_ name: String, _ width: Int, _ height: Int) throws {
        try PNGEncoder.write(try Framebuffer(width: width, height: height, color: .white), to: dir + "/" + name)
    }

    /// Before: `/dev/zero` was read until the process aborted at 4.2 GB.
    @Test func aDeviceIsRefusedUnread() throws {
        try writeWhite("a.png", 2, 2)
        let result = try compare("/dev/zero", "a.png")
        #expect(result.status == 2)
        #expect(result.stderr == "Error: /dev/zero: not a regular file (it is a character device); a PNG is read from a regular file\n")
        #expect(result.stdout == "")
    }

    /// Before: a FIFO with no writer hung `compare` for ever.
    @Test func aFIFOIsRefusedWithoutWaiting() throws {
        try writeWhite("a.png", 2, 2)
        #expect(mkfifo(dir + "/pipe.png", 0o600) == 0)
        let result = try compare("a.png", "pipe.png")
        #expect(result.status == 2)
        #expect(result.stderr == "Error: pipe.png: not a regular file (it is a FIFO); a PNG is read from a regular file\n")
    }

    /// Before: a 3 GB file was read whole before "bad signature". A sparse file costs no disk.
    @Test func aFileOverOneGibibyteIsRefusedUnread() throws {
        try writeWhite("a.png", 2, 2)
        let fd = open(dir + "/big.png", O_CREAT | O_WRONLY, 0o600)
        #expect(fd >= 0)
        #expect(ftruncate(fd, off_t(PNGDecoder.maximumFileSize + 1)) == 0)
        close(fd)
        let result = try compare("big.png", "a.png")
        #expect(result.status == 2)
        #expect(result.stderr == "Error: big.png: the file is larger than 1 GiB, the most listshot reads as a PNG\n")
    }

    /// Before: the union of a 32768 × 1 and a 1 × 32768 image (2³⁰ pixels) could not be
    /// drawn, and the run exited 2 with no verdict; without --diff it exits 1.
    @Test func aDiffTooLargeToDrawKeepsTheVerdict() throws {
        try writeWhite("wide.png", 32_768, 1)
        try writeWhite("tall.png", 1, 32_768)
        let result = try compare("wide.png", "tall.png", "--diff", "d.png")
        let plain = try compare("wide.png", "tall.png")
        #expect(result.status == 1)
        #expect(plain.status == 1)
        #expect(result.stdout == plain.stdout)
        #expect(result.stdout == "expected is 32768 × 1 px, actual 1 × 32768 px; 1,073,741,823 of 1,073,741,824 pixels differ (allowed: 0); "
            + "largest colour distance 1; differences within x 0…32767, y 0…32767 (32768 × 32768 px)\n")
        #expect(result.stderr == "listshot compare: --diff d.png not written: 32768 × 32768 pixels would need more than 1024 MiB "
            + "(the limit is 32768 pixels a side and 1024 MiB in all)\n")
        #expect(!exists(dir + "/d.png"))
    }

    /// Before: `--diff -` wrote a file called `-`.
    @Test func aDiffToStandardOutputIsRefused() throws {
        try writeWhite("a.png", 2, 2)
        let result = try compare("a.png", "a.png", "--diff", "-")
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").first == "Error: --diff -: standard output carries the verdict; name a file for the picture, e.g. --diff diff.png")
        #expect(!exists(dir + "/-"))
    }
}
