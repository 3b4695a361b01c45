import Foundation
import ListshotTestSupport
import Testing

/// A fonts folder (`LISTSHOT_FONTS`) that holds every bundled font file, one of them
/// damaged: each command that draws or measures text stops before it starts, naming the
/// file, and writes nothing. (Before, the face that did not load drew no text, and the
/// images came out without it, exit status 0.)
@Suite struct DamagedFontTests {
    /// A copy of the bundled fonts in `dir`; when `damaged`, `Inter-Regular.otf` is replaced
    /// by 1,000 bytes that are not a font.
    static func fontsFolder(in dir: String, damaged: Bool = true) throws -> String {
        let fonts = dir + "/fonts"
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: false)
        for name in try FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.root + "/Fonts") {
            try FileManager.default.copyItem(atPath: RepositoryPaths.root + "/Fonts/" + name, toPath: fonts + "/" + name)
        }
        if damaged {
            try Data((0..<1000).map { UInt8(truncatingIfNeeded: $0 * 7) }).write(to: URL(fileURLWithPath: fonts + "/Inter-Regular.otf"))
        }
        return fonts
    }

    static let commands: [[String]] = [
        ["render", "contacts", "--offset", "120", "-o", "out.png"],
        ["render", "contacts", "--offsets", "0:300:100", "--out-dir", "."],
        ["layout", "contacts"],
        ["docs", "docs.yaml"],
    ]

    @Test(arguments: commands)
    func aDamagedFontStopsTheCommandNamingTheFile(arguments: [String]) throws {
        let dir = try CommandLineTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fonts = try Self.fontsFolder(in: dir)
        let work = dir + "/work"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: false)
        try "output: out\nimages:\n  - scene: contacts\n    output: contacts.png\n".write(toFile: work + "/docs.yaml", atomically: true, encoding: .utf8)

        let result = try CommandLineTool.run(arguments, in: work, environment: ["LISTSHOT_FONTS": fonts])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Error: cannot load font \(fonts)/Inter-Regular.otf: FreeType cannot open it: unknown file format (FreeType error 0x2)\n")
        #expect(result.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: work) == ["docs.yaml"], "nothing written")
    }

    /// The same folder with the font intact draws: the folder itself is fine.
    @Test func theSameFolderWithTheFontIntactDraws() throws {
        let dir = try CommandLineTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fonts = try Self.fontsFolder(in: dir, damaged: false)
        let result = try CommandLineTool.run(["render", "contacts", "--offset", "120", "-o", "out.png"], in: dir, environment: ["LISTSHOT_FONTS": fonts])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/out.png"))
    }
}
