import Dispatch
import ListshotGeometry
import ListshotRaster
import ListshotFiles
import Testing
@testable import ListshotText

/// HarfBuzz shaping: kerning from GPOS, ligatures, clusters, determinism.
@Suite struct ShapingTests {
    /// Each character shaped on its own: the line without any kerning between them.
    func unkerned(_ text: String, font: Font) -> ShapedLine {
        ShapedLine(font: font, glyphs: text.flatMap { Shaper.shape(String($0), font: font).glyphs })
    }

    @Test(arguments: ["AV", "To", "Wa", "Ta", "Yo", "LT"])
    func interKernsThroughGPOS(pair: String) throws {
        let font = try Font.bundled(size: 17)
        let face = font.face
        // Inter has no legacy kern table: this kerning can only come from GPOS.
        #expect(try !OpenTypeTables(path: face.path).tables.keys.contains("kern"))
        #expect(try OpenTypeTables(path: face.path).tables.keys.contains("GPOS"))
        let kerned = font.width(of: pair)
        let apart = pair.map { font.width(of: String($0)) }.reduce(0, +)
        #expect(kerned < apart - 0.1, "\(pair): \(kerned) against \(apart)")
        // The same glyphs; the first one's advance is shortened.
        let line = Shaper.shape(pair, font: font)
        #expect(line.glyphs.map(\.glyph) == unkerned(pair, font: font).glyphs.map(\.glyph))
        #expect(line.glyphs[0].advance < unkerned(pair, font: font).glyphs[0].advance)
    }

    @Test func advancesAreInFontUnits() throws {
        // Unkerned advances are the font's own hmtx entries; "AV" shortens only A's.
        let font = try Font.bundled(size: 20)
        let tables = try OpenTypeTables(path: font.face.path)
        #expect(font.face.unitsPerEm == tables.uint16("head", 18))
        func hmtx(_ glyph: UInt32) -> Int {
            tables.uint16("hmtx", 4 * min(Int(glyph), tables.uint16("hhea", 34) - 1))
        }
        let glyphs = Shaper.shape("AV", font: font).glyphs
        #expect(Int(glyphs[1].advance) == hmtx(glyphs[1].glyph))
        let kerning = Int(glyphs[0].advance) - hmtx(glyphs[0].glyph)
        #expect(kerning < 0)
        #expect(font.width(of: "AV") == Double(hmtx(glyphs[0].glyph) + kerning + hmtx(glyphs[1].glyph)) * 20
            / Double(font.face.unitsPerEm))
    }

    @Test func ligaturesAndClusters() throws {
        let font = try Font.bundled(size: 17)
        // Inter's contextual alternates turn "->" into one arrow glyph for both characters.
        let arrow = Shaper.shape("a->b", font: font)
        #expect(arrow.glyphs.count == 3)
        #expect(arrow.glyphs.map(\.cluster) == [0, 1, 3])
        // Clusters are UTF-8 offsets: "é" is two bytes.
        #expect(Shaper.shape("éa", font: font).glyphs.map(\.cluster) == [0, 2])
        // A combining mark the font cannot compose stays a glyph of the same cluster.
        let marked = Shaper.shape("q\u{301}", font: font)
        #expect(marked.glyphs.count == 2 && marked.glyphs.allSatisfy { $0.cluster == 0 && $0.glyph != 0 })
        #expect(marked.glyphs[1].advance == 0)
    }

    @Test func shapingIsDeterministicAcrossThreads() throws {
        let font = try Font.bundled(.semibold, size: 13)
        let texts = ["AVATAR To Wa", "Hola 24", "¿Qué tal? Ωmega", "office ffi -> <=", "Zoë 1/2 ½"]
        let serial = texts.map { Shaper.shape($0, font: font) }
        let results = Lock<[[ShapedLine]]>([])
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            let lines = (0..<50).flatMap { _ in texts.map { Shaper.shape($0, font: font) } }
            results.withLock { $0.append(lines) }
        }
        for lines in results.withLock({ $0 }) {
            for (index, line) in lines.enumerated() { #expect(line == serial[index % texts.count]) }
        }
    }

    @Test func drawingUsesTheKernedPositions() throws {
        let font = try Font.bundled(size: 30)
        func render(_ line: ShapedLine) throws -> Framebuffer {
            var canvas = try makeCanvas(width: 200, height: 60, scale: 2)
            canvas.draw(line, at: Point(x: 5, y: 24), color: .white)
            return canvas.framebuffer
        }
        let kerned = try render(Shaper.shape("AV", font: font))
        // By hand: "A" at the pen, "V" where the kerned advance of "A" ends.
        var byHand = try makeCanvas(width: 200, height: 60, scale: 2)
        byHand.drawText("A", font: font, at: Point(x: 5, y: 24), color: .white)
        let advance = font.points(fromUnits: Int(Shaper.shape("AV", font: font).glyphs[0].advance))
        byHand.drawText("V", font: font, at: Point(x: 5 + advance, y: 24), color: .white)
        expectIdentical(kerned, byHand.framebuffer, "AV against A and V placed by hand")
        expectDifferent(kerned, try render(unkerned("AV", font: font)), "kerned against unkerned")
        // drawText is the same as drawing the shaped line.
        var text = try makeCanvas(width: 200, height: 60, scale: 2)
        text.drawText("AV", font: font, at: Point(x: 5, y: 24), color: .white)
        expectIdentical(kerned, text.framebuffer, "drawText against draw(ShapedLine)")
    }

    @Test func theShapeCacheIsBoundedAndTransparent() throws {
        let font = try Font.bundled(size: 17)
        let cache = ShapeCache()
        var calls = 0
        let shape = { () -> [(FontFace, [ShapedGlyph])] in
            calls += 1
            return [(font.face, [ShapedGlyph(glyph: 1, advance: 10)])]
        }
        _ = cache.runs(of: "a", in: font.face, shape: shape)
        _ = cache.runs(of: "a", in: font.face, shape: shape)
        #expect(calls == 1)
        for index in 0..<ShapeCache.maximumEntries { _ = cache.runs(of: "t\(index)", in: font.face, shape: shape) }
        #expect(cache.count == 1)  // emptied when full, then the last one added
        // Long texts are shaped every time and not kept.
        let long = String(repeating: "x", count: ShapeCache.maximumLength + 1)
        calls = 0
        _ = cache.runs(of: long, in: font.face, shape: shape)
        _ = cache.runs(of: long, in: font.face, shape: shape)
        #expect(calls == 2)
        // Sizes share the cached runs: font units do not depend on the size.
        let small = Shaper.shape("Cached AV", font: try Font.bundled(size: 9))
        let large = Shaper.shape("Cached AV", font: try Font.bundled(size: 90))
        #expect(small.glyphs == large.glyphs && small.runs[0].font.size == 9 && large.runs[0].font.size == 90)
    }
}
