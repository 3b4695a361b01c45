import ArgumentParser
import ListshotRaster
import ListshotSnapshot
import ListshotStructuredText

struct CompareCommand: ErrorStatusCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two PNGs pixel by pixel, as the golden-image tests do.",
        discussion: """
            Compares the decoded pixels, never the bytes: the same pixels stored as RGB or \
            RGBA, or at another compression level, match. Exact by default; --threshold lets \
            each pixel's colour move a little (pixelmatch's YIQ distance, 0 to 1), \
            --ignore-antialiasing leaves out the pixels pixelmatch's detector takes for \
            anti-aliasing, and --max-differing-pixels or --max-differing-ratio allows some \
            pixels to differ. Images of different sizes never match; they are compared on \
            the larger width by the larger height, top-left aligned.

            Prints one line, the verdict: with --provenance, first where each image came \
            from when listshot wrote it as a golden (its version, test, name, offset, scale \
            and fonts).

            Exit status: 0 when the images match (one line says so), 1 when they differ (one \
            line says how many pixels, the largest distance and where), 2 on an error: a \
            missing, unreadable or corrupt file, a file that is not a regular file or is \
            larger than 1 GiB, a --diff picture that cannot be written, or a bad flag. The \
            verdict is printed before the --diff picture is written.

            Examples:
              listshot compare Snapshots/demo-offset-120.png demo-120.png
              listshot compare a.png b.png --threshold 0.1 --ignore-antialiasing
              listshot compare a.png b.png --max-differing-ratio 0.001 --diff d.png
              listshot compare Snapshots/demo-offset-120.png demo-120.png --provenance
            """
    )

    /// The status for an error, as `cmp` and `diff` use it: 1 means only "they differ".
    static let errorStatus: Int32 = 2

    @Argument(help: ArgumentHelp("The expected image (the golden).", valueName: "expected.png"))
    var expected: String

    @Argument(help: ArgumentHelp("The image to check.", valueName: "actual.png"))
    var actual: String

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "How far a pixel's colour may move and still count as equal, from 0 to 1.",
        discussion: "pixelmatch's threshold on its YIQ colour distance (black against white is 0.97). "
            + "Default: 0, every change counts (pixelmatch's default is 0.1).", valueName: "t"),
        transform: decimalNumber)
    var threshold: Double = 0

    @Flag(help: ArgumentHelp(
        "Do not count differing pixels that look like anti-aliasing.",
        discussion: "pixelmatch's detector: a pixel on the slope between two flat areas. "
            + "The summary gives their number apart; --diff draws them yellow."))
    var ignoreAntialiasing = false

    @Option(name: .customLong("max-differing-pixels"), parsing: .unconditional, help: ArgumentHelp(
        "How many pixels may differ and the images still match.", discussion: "Default: 0.", valueName: "n"))
    var maxDifferingPixels: Int?

    @Option(name: .customLong("max-differing-ratio"), parsing: .unconditional, help: ArgumentHelp(
        "The fraction of the pixels, from 0 to 1, that may differ and the images still match.",
        discussion: "0.001 allows one pixel in a thousand.", valueName: "r"), transform: decimalNumber)
    var maxDifferingRatio: Double?

    @Option(help: ArgumentHelp(
        "Write a picture of the differences to this PNG, also when the sizes differ.",
        discussion: "The expected image faded to grey, counted differences red, anti-aliasing ignored yellow, "
            + "pixels outside one of the images magenta.", valueName: "file"))
    var diff: String?

    @Flag(help: ArgumentHelp(
        "Before the verdict, print where each image came from when listshot wrote it as a golden.",
        discussion: "The text chunks of a golden: the listshot version, the test, the name, the offset, the scale "
            + "and the SHA-256 of each font. An image without them is named as such."))
    var provenance = false

    func validate() throws {
        if maxDifferingPixels != nil, maxDifferingRatio != nil {
            throw ValidationError("--max-differing-pixels and --max-differing-ratio cannot be used together; give the budget one way")
        }
        do {
            try tolerance.validate()
        } catch .colorThresholdOutOfRange(let value) {
            throw ValidationError("--threshold must be from 0 to 1, got \(NumberText.plain(value))")
        } catch .negativePixelCount(let count) {
            throw ValidationError("--max-differing-pixels must be 0 or more, got \(count)")
        } catch .pixelRatioOutOfRange(let ratio) {
            throw ValidationError("--max-differing-ratio must be from 0 to 1, got \(NumberText.plain(ratio))")
        }
        if let diff {
            guard !diff.isEmpty else { throw ValidationError("--diff needs a file name") }
            guard diff != "-" else {
                throw ValidationError("--diff -: standard output carries the verdict; name a file for the picture, e.g. --diff diff.png")
            }
            try OutputCheck.validate(file: diff, flag: "--diff \(diff)", example: "diff.png")
        }
    }

    private var tolerance: SnapshotTolerance {
        let budget = maxDifferingRatio.map(PixelBudget.ratio) ?? .count(maxDifferingPixels ?? 0)
        return SnapshotTolerance(colorThreshold: threshold, ignoresAntialiasing: ignoreAntialiasing, differingPixels: budget)
    }

    func run() throws {
        if let diff { try OutputCheck.refuseReplacing(inputs: [expected, actual], with: [diff], flag: "--diff") }
        let expectedPNG = try Self.decode(expected)
        let actualPNG = try Self.decode(actual)
        let expectedImage = expectedPNG.framebuffer, actualImage = actualPNG.framebuffer
        // Where each image came from, when asked (--provenance): printed before the verdict,
        // so that the figures below are read knowing what was compared. By default the
        // verdict is the only line (issue 24 item 9).
        if provenance {
            for (path, png) in [(expected, expectedPNG), (actual, actualPNG)] {
                guard let written = SnapshotProvenance(text: png.text) else {
                    print("\(path) has no listshot provenance")
                    continue
                }
                print("\(path) was written by:")
                print(written.description.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
            }
        }
        let difference = ImageDifference(expected: expectedImage, actual: actualImage, tolerance: tolerance)
        let matches = difference.matches(tolerance)
        // The verdict first, so that a picture that cannot be made or written never hides it.
        print(matches ? "The images match: \(difference.summary)" : difference.summary)
        if let diff { try writeDiff(to: diff, expected: expectedImage, actual: actualImage) }
        if !matches { throw ExitCode(1) }
    }

    /// Writes the picture of the differences to `path`. When it cannot be made (two images
    /// of other sizes whose union is too large to hold), says so on standard error and
    /// leaves the exit status to the verdict: such images always differ. A failed write is
    /// an error (exit 2).
    private func writeDiff(to path: String, expected: Framebuffer, actual: Framebuffer) throws {
        let picture: Framebuffer
        do {
            picture = try DifferenceImages.diff(expected: expected, actual: actual, tolerance: tolerance)
        } catch {
            printError("listshot compare: --diff \(path) not written: \(error)")
            return
        }
        do {
            try PNGEncoder.write(picture, to: path)
        } catch {
            throw CommandError(error)
        }
    }

    /// The image and text in the PNG at `path`.
    ///
    /// - Throws: `CommandError` with the reason, which names the path, e.g.
    ///   `Error: b.png: IDAT: incorrect data check` (exit 2).
    private static func decode(_ path: String) throws -> PNGImage {
        do {
            return try PNGDecoder.decodeImage(contentsOf: path)
        } catch {
            throw CommandError(error)
        }
    }
}
