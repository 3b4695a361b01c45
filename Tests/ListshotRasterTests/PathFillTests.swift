import ListshotGeometry
import ListshotRaster
import ListshotTestSupport
import Testing

@Suite struct PathFillTests {
    static func rectPath(_ r: Rect) -> Path {
        var path = Path()
        path.addRect(r)
        return path
    }

    static func maxDifference(_ a: Framebuffer, _ b: Framebuffer) -> Int {
        var worst = 0
        for (p, q) in zip(a.pixels, b.pixels) {
            let p = UInt32(littleEndian: p), q = UInt32(littleEndian: q)
            for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
                worst = max(worst, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)))
            }
        }
        return worst
    }

    @Test func pixelAlignedRectangleEqualsRectFillExactly() throws {
        for (rect, scale) in [(Rect(x: 3, y: 4, width: 20, height: 11), 1.0), (Rect(x: 1.5, y: 2.5, width: 7, height: 9.5), 2)] {
            var a = try makeCanvas(width: 64, height: 48, scale: scale, color: Color(rgb: 0x336699))
            var b = a
            a.fill(rect, color: Color(rgb: 0xFF8800, alpha: 200))
            b.fill(Self.rectPath(rect), color: Color(rgb: 0xFF8800, alpha: 200))
            #expect(a.framebuffer == b.framebuffer)
        }
    }

    @Test func fractionalRectangleMatchesRectFill() throws {
        // Rectangle fills have exact area coverage; path fills cut bands at every vertex,
        // so horizontal edges are exact too: equal when both snap the same 1/256 pixel.
        var generator = SplitMix(seed: 7)
        for _ in 0..<200 {
            let x = generator.double(in: -3..<30), y = generator.double(in: -3..<30)
            let w = generator.double(in: 0.1..<25), h = generator.double(in: 0.1..<25)
            let rect = Rect(x: x, y: y, width: w, height: h)
            var a = try makeCanvas(width: 40, height: 40, scale: 1)
            var b = a
            a.fill(rect, color: .white)
            b.fill(Self.rectPath(rect), color: .white)
            #expect(Self.maxDifference(a.framebuffer, b.framebuffer) <= 1, "\(rect)")
        }
        // Dyadic coordinates snap identically: exactly equal.
        var a = try makeCanvas(width: 40, height: 40, scale: 1)
        var b = a
        let rect = Rect(x: 2.375, y: 3.8125, width: 20.5, height: 11.0625)
        a.fill(rect, color: .purple)
        b.fill(Self.rectPath(rect), color: .purple)
        #expect(a.framebuffer == b.framebuffer)
        #expect(a.framebuffer.pixel(x: 2, y: 3).a == UInt8((Int(0.625 * 256) * Int(0.1875 * 256) * 255 + 32_768) >> 16))
    }

    @Test func triangleCoverageMatchesItsArea() throws {
        let a = Point(x: 10.3, y: 5.7), b = Point(x: 180.9, y: 40.2), c = Point(x: 60.1, y: 150.8)
        var path = Path()
        path.move(to: a)
        path.addLine(to: b)
        path.addLine(to: c)
        path.closeSubpath()
        var canvas = try makeCanvas(width: 200, height: 200)
        canvas.fill(path, color: .white)
        let area = abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2
        let ink = totalCoverage(canvas.framebuffer)
        #expect(abs(ink - area) / area < 0.005, "ink \(ink), area \(area)")
        // Anti-aliased: edge pixels are partly covered.
        #expect(alphas(canvas.framebuffer).contains { $0 > 0 && $0 < 255 })
    }

    @Test func fillRulesDifferOnOverlaps() throws {
        // Two overlapping squares running the same way.
        var squares = Path()
        squares.addRect(Rect(x: 10, y: 10, width: 40, height: 40))
        squares.addRect(Rect(x: 30, y: 30, width: 40, height: 40))
        var nonZero = try makeCanvas(width: 80, height: 80)
        var evenOdd = nonZero
        nonZero.fill(squares, color: .white, rule: .nonZero)
        evenOdd.fill(squares, color: .white, rule: .evenOdd)
        #expect(nonZero.framebuffer.pixel(x: 40, y: 40).a == 255)
        #expect(evenOdd.framebuffer.pixel(x: 40, y: 40).a == 0)
        for (x, y) in [(15, 15), (60, 60), (45, 20)] {
            #expect(nonZero.framebuffer.pixel(x: x, y: y).a == 255)
            #expect(evenOdd.framebuffer.pixel(x: x, y: y).a == 255)
        }
        #expect(abs(totalCoverage(nonZero.framebuffer) - (1600 + 1600 - 400)) < 0.01)
        #expect(abs(totalCoverage(evenOdd.framebuffer) - (1600 + 1600 - 800)) < 0.01)

        // A pentagram: its centre is wound twice.
        var star = Path()
        for i in 0..<5 {
            let (s, c) = DeterministicTrigonometry.sinCos(-DeterministicTrigonometry.pi / 2 + Double(i * 2) * 2 * DeterministicTrigonometry.pi / 5)
            let p = Point(x: 40 + 35 * c, y: 40 + 35 * s)
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        var starNonZero = try makeCanvas(width: 80, height: 80)
        var starEvenOdd = starNonZero
        starNonZero.fill(star, color: .white)
        starEvenOdd.fill(star, color: .white, rule: .evenOdd)
        #expect(starNonZero.framebuffer.pixel(x: 40, y: 40).a == 255)
        #expect(starEvenOdd.framebuffer.pixel(x: 40, y: 40).a == 0)
        #expect(starEvenOdd.framebuffer.pixel(x: 40, y: 10).a == 255)  // a point of the star
    }

    @Test func oppositeSubpathPunchesAHoleUnderNonZero() throws {
        var path = Path()
        path.addRect(Rect(x: 10, y: 10, width: 60, height: 60))
        // The inner square anticlockwise on screen.
        path.move(to: Point(x: 30, y: 30))
        path.addLine(to: Point(x: 30, y: 50))
        path.addLine(to: Point(x: 50, y: 50))
        path.addLine(to: Point(x: 50, y: 30))
        path.closeSubpath()
        var canvas = try makeCanvas(width: 80, height: 80)
        canvas.fill(path, color: .white)
        #expect(canvas.framebuffer.pixel(x: 40, y: 40).a == 0)
        #expect(canvas.framebuffer.pixel(x: 20, y: 40).a == 255)
    }

    @Test func unionOfManyOverlappingSubpathsIsPaintedOnce() throws {
        var path = Path()
        var generator = SplitMix(seed: 3)
        for _ in 0..<60 {
            let x = generator.double(in: 10..<120), y = generator.double(in: 10..<120), d = generator.double(in: 8..<40)
            path.addEllipse(in: Rect(x: x, y: y, width: d, height: d))
        }
        var canvas = try makeCanvas(width: 170, height: 170)
        canvas.fill(path, color: Color(rgb: 0xFFFFFF, alpha: 128))
        let a = alphas(canvas.framebuffer)
        #expect(a.max() == 128)
        #expect(a.filter { $0 == 128 }.count > 5_000)
    }

    @Test func unionOfOverlappingRectanglesCoversTheirUnionArea() throws {
        // Rectangles on a quarter-pixel grid: the union's area is counted exactly on that grid.
        var generator = SplitMix(seed: 11)
        var path = Path()
        var grid = [Bool](repeating: false, count: 400 * 400)
        for _ in 0..<40 {
            func quarter(_ range: Range<Double>) -> Int { Int(generator.double(in: range) * 4) }
            let x = quarter(0..<70), y = quarter(0..<70), w = quarter(1..<30), h = quarter(1..<30)
            path.addRect(Rect(x: Double(x) / 4, y: Double(y) / 4, width: Double(w) / 4, height: Double(h) / 4))
            for gy in y..<min(400, y + h) { for gx in x..<min(400, x + w) { grid[gy * 400 + gx] = true } }
        }
        var canvas = try makeCanvas(width: 100, height: 100)
        canvas.fill(path, color: .white)
        let area = Double(grid.filter { $0 }.count) / 16
        // Each pixel's coverage is rounded to 1/255: at most half of that off per pixel.
        #expect(abs(totalCoverage(canvas.framebuffer) - area) < 10_000 * 0.5 / 255, "\(totalCoverage(canvas.framebuffer)) vs \(area)")
        // And pixel by pixel: each is its quarter cells' count, 0…16, in 1/16.
        for py in 0..<100 {
            for px in 0..<100 {
                var cells = 0
                for gy in (py * 4)..<(py * 4 + 4) { for gx in (px * 4)..<(px * 4 + 4) where grid[gy * 400 + gx] { cells += 1 } }
                #expect(canvas.framebuffer.pixel(x: px, y: py).a == UInt8((cells * 4096 * 255 + 32_768) >> 16))
            }
        }
    }

    @Test func ellipsePathMatchesFillEllipse() throws {
        for (rect, scale) in [(Rect(x: 5.3, y: 7.1, width: 80.6, height: 50.2), 1.0), (Rect(x: 2, y: 3, width: 33.3, height: 33.3), 3)] {
            var a = try makeCanvas(width: 110, height: 110, scale: scale)
            var b = a
            a.fillEllipse(in: rect, color: .white)
            var path = Path()
            path.addEllipse(in: rect)
            b.fill(path, color: .white)
            #expect(Self.maxDifference(a.framebuffer, b.framebuffer) <= 8)
            let inkA = totalCoverage(a.framebuffer), inkB = totalCoverage(b.framebuffer)
            #expect(abs(inkA - inkB) / inkA < 0.001, "\(inkA) vs \(inkB)")
        }
    }

    @Test func roundedRectPathMatchesRoundedFill() throws {
        let rect = Rect(x: 4.25, y: 3.5, width: 70.5, height: 40.75)
        let radii = CornerRadii(topLeft: 12, topRight: 3, bottomLeft: 0, bottomRight: 20)
        var a = try makeCanvas(width: 160, height: 100, scale: 2)
        var b = a
        a.fill(rect, cornerRadii: radii, color: .white)
        var path = Path()
        path.addRoundedRect(rect, cornerRadii: radii)
        b.fill(path, color: .white)
        #expect(Self.maxDifference(a.framebuffer, b.framebuffer) <= 8)
        #expect(abs(totalCoverage(a.framebuffer) - totalCoverage(b.framebuffer)) < 1)
    }

    @Test func curvesAreFilled() throws {
        var path = Path()
        path.move(to: Point(x: 10, y: 80))
        path.addQuadCurve(to: Point(x: 90, y: 80), control: Point(x: 50, y: 0))
        path.closeSubpath()
        var canvas = try makeCanvas(width: 100, height: 100)
        canvas.fill(path, color: .white)
        // The area under a parabola: 2/3 of its bounding box (80 × 40).
        #expect(abs(totalCoverage(canvas.framebuffer) - 80 * 40 * 2 / 3) < 2)

        var cubic = Path()
        cubic.move(to: Point(x: 0, y: 0))
        cubic.addCurve(to: Point(x: 60, y: 0), control1: Point(x: 0, y: 60), control2: Point(x: 60, y: 60))
        cubic.closeSubpath()
        var c = try makeCanvas(width: 100, height: 100)
        c.translateBy(dx: 20, dy: 20)
        c.fill(cubic, color: .white)
        // y(t) = 180 t (1 − t), x(t) = 60 (3t² − 2t³): ∫ y dx = ∫ 180 t(1−t) · 360 t(1−t) dt = 64_800 / 30 = 2160.
        #expect(abs(totalCoverage(c.framebuffer) - 2160) < 2)
    }

    @Test func shapesReachingFarOutsideAreClippedCorrectly() throws {
        // A thin wedge from far off the canvas: the part drawn must not depend on how far.
        var near = Path()
        near.move(to: Point(x: -40, y: -30))
        near.addLine(to: Point(x: 90, y: 45))
        near.addLine(to: Point(x: 70, y: 60))
        near.closeSubpath()
        var far = Path()
        // The same lines, extended 1000× beyond the canvas.
        far.move(to: Point(x: 90 + (-40 - 90) * 1000, y: 45 + (-30 - 45) * 1000))
        far.addLine(to: Point(x: 90, y: 45))
        far.addLine(to: Point(x: 70, y: 60))
        far.addLine(to: Point(x: 70 + (-40 - 70) * 1000, y: 60 + (-30 - 60) * 1000))
        far.closeSubpath()
        var a = try makeCanvas(width: 100, height: 100)
        var b = a
        a.fill(near, color: .white)
        b.fill(far, color: .white)
        // The far path is the same triangle plus one beyond its tip, off the canvas; edges
        // clipped at different places may round a 1/256 pixel apart.
        var different = 0
        for y in 0..<100 {
            for x in 0..<100 where a.framebuffer.pixel(x: x, y: y).a != b.framebuffer.pixel(x: x, y: y).a {
                different += 1
                #expect(abs(Int(a.framebuffer.pixel(x: x, y: y).a) - Int(b.framebuffer.pixel(x: x, y: y).a)) <= 2)
            }
        }
        #expect(different < 10)
        // Entirely outside: nothing drawn, nothing crashes.
        var outside = Path()
        outside.addEllipse(in: Rect(x: -1e9, y: -1e9, width: 1e6, height: 1e6))
        outside.addRect(Rect(x: 1e300, y: 5, width: 1, height: 1))
        var c = try makeCanvas(width: 20, height: 20)
        c.fill(outside, color: .white)
        #expect(totalCoverage(c.framebuffer) == 0)
        // Huge but covering: all in.
        var huge = Path()
        huge.addRect(Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12))
        c.fill(huge, color: .white)
        #expect(alphas(c.framebuffer).allSatisfy { $0 == 255 })
    }

    @Test func pathsHonourTranslationScaleOpacityAndRectClip() throws {
        var path = Path()
        path.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
        var canvas = try makeCanvas(width: 60, height: 60, scale: 2)
        canvas.translateBy(dx: 5, dy: 5)
        canvas.multiplyOpacity(0.5)
        canvas.clip(to: Rect(x: 0, y: 0, width: 5, height: 20))
        canvas.fill(path, color: .white)
        let fb = canvas.framebuffer
        #expect(fb.pixel(x: 10, y: 10).a == 128)
        #expect(fb.pixel(x: 19, y: 29).a == 128)
        #expect(fb.pixel(x: 20, y: 10).a == 0)  // clipped
        #expect(fb.pixel(x: 9, y: 10).a == 0)
        #expect(fb.pixel(x: 10, y: 30).a == 0)
    }
}

/// The shared seeded generator, so the random shapes are the same on every run.
typealias SplitMix = SplitMix64

extension SplitMix64 {
    mutating func double(in range: Range<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
}
