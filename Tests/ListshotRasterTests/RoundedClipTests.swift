import ListshotGeometry
import ListshotRaster
import Testing

@Suite struct RoundedClipTests {
    static let card = Rect(x: 10.5, y: 8.25, width: 60, height: 40.5)
    static let radii = CornerRadii(all: 12)

    /// The alpha of `shape` filled white alone: the coverage a clip to it must give.
    static func coverage(of shape: Rect, _ radii: CornerRadii, scale: Double = 2) throws -> [UInt8] {
        var canvas = try makeCanvas(width: 180, height: 120, scale: scale)
        canvas.fill(shape, cornerRadii: radii, color: .white)
        return alphas(canvas.framebuffer)
    }

    @Test func filledRectInsideRoundedClipHasTransparentAntiAliasedCorners() throws {
        var canvas = try makeCanvas(width: 180, height: 120, scale: 2)
        canvas.clip(to: Self.card, cornerRadii: Self.radii)
        canvas.fill(Rect(x: 0, y: 0, width: 90, height: 60), color: .white)
        let fb = canvas.framebuffer
        // Corners of the card's box are outside the rounded corners.
        #expect(fb.pixel(x: 22, y: 17).a == 0)
        #expect(fb.pixel(x: 140, y: 17).a == 0)
        #expect(fb.pixel(x: 22, y: 96).a == 0)
        #expect(fb.pixel(x: 140, y: 96).a == 0)
        #expect(fb.pixel(x: 80, y: 50).a == 255)
        // The corner arc is anti-aliased: some pixels partly covered.
        var partial = 0
        for y in 16..<40 { for x in 21..<45 where fb.pixel(x: x, y: y).a > 0 && fb.pixel(x: x, y: y).a < 255 { partial += 1 } }
        #expect(partial > 20)
        // Exactly the rounded rectangle's own coverage.
        #expect(alphas(fb) == (try Self.coverage(of: Self.card, Self.radii)))
        #expect(canvas.clipBounds == PixelRect(x: 21, y: 16, width: 120, height: 82))
    }

    @Test func randomRoundedClipsMatchRoundedFills() throws {
        var generator = SplitMix(seed: 5)
        for _ in 0..<150 {
            let rect = Rect(
                x: generator.double(in: -10..<60), y: generator.double(in: -10..<40),
                width: generator.double(in: 0.2..<80), height: generator.double(in: 0.2..<60))
            let radii = CornerRadii(
                topLeft: generator.double(in: -2..<30), topRight: generator.double(in: 0..<30),
                bottomLeft: generator.double(in: 0..<30), bottomRight: generator.double(in: -1..<30))
            let scale = [1.0, 2, 3][Int(generator.next() % 3)]
            var reference = try makeCanvas(width: 180, height: 120, scale: scale)
            reference.fill(rect, cornerRadii: radii, color: .white)
            // Through the clip: the whole clip filled, and an opaque rect fill (its memset path).
            var clipped = try makeCanvas(width: 180, height: 120, scale: scale)
            clipped.clip(to: rect, cornerRadii: radii)
            clipped.fillClip(with: .white)
            #expect(alphas(clipped.framebuffer) == alphas(reference.framebuffer), "\(rect) \(radii) ×\(scale)")
            var filled = try makeCanvas(width: 180, height: 120, scale: scale)
            filled.clip(to: rect, cornerRadii: radii)
            filled.fill(Rect(x: -100, y: -100, width: 400, height: 400), color: .white)
            #expect(alphas(filled.framebuffer) == alphas(reference.framebuffer), "\(rect) \(radii) ×\(scale)")
        }
    }

