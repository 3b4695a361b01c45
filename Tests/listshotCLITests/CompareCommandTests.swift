import Foundation
import ListshotFiles
import ListshotRaster
import ListshotSnapshot
import Testing

/// `listshot compare`: exit 0 when the pixels match, 1 when they differ, 2 on any error.
@Suite struct CompareCommandTests {
    static let repository: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()
    static let pngSuite = repository + "/Tests/ListshotRasterTests/Fixtures/pngsuite/"
    static let fixtures = repository + "/Tests/listshotCLITests/Fixtures/"

    let dir: String
    init() throws { dir = try CommandLineTool.temporaryFolder() }

    func compare(_ arguments: String...) throws -> CommandLineTool.Output {
        try CommandLineTool.run(["compare"] + arguments, in: dir)
    }

    /// Copies `path` into the test's folder as `name`.
    func copy(_ path: String, as name: String) throws {
        try FileManager.default.copyItem(atPath: path, toPath: dir + "/" + name)
    }

    /// Writes a `width` × `height` white PNG with the pixels `dots` painted `dot`.
    func write(_ name: String, _ width: Int = 8, _ height: Int = 6, dot: Color = .black, at dots: [(Int, Int)] = []) throws {
        var image = try Framebuffer(width: width, height: height, color: .white)
        for (x, y) in dots { image.setColor(dot, x: x, y: y) }
        try PNGEncoder.write(image, to: dir + "/" + name)
    }

    @Test func matchingImagesExitZeroSayingSo() throws {
        let golden = Self.repository + "/Snapshots/DemoSceneGoldenTests/demoMatchesItsGolden.demo-offset-120.png"
        // The pixels without the golden's text, so that only the verdict is printed.
        try PNGEncoder.write(try PNGDecoder.decode(contentsOf: golden), to: dir + "/a.png")
        try copy(dir + "/a.png", as: "b.png")
        let result = try compare("a.png", "b.png")
        #expect(result.status == 0)
        #expect(result.stdout == "The images match: 0 of 1,316,640 pixels differ (allowed: 0); largest colour distance 0\n")
        #expect(result.stderr == "")
    }

    /// A golden with provenance (its listshot text chunks) and the same pixels without.
    func writeGoldenAndPlain() throws {
        let provenance = SnapshotProvenance(
            listshotVersion: "0.10.0", test: "AppTests/FeedTests.swift scrolling()", name: "feed", offset: 600, scale: 2,
            fonts: [FileFingerprint(file: "Inter-Regular.otf", sha256: String(repeating: "ab", count: 32))])
        let image = try Framebuffer(width: 4, height: 3, color: .white)
        try PNGEncoder.write(image, to: dir + "/golden.png", options: PNGEncodingOptions(text: provenance.text))
        try PNGEncoder.write(image, to: dir + "/plain.png")
    }

    /// By default the verdict is the whole output, also for goldens that carry provenance
    /// (issue 24 item 9: the help and the docs promise one line).
    @Test func byDefaultOnlyTheVerdictIsPrintedForGoldensWithProvenance() throws {
        try writeGoldenAndPlain()
        let result = try compare("golden.png", "plain.png")
        #expect(result.status == 0)
        #expect(result.stdout == "The images match: 0 of 12 pixels differ (allowed: 0); largest colour distance 0\n")
        #expect(result.stderr == "")
        // A real golden of this repository, against itself: one line too.
        let real = Self.repository + "/Snapshots/DemoSceneGoldenTests/demoMatchesItsGolden.demo-offset-120.png"
        let same = try CommandLineTool.run(["compare", real, real], in: dir)
        #expect(same.status == 0)
        #expect(same.stdout == "The images match: 0 of 1,316,640 pixels differ (allowed: 0); largest colour distance 0\n")
    }

