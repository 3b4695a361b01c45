import ListshotGeometry
import ListshotRaster
import Testing
@testable import ListshotText

/// Characters Inter lacks come from the bundled DejaVu Sans and Droid Sans Fallback.
@Suite struct FallbackTests {
    static let multiScript = "Zoë, Ελληνικά, Русский, 中文"

    /// The family of each run and the text it covers.
    func runs(_ text: String, font: Font) -> [(family: String, text: String)] {
        let utf8 = Array(text.utf8)
        return Shaper.shape(text, font: font).runs.map { run in
            let clusters = run.glyphs.map(\.cluster)
            let start = clusters.min()!, end = clusters.max()!
            // Up to the end of the last cluster's character.
            var stop = end + 1
            while stop < utf8.count, utf8[stop] & 0xC0 == 0x80 { stop += 1 }
            return (run.font.face.familyName, String(decoding: utf8[start..<stop], as: UTF8.self))
        }
    }

    @Test func multiScriptLineHasNoNotdef() throws {
        let font = try Font.bundled(size: 17)
        let line = Shaper.shape(Self.multiScript, font: font)
        #expect(line.glyphs.allSatisfy { $0.glyph != 0 })
        // Inter has Latin, Greek and Cyrillic; the ideographs come from Droid Sans Fallback.
        let found = runs(Self.multiScript, font: font)
        #expect(found.map(\.family) == ["Inter", "Droid Sans Fallback"])
        #expect(found.map(\.text) == ["Zoë, Ελληνικά, Русский, ", "中文"])
        // The fallback run is at the same size.
        #expect(line.runs.allSatisfy { $0.font.size == 17 })
        #expect(line.width == line.runs.map(\.width).reduce(0, +))
        #expect(line.width > font.width(of: "Zoë, Ελληνικά, Русский, "))
    }

    @Test func dejaVuCoversWhatInterLacks() throws {
        let font = try Font.bundled(size: 17)
        for text in ["ქართული", "Հայերեն", "שלום", "☃♞"] {
            let line = Shaper.shape(text, font: font)
            #expect(line.glyphs.allSatisfy { $0.glyph != 0 }, "\(text)")
            #expect(line.runs.map(\.font.face.familyName) == ["DejaVu Sans"], "\(text)")
        }
        // Korean and Japanese kana from Droid Sans Fallback.
        for text in ["한국어", "かなカナ", "中文。"] {
            let line = Shaper.shape(text, font: font)
            #expect(line.glyphs.allSatisfy { $0.glyph != 0 }, "\(text)")
            #expect(line.runs.map(\.font.face.familyName) == ["Droid Sans Fallback"], "\(text)")
        }
    }

    @Test func runsAlternateAndKeepTheirOrder() throws {
        let font = try Font.bundled(size: 17)
        let found = runs("a中b☃c", font: font)
        #expect(found.map(\.family) == ["Inter", "Droid Sans Fallback", "Inter", "DejaVu Sans", "Inter"])
        #expect(found.map(\.text) == ["a", "中", "b", "☃", "c"])
        // A cluster stays in one face: a combining mark follows its base.
        #expect(runs("ქ\u{301}x", font: font).map(\.family) == ["DejaVu Sans", "Inter"])
    }

    @Test func whatNoFaceHasIsTheFontsNotdef() throws {
        let font = try Font.bundled(size: 17)
        // No bundled font has an unassigned code point.
        for text in ["\u{0378}", "\u{0379}"] {
            let line = Shaper.shape(text, font: font)
            #expect(line.runs.count == 1 && line.runs[0].font == font)
            #expect(line.glyphs.map(\.glyph) == [0])
        }
    }

    @Test func fallbackWorksForEveryBundledFont() throws {
        for bundled in BundledFont.allCases {
            let font = try Font.bundled(bundled, size: 15)
            let line = Shaper.shape("Aa 中 ქ", font: font)
            #expect(line.glyphs.allSatisfy { $0.glyph != 0 }, "\(bundled)")
            // Inter sets the Latin itself; the chain never adds Inter to another font.
            if bundled == .regular || bundled == .semibold { #expect(line.runs.first?.font == font) }
        }
    }

    @Test func multiScriptLineRendersEveryRun() throws {
        let font = try Font.bundled(size: 17)
        let line = Shaper.shape(Self.multiScript, font: font)
        var canvas = try makeCanvas(width: 560, height: 60, scale: 2)
        canvas.draw(line, at: Point(x: 10, y: 22), color: .white)
        let changed = changedPixels(try Framebuffer(width: 560, height: 60, color: .black), canvas.framebuffer)
        // Ink over the whole line, including where the CJK run sits at its end.
        let cjkStart = Int(((10 + line.runs[0].width) * 2).rounded(.down))
        let cjkEnd = Int(((10 + line.width) * 2).rounded(.up))
        #expect(changed.contains { $0.x < 40 })
        let cjkInk = changed.filter { $0.x >= cjkStart && $0.x < cjkEnd }
        #expect(cjkInk.count > 150)
        // Ideographs are tall: they reach near the cap height.
        #expect(cjkInk.map(\.y).min()! < Int((22 - 0.6 * 17) * 2))
        // A layout wraps between the ideographs and draws them the same way.
        let layout = TextLayout(text: Self.multiScript, font: font, width: font.width(of: "Zoë, Ελληνικά, Русский, 中"))
        #expect(layout.lines.map(\.text) == ["Zoë, Ελληνικά, Русский, 中", "文"])
    }
}
