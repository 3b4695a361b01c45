import ListshotRaster

extension Canvas {
    /// Draws the colour glyphs (emoji) of `run` with its pen starting at device pixel `penX`
    /// on the baseline `baselineY`, each as an image in its own colours.
    ///
    /// Each glyph's bitmap, stored at `strike`'s size, is scaled by the text's pixels per em
    /// over the strike's: its size is rounded to whole device pixels (the same for every
    /// placement), its left edge to the nearest device pixel, its top to whole pixels above
    /// the rounded baseline; then it is resampled as ``Canvas/draw(_:inPixels:)`` resamples
    /// images (an exact area average when shrunk more than 2×, bilinear otherwise), so the
    /// pixels are the same on every machine and every run.
    mutating func drawColorGlyphs(of run: ShapedRun, strike: ColorStrike, penX: Double, baselineY: Double) {
        let face = run.font.face
        let pixelsPerEm = run.font.size * scale
        guard pixelsPerEm.isFinite, pixelsPerEm > 0, pixelsPerEm <= Self.maximumTextPixelSize else { return }
        let limit = Double(Int32.max)
        guard abs(penX) < limit, abs(baselineY) < limit else { return }
        let baseline = Int(baselineY.rounded())
        let perUnit = pixelsPerEm / Double(face.unitsPerEm)
        let zoom = pixelsPerEm / Double(strike.pixelsPerEm)
        let clip = clipBounds
        // Every colour glyph fits the em square's height and a little more: cull whole lines.
        let reach = Int((pixelsPerEm * 2).rounded(.up)) + 1
        guard baseline - reach < clip.maxY, baseline + reach > clip.y else { return }

        var placed: [(glyph: UInt32, x: Double, y: Int)] = []
        var pen = 0
        for glyph in run.glyphs {
            let x = penX + Double(pen + Int(glyph.offset)) * perUnit
            pen += Int(glyph.advance)
            guard abs(x) < limit, Int(x) - reach < clip.maxX, Int(x) + reach > clip.x else { continue }
            let rise = glyph.yOffset == 0 ? 0 : Int((Double(glyph.yOffset) * perUnit).rounded())
            placed.append((glyph.glyph, x, baseline - rise))
        }
        guard !placed.isEmpty else { return }
        let images = face.state.withLock { state in
            placed.map { state.colorGlyph($0.glyph, strike: strike) }
        }
        for (image, place) in zip(images, placed) {
            guard let image else { continue }
            let width = Int((Double(image.image.width) * zoom).rounded())
            let height = Int((Double(image.image.height) * zoom).rounded())
            let left = Int((place.x + Double(image.left) * zoom).rounded())
            let top = place.y - Int((Double(image.top) * zoom).rounded())
            draw(image.image, inPixels: PixelRect(x: left, y: top, width: width, height: height))
        }
    }
}
