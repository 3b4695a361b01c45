import ListshotGeometry
import ListshotRaster

extension Canvas {
    /// The largest em size drawn, in device pixels; text larger than this is not drawn.
    static var maximumTextPixelSize: Double { 4096 }

    /// Draws one line of text with its baseline's left end at `origin` (points, canvas
    /// coordinates), filled with `color` through anti-aliased glyph coverage.
    ///
    /// Output is bit-reproducible: glyphs are rendered unhinted at `font.size × scale`
    /// device pixels, the baseline is rounded to a whole device pixel, and each glyph's
    /// horizontal position is rounded to a quarter of a device pixel.
    public mutating func drawText(_ text: String, font: Font, at origin: Point, color: Color) {
        draw(Shaper.shape(text, font: font), at: origin, color: color)
    }

    /// Draws a shaped line with its baseline's left end at `origin` (points, canvas
    /// coordinates); see ``drawText(_:font:at:color:)``.
    public mutating func draw(_ line: ShapedLine, at origin: Point, color: Color) {
        guard !line.glyphs.isEmpty, color.alpha > 0, opacity > 0 else { return }
        let face = line.font.face
        let pixelsPerEm = line.font.size * scale
        guard pixelsPerEm.isFinite, pixelsPerEm > 0, pixelsPerEm <= Self.maximumTextPixelSize else { return }
        let pixelSize = Int((pixelsPerEm * 64).rounded())  // 26.6, as FreeType takes it
        let start = pixelPoint(for: origin)
        let limit = Double(Int32.max)
        guard pixelSize > 0, abs(start.x) < limit, abs(start.y) < limit else { return }
        let baseline = Int(start.y.rounded())

        // The face's bounding box, in device pixels, with a pixel to spare, culls glyphs
        // that cannot reach the clip before they are rendered.
        let perUnit = pixelsPerEm / Double(face.unitsPerEm)
        let box = face.boundingBoxUnits
        func pixels(_ units: Int) -> Int { Int((Double(units) * perUnit).rounded(.up)) + 1 }
        let clip = clipBounds
        guard baseline - pixels(box.yMax) < clip.maxY, baseline + pixels(-box.yMin) > clip.y else { return }

        var placed: [(glyph: UInt32, x: Int, bin: Int)] = []
        var pen = 0
        for glyph in line.glyphs {
            let x = start.x + Double(pen + Int(glyph.offset)) * perUnit
            pen += Int(glyph.advance)
            guard abs(x) < limit else { continue }
            let quarters = Int((x * Double(FreeTypeFace.subpixelBins)).rounded())  // nearest quarter pixel
            let column = quarters >> 2, bin = quarters & 3
            guard column - pixels(-box.xMin) < clip.maxX, column + pixels(box.xMax) > clip.x else { continue }
            placed.append((glyph.glyph, column, bin))
        }
        guard !placed.isEmpty else { return }

        let masks = face.state.withLock { state in
            placed.map { state.mask(glyph: $0.glyph, pixelSize: pixelSize, bin: $0.bin) }
        }
        for (mask, place) in zip(masks, placed) where !mask.isEmpty {
            mask.coverage.withUnsafeBufferPointer { coverage in
                blend(
                    mask: coverage, width: mask.width, height: mask.height, rowBytes: mask.width,
                    atPixelX: place.x + mask.left, y: baseline - mask.top, color: color)
            }
        }
    }
}
