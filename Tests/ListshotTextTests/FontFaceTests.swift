import Foundation
import Testing
@testable import ListshotText

@Suite struct FontFaceTests {
    @Test func missingFileThrowsNamingThePath() {
        let path = "/nonexistent/listshot/NoSuchFont.otf"
        #expect {
            _ = try FontFace.load(path: path)
        } throws: { error in
            guard let error = error as? FontError else { return false }
            return error.path == path && error.description.contains(path)
        }
    }

    @Test func textFileIsNotAFont() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("notes.otf")
        try Data("This is plain text, not a font.\n".utf8).write(to: file)
        let error = #expect(throws: FontError.self) { try FontFace.load(path: file.path) }
        #expect(error?.path == file.path)
        #expect(error?.freeTypeCode == 0x02)  // FT_Err_Unknown_File_Format
        #expect(error?.description.contains("unknown file format") == true)
    }

    @Test func folderIsNotAFont() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: FontError.self) { try FontFace.load(path: folder.path) }
    }

    @Test func loadingTwiceGivesTheSameFace() throws {
        let path = try BundledFonts.path(for: .regular)
        let a = try FontFace.load(path: path)
        let b = try FontFace.load(path: path)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let c = try FontFace.load(path: folder.path + "/../" + folder.lastPathComponent + "/Inter-Regular.otf")
        #expect(a === b)
        #expect(a === c)
        #expect(a == c)
        #expect(a != (try FontFace.load(path: BundledFonts.path(for: .semibold))))
    }

    @Test func namesComeFromTheFont() throws {
        let regular = try FontFace.load(path: BundledFonts.path(for: .regular))
        let semibold = try FontFace.load(path: BundledFonts.path(for: .semibold))
        #expect(regular.familyName.hasPrefix("Inter"))
        #expect(regular.styleName == "Regular")
        #expect(semibold.styleName.contains("Semi"))
    }

    @Test func glyphCoverage() throws {
        let face = try FontFace.load(path: BundledFonts.path(for: .regular))
        #expect(face.hasGlyph(for: "A"))
        #expect(face.hasGlyph(for: "é"))
        #expect(!face.hasGlyph(for: "中"))
        #expect(!face.hasGlyph(for: "\u{10FFFF}"))
    }

    @Test func glyphCacheEmptiesWhenFull() {
        var cache = GlyphCache()
        let mask = GlyphMask(width: 2, height: 2, left: 0, top: 2, coverage: [1, 2, 3, 4])
        for i in 0..<GlyphCache.maximumEntries {
            cache.insert(mask, for: GlyphKey(glyph: UInt32(i), pixelSize: 64, bin: 0))
        }
        #expect(cache.count == GlyphCache.maximumEntries)
        cache.insert(mask, for: GlyphKey(glyph: 99_999, pixelSize: 64, bin: 0))
        #expect(cache.count == 1)
        #expect(cache[GlyphKey(glyph: 99_999, pixelSize: 64, bin: 0)]?.coverage == [1, 2, 3, 4])
    }
}