    @Test func nestedRoundedClipsAreTheProductOfBoth() throws {
        let other = Rect(x: 40.3, y: 20.7, width: 45, height: 50)
        let otherRadii = CornerRadii(topLeft: 20, topRight: 5, bottomLeft: 0, bottomRight: 9)
        var canvas = try makeCanvas(width: 180, height: 120, scale: 2)
        canvas.clip(to: Self.card, cornerRadii: Self.radii)
        canvas.clip(to: other, cornerRadii: otherRadii)
        canvas.fillClip(with: .white)
        let a = try Self.coverage(of: Self.card, Self.radii), b = try Self.coverage(of: other, otherRadii)
        let expected = zip(a, b).map { x, y -> UInt8 in
            let t = UInt32(x) * UInt32(y) + 128
            return UInt8((t + (t >> 8)) >> 8)
        }
        #expect(alphas(canvas.framebuffer) == expected)
        #expect(expected.contains { $0 > 0 && $0 < 255 })
    }

    @Test func saveAndRestoreBringBackTheClip() throws {
        var canvas = try makeCanvas(width: 180, height: 120, scale: 2)
        let before = canvas.clipBounds
        canvas.save()
        canvas.clip(to: Self.card, cornerRadii: Self.radii)
        canvas.save()
        canvas.clip(to: Rect(x: 0, y: 0, width: 30, height: 30), cornerRadii: CornerRadii(all: 30))
        canvas.restore()
        canvas.fillClip(with: .white)
        #expect(alphas(canvas.framebuffer) == (try Self.coverage(of: Self.card, Self.radii)))
        canvas.restore()
        #expect(canvas.clipBounds == before)
        canvas.fill(Rect(x: 0, y: 0, width: 90, height: 60), color: .white)
        #expect(alphas(canvas.framebuffer).allSatisfy { $0 == 255 })
    }

    @Test func everyPrimitiveIsClipped() throws {
        let expected = try Self.coverage(of: Self.card, Self.radii)
        let full = Rect(x: 0, y: 0, width: 90, height: 60)
        var whiteImage = try Framebuffer(width: 90, height: 60, color: .white)
        whiteImage.setColor(.white, x: 0, y: 0)
        let bigImage = try Framebuffer(width: 800, height: 500, color: .white)
        let solidMask = [UInt8](repeating: 255, count: 180 * 120)
        var path = Path()
        path.addRect(full)
        let draws: [(String, (inout Canvas) -> Void)] = [
            ("fill rect", { $0.fill(full, color: .white) }),
            ("fill rounded rect", { $0.fill(Rect(x: -20, y: -20, width: 130, height: 100), cornerRadii: CornerRadii(all: 4), color: .white) }),
            ("fill ellipse", { $0.fillEllipse(in: Rect(x: -200, y: -200, width: 500, height: 500), color: .white) }),
            ("stroke rounded rect", { $0.stroke(Rect(x: -20, y: -20, width: 130, height: 100), cornerRadii: .zero, lineWidth: 90, color: .white) }),
            ("fill path", { $0.fill(path, color: .white) }),
            ("stroke path", { $0.strokeLine(from: Point(x: 0, y: 30), to: Point(x: 90, y: 30), lineWidth: 70, color: .white) }),
            ("image", { $0.draw(whiteImage, in: full) }),
            ("image upscaled", { $0.draw(whiteImage, in: Rect(x: -10, y: -10, width: 120, height: 90)) }),
            ("image downscaled", { $0.draw(bigImage, in: full) }),
            ("mask (text)", { canvas in
                solidMask.withUnsafeBufferPointer { m in
                    canvas.blend(mask: m, width: 180, height: 120, rowBytes: 180, atPixelX: 0, y: 0, color: .white)
                }
            }),
            ("hairlines", { canvas in
                for y in 1...120 { canvas.fillHairline(atBottomOf: Double(y) / 2, from: 0, to: 90, color: .white) }
            }),
        ]
        for (name, draw) in draws {
            var canvas = try makeCanvas(width: 180, height: 120, scale: 2)
            canvas.clip(to: Self.card, cornerRadii: Self.radii)
            draw(&canvas)
            #expect(alphas(canvas.framebuffer) == expected, "\(name)")
        }
    }

