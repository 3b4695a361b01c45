import ListshotGeometry
import ListshotRaster

extension Canvas {
    /// The largest em size drawn, in device pixels; text larger than this is not drawn.
    static var maximumTextPixelSize: Double { 4096 }

    /// Draws one line of text with its baseline's left end at `origin` (points, canvas
    /// coordinates), filled with `color` through anti-aliased glyph coverage.
    ///
    /// Output is bit-reproducible: glyphs are rendered unhinted at `font.size × scale`
    /// device pixels, the baseline is rounded to a whole device pixel, each glyph's
    /// horizontal position is rounded to a quarter of a device pixel, and coverage goes
    /// through the ``TextGamma`` table for `color` before it is blended. Colour glyphs
    /// (emoji) are drawn as images in their own colours, not in `color`: their bitmaps are
    /// scaled to the text size with the filter images are drawn with.
    public mutating func drawText(_ text: String, font: Font, at origin: Point, color: Color) {
        draw(Shaper.shape(text, font: font), at: origin, color: color)
    }

    /// Draws a shaped line with its baseline's left end at `origin` (points, canvas
    /// coordinates); see ``drawText(_:font:at:color:)``.
    public mutating func draw(_ line: ShapedLine, at origin: Point, color: Color) {
        draw(line, at: origin, color: color, gamma: TextGamma.table(for: color))
    }

    /// Draws `line` with glyph coverage mapped through `gamma` (`nil`: as rendered).
    mutating func draw(_ line: ShapedLine, at origin: Point, color: Color, gamma: [UInt8]?) {
        guard !line.runs.isEmpty, color.alpha > 0, opacity > 0 else { return }
        let start = pixelPoint(for: origin)
        let limit = Double(Int32.max)
        guard abs(start.x) < limit, abs(start.y) < limit else { return }
        var runStart = start.x
        // The colour at every coverage, through the gamma table, once for the whole line.
        let colors = maskColors(color, through: gamma)
        for run in line.runs {
            if let strike = run.font.face.colorStrike {
                drawColorGlyphs(of: run, strike: strike, penX: runStart, baselineY: start.y)
            } else {
                draw(run, penX: runStart, baselineY: start.y, colors: colors)
            }
            runStart += run.width * scale
        }
    }

    /// Draws `layout` with the top-left corner of its box at `origin` (points, canvas
    /// coordinates): each line at its ``TextLayout/Line/x`` and ``TextLayout/Line/baseline``.
    public mutating func draw(_ layout: TextLayout, at origin: Point, color: Color) {
        for line in layout.lines {
            draw(line.shaped, at: Point(x: origin.x + line.x, y: origin.y + line.baseline), color: color)
        }
    }

    /// Draws one run with its pen starting at device pixel `penX` on the baseline `baselineY`.
    private mutating func draw(_ run: ShapedRun, penX: Double, baselineY: Double, colors: MaskColors) {
        let face = run.font.face
        let pixelsPerEm = run.font.size * scale
        guard pixelsPerEm.isFinite, pixelsPerEm > 0, pixelsPerEm <= Self.maximumTextPixelSize else { return }
        let pixelSize = Int((pixelsPerEm * 64).rounded())  // 26.6, as FreeType takes it
        let limit = Double(Int32.max)
        guard pixelSize > 0, abs(penX) < limit else { return }
        let baseline = Int(baselineY.rounded())

        // The face's bounding box, in device pixels, with a pixel to spare, culls glyphs
        // that cannot reach the clip before they are rendered.
        let perUnit = pixelsPerEm / Double(face.unitsPerEm)
        let box = face.boundingBoxUnits
        func pixels(_ units: Int) -> Int { Int((Double(units) * perUnit).rounded(.up)) + 1 }
        let clip = clipBounds
        guard baseline - pixels(box.yMax) < clip.maxY, baseline + pixels(-box.yMin) > clip.y else { return }

        var placed: [(glyph: UInt32, x: Int, bin: Int, y: Int)] = []
        placed.reserveCapacity(run.glyphs.count)
        var pen = 0
        for glyph in run.glyphs {
            let x = penX + Double(pen + Int(glyph.offset)) * perUnit
            pen += Int(glyph.advance)
            guard abs(x) < limit else { continue }
            let quarters = Int((x * Double(FreeTypeFace.subpixelBins)).rounded())  // nearest quarter pixel
            let column = quarters >> 2, bin = quarters & 3
            guard column - pixels(-box.xMin) < clip.maxX, column + pixels(box.xMax) > clip.x else { continue }
            // Vertical offsets (marks) move by whole pixels, as the baseline does.
            let rise = glyph.yOffset == 0 ? 0 : Int((Double(glyph.yOffset) * perUnit).rounded())
            placed.append((glyph.glyph, column, bin, baseline - rise))
        }
        guard !placed.isEmpty else { return }

        let masks = face.state.withLock { state in
            placed.map { state.mask(glyph: $0.glyph, pixelSize: pixelSize, bin: $0.bin) }
        }
        for (mask, place) in zip(masks, placed) where !mask.isEmpty {
            // The gamma table is applied through `colors` as the mask is blended, never to a copy of it.
            mask.coverage.withUnsafeBufferPointer { coverage in
                blend(
                    mask: coverage, width: mask.width, height: mask.height, rowBytes: mask.width,
                    atPixelX: place.x + mask.left, y: place.y - mask.top, colors: colors)
            }
        }
    }
}