    /// --provenance prints where each image came from before the verdict.
    @Test func provenancePrintsEachImagesBeforeTheVerdict() throws {
        try writeGoldenAndPlain()
        let result = try compare("golden.png", "plain.png", "--provenance")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
            golden.png was written by:
              listshot version: 0.10.0
              test: AppTests/FeedTests.swift scrolling()
              name: feed
              offset: 600
              scale: 2
              fonts:
                \(String(repeating: "ab", count: 32))  Inter-Regular.otf
            plain.png has no listshot provenance
            The images match: 0 of 12 pixels differ (allowed: 0); largest colour distance 0

            """)
    }

    @Test func theSamePixelsInOtherPNGBytesMatch() throws {
        // RGB against RGBA (Pillow's, alpha 255 everywhere, zlib level 1).
        try copy(Self.pngSuite + "basn2c08.png", as: "rgb.png")
        try copy(Self.fixtures + "basn2c08-rgba.png", as: "rgba.png")
        let rgba = try compare("rgb.png", "rgba.png")
        #expect(rgba.status == 0, "\(rgba.stdout)\(rgba.stderr)")
        #expect(rgba.stdout == "The images match: 0 of 1,024 pixels differ (allowed: 0); largest colour distance 0\n")
        // PngSuite's zlib levels 0 and 9, and a golden re-encoded by libdeflate at its highest level.
        try copy(Self.pngSuite + "z00n2c08.png", as: "z0.png")
        try copy(Self.pngSuite + "z09n2c08.png", as: "z9.png")
        #expect(try compare("z0.png", "z9.png").status == 0)
        let golden = Self.repository + "/Snapshots/CellStyleGoldenTests/everyStyleWithEveryAccessory.cells-top.png"
        try PNGEncoder.write(
            try PNGDecoder.decode(contentsOf: golden), to: dir + "/small.png",
            options: PNGEncodingOptions(compression: .small, compressionLevel: 12))
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/small.png")) != (try Data(contentsOf: URL(fileURLWithPath: golden))))
        #expect(try compare(golden, "small.png").status == 0)
    }

    @Test func differingImagesExitOneWithTheSummary() throws {
        try write("white.png")
        try write("dot.png", at: [(3, 2)])
        let result = try compare("white.png", "dot.png")
        #expect(result.status == 1)
        #expect(result.stdout == "1 of 48 pixels differ (allowed: 0); largest colour distance 0.966; differences within x 3…3, y 2…2 (1 × 1 px)\n")
        #expect(result.stderr == "")
    }

    @Test func theKnobsLetSmallDifferencesPass() throws {
        try write("white.png")
        try write("nearly.png", dot: Color(red: 250, green: 255, blue: 255), at: [(3, 2)])  // 0.0107 from white
        try write("dot.png", at: [(3, 2)])
        #expect(try compare("white.png", "nearly.png", "--threshold", "0.0107").status == 0)
        #expect(try compare("white.png", "nearly.png", "--threshold", "0.0106").status == 1)
        let counted = try compare("white.png", "dot.png", "--max-differing-pixels", "1")
        #expect(counted.status == 0)
        #expect(counted.stdout == "The images match: 1 of 48 pixels differ (allowed: 1); largest colour distance 0.966; "
            + "differences within x 3…3, y 2…2 (1 × 1 px)\n")
        // One pixel of 48 is 2.08 %.
        #expect(try compare("white.png", "dot.png", "--max-differing-ratio", "0.021").status == 0)
        let ratio = try compare("white.png", "dot.png", "--max-differing-ratio", "0.02")
        #expect(ratio.status == 1)
        #expect(ratio.stdout.hasPrefix("1 of 48 pixels differ (allowed: 0 = 2 %);"))
    }

    @Test func antialiasingCanBeIgnored() throws {
        // A black square on white; the second has a grey pixel on its right edge.
        var square = try Framebuffer(width: 9, height: 9, color: .white)
        for y in 2...6 { for x in 2...4 { square.setColor(.black, x: x, y: y) } }
        var blended = square
        blended.setColor(Color(red: 128, green: 128, blue: 128), x: 5, y: 4)
        try PNGEncoder.write(square, to: dir + "/square.png")
        try PNGEncoder.write(blended, to: dir + "/blended.png")
        #expect(try compare("square.png", "blended.png").status == 1)
        let ignored = try compare("square.png", "blended.png", "--ignore-antialiasing", "--diff", "d.png")
        #expect(ignored.status == 0)
        #expect(ignored.stdout == "The images match: 0 of 81 pixels differ (allowed: 0); 1 anti-aliased pixel not counted; largest colour distance 0.482\n")
        #expect(try PNGDecoder.decode(contentsOf: dir + "/d.png").color(x: 5, y: 4) == Color(red: 255, green: 255, blue: 0))
    }

    @Test func theDiffIsWrittenAlsoWhenTheSizesDiffer() throws {
        try write("small.png", 8, 6)
        try write("wide.png", 10, 5, at: [(2, 2)])
        let result = try compare("small.png", "wide.png", "--diff", "diff.png")
        #expect(result.status == 1)
        #expect(result.stdout == "expected is 8 × 6 px, actual 10 × 5 px; 21 of 60 pixels differ (allowed: 0); "
            + "largest colour distance 1; differences within x 0…9, y 0…5 (10 × 6 px)\n")
        let diff = try PNGDecoder.decode(contentsOf: dir + "/diff.png")
        #expect(diff.width == 10 && diff.height == 6)
        #expect(diff.color(x: 2, y: 2) == Color(red: 255, green: 0, blue: 0))
        #expect(diff.color(x: 9, y: 5) == Color(red: 255, green: 0, blue: 255))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["diff.png", "small.png", "wide.png"],
                "no temporary file is left behind")
    }

    @Test func missingUnreadableAndCorruptFilesExitTwoWithTheReason() throws {
        try write("a.png")
        let missing = try compare("a.png", "missing.png")
        #expect(missing.status == 2)
        #expect(missing.stdout == "")
        #expect(missing.stderr == "Error: missing.png: cannot read file: No such file or directory\n")
        // PngSuite's xcsn0g01.png: an IDAT chunk whose CRC is wrong, as libpng reports it.
        try copy(Self.pngSuite + "xcsn0g01.png", as: "corrupt.png")
        let corrupt = try compare("corrupt.png", "a.png")
        #expect(corrupt.status == 2)
        #expect(corrupt.stderr == "Error: corrupt.png: IDAT: CRC error\n")
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: dir + "/text.png"))
        let text = try compare("a.png", "text.png")
        #expect(text.status == 2 && text.stderr == "Error: text.png: not a PNG file (bad signature)\n")
        try FileManager.default.createDirectory(atPath: dir + "/folder.png", withIntermediateDirectories: false)
        let folder = try compare("folder.png", "a.png")
        #expect(folder.status == 2 && folder.stderr == "Error: folder.png: not a regular file (it is a folder); a PNG is read from a regular file\n")
        // Nothing is written when a file cannot be read.
        #expect(try compare("a.png", "missing.png", "--diff", "d.png").status == 2)
        #expect(!FileManager.default.fileExists(atPath: dir + "/d.png"))
    }

    static let usage = """
        Usage: listshot compare <expected.png> <actual.png> [--threshold <t>] [--ignore-antialiasing] \
        [--max-differing-pixels <n>] [--max-differing-ratio <r>] [--diff <file>] [--provenance]
          See 'listshot compare --help' for more information.

        """

    @Test(arguments: [
        (["--threshold", "1.5"], "Error: --threshold must be from 0 to 1, got 1.5\n"),
        (["--threshold", "-0.1"], "Error: --threshold must be from 0 to 1, got -0.1\n"),
        (["--max-differing-pixels", "-1"], "Error: --max-differing-pixels must be 0 or more, got -1\n"),
        (["--max-differing-ratio", "2"], "Error: --max-differing-ratio must be from 0 to 1, got 2\n"),
        (["--max-differing-pixels", "1", "--max-differing-ratio", "0.1"],
         "Error: --max-differing-pixels and --max-differing-ratio cannot be used together; give the budget one way\n"),
        (["--diff", "missing/d.png"], "Error: --diff missing/d.png: the folder 'missing' does not exist\n"),
        (["--diff", "."], "Error: --diff . is a folder; give a file name in it, e.g. ./diff.png\n"),
        (["--bogus"], "Error: Unknown option '--bogus'\n"),
    ])
    func badFlagsExitTwoNamingTheFlag(_ flags: [String], _ message: String) throws {
        try write("a.png")
        let result = try CommandLineTool.run(["compare", "a.png", "a.png"] + flags, in: dir)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == message + Self.usage)
    }

    @Test func aValueThatIsNotANumberExitsTwoNamingTheFlag() throws {
        try write("a.png")
        let result = try compare("a.png", "a.png", "--threshold", "nan")
        #expect(result.status == 2)
        #expect(result.stderr == """
            Error: The value 'nan' is invalid for '--threshold <t>': 'nan' is not a decimal number (such as 120, -33.5 or 1e3)
            Help:  --threshold <t>  How far a pixel's colour may move and still count as equal, from 0 to 1.

            """ + Self.usage)
        let missing = try compare("a.png")
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("Error: Missing expected argument '<actual.png>'\n"))
    }

    @Test func helpExitsZeroAndOtherCommandsKeepTheirStatus() throws {
        let help = try compare("--help")
        #expect(help.status == 0)
        #expect(help.stdout.contains("Exit status: 0 when the images match"))
        // Only compare turns bad flags into 2; render keeps ArgumentParser's 64.
        #expect(try CommandLineTool.run(["render", "--width", "0"], in: dir).status == 64)
    }
}