    @Test func coverageMultipliesWithTheClip() throws {
        // Half-transparent ink through the clip: alpha = div255(128 × clip).
        let expected = try Self.coverage(of: Self.card, Self.radii).map { c -> UInt8 in
            let t = UInt32(c) * 128 + 128
            return UInt8((t + (t >> 8)) >> 8)
        }
        var canvas = try makeCanvas(width: 180, height: 120, scale: 2)
        canvas.clip(to: Self.card, cornerRadii: Self.radii)
        canvas.fill(Rect(x: 0, y: 0, width: 90, height: 60), color: Color(rgb: 0xFFFFFF, alpha: 128))
        #expect(alphas(canvas.framebuffer) == expected)
        // The mask's partial coverage multiplies a glyph's, rounded to nearest.
        var text = try makeCanvas(width: 180, height: 120, scale: 2)
        text.clip(to: Self.card, cornerRadii: Self.radii)
        let mask = [UInt8](repeating: 128, count: 180 * 120)
        mask.withUnsafeBufferPointer { text.blend(mask: $0, width: 180, height: 120, rowBytes: 180, atPixelX: 0, y: 0, color: .white) }
        #expect(alphas(text.framebuffer) == expected)
    }

    @Test func rectClipsNarrowARoundedClip() throws {
        var canvas = try makeCanvas(width: 180, height: 120, scale: 2)
        canvas.clip(to: Self.card, cornerRadii: Self.radii)
        canvas.clip(to: Rect(x: 0, y: 0, width: 30, height: 60))
        canvas.fillClip(with: .white)
        let expected = try Self.coverage(of: Self.card, Self.radii).enumerated().map { i, c in i % 180 < 60 ? c : 0 }
        #expect(alphas(canvas.framebuffer) == expected)
    }

    @Test func squareAlignedClipIsJustARectClip() throws {
        var a = try makeCanvas(width: 60, height: 60, scale: 2)
        var b = a
        a.clip(to: Rect(x: 5, y: 5.5, width: 10, height: 12))
        b.clip(to: Rect(x: 5, y: 5.5, width: 10, height: 12), cornerRadii: .zero)
        #expect(a.clipBounds == b.clipBounds)
        a.fillEllipse(in: Rect(x: 0, y: 0, width: 30, height: 30), color: .white)
        b.fillEllipse(in: Rect(x: 0, y: 0, width: 30, height: 30), color: .white)
        #expect(a.framebuffer == b.framebuffer)
        // Zero radii at fractional edges: anti-aliased (the rect clip snaps instead).
        var c = try makeCanvas(width: 60, height: 60, scale: 1)
        c.clip(to: Rect(x: 5.5, y: 5, width: 10, height: 10), cornerRadii: .zero)
        c.fillClip(with: .white)
        #expect(c.framebuffer.pixel(x: 5, y: 7).a == 128)
        #expect(c.framebuffer.pixel(x: 15, y: 7).a == 128)
        #expect(c.framebuffer.pixel(x: 6, y: 7).a == 255)
    }

    @Test func emptyAndOffscreenClipsDrawNothing() throws {
        var canvas = try makeCanvas(width: 40, height: 40)
        canvas.save()
        canvas.clip(to: Rect(x: 100, y: 100, width: 10, height: 10), cornerRadii: CornerRadii(all: 3))
        canvas.fillClip(with: .white)
        canvas.fill(Rect(x: 0, y: 0, width: 40, height: 40), color: .white)
        canvas.restore()
        canvas.save()
        canvas.clip(to: Rect(x: 5, y: 5, width: 0, height: 10), cornerRadii: CornerRadii(all: 3))
        canvas.fill(Rect(x: 0, y: 0, width: 40, height: 40), color: .white)
        canvas.restore()
        #expect(totalCoverage(canvas.framebuffer) == 0)
    }
}
