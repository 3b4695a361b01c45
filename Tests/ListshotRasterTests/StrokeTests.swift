import ListshotGeometry
import ListshotRaster
import Testing

@Suite struct StrokeTests {
    @Test func onePixelHorizontalLineOnPixelBoundariesCoversOneRow() throws {
        for scale in [1.0, 2, 3] {
            // Centre half a device pixel below a boundary: edges on rows 10 and 11.
            let y = 10.5 / scale
            var canvas = try makeCanvas(width: 60, height: 30, scale: scale)
            canvas.strokeLine(from: Point(x: 4 / scale, y: y), to: Point(x: 50 / scale, y: y), lineWidth: 1 / scale, color: .white)
            let fb = canvas.framebuffer
            for row in 0..<30 {
                for column in 0..<60 {
                    let expected: UInt8 = row == 10 && column >= 4 && column < 50 ? 255 : 0
                    #expect(fb.pixel(x: column, y: row).a == expected, "scale \(scale) (\(column), \(row))")
                }
            }
        }
        // A vertical one too.
        var canvas = try makeCanvas(width: 30, height: 30, scale: 2)
        canvas.strokeLine(from: Point(x: 5.25, y: 1), to: Point(x: 5.25, y: 12), lineWidth: 0.5, color: .white)
        #expect(alphas(canvas.framebuffer).filter { $0 == 255 }.count == 22)
        #expect(alphas(canvas.framebuffer).filter { $0 != 0 && $0 != 255 }.isEmpty)
    }

    @Test func capsExtendAsSpecified() throws {
        func render(_ cap: LineCap) throws -> Framebuffer {
            var canvas = try makeCanvas(width: 80, height: 40)
            canvas.strokeLine(from: Point(x: 20, y: 20), to: Point(x: 60, y: 20), lineWidth: 10, color: .white, lineCap: cap)
            return canvas.framebuffer
        }
        let butt = try render(.butt), round = try render(.round), square = try render(.square)
        // Butt: exactly x 20…60, y 15…25.
        #expect(butt.pixel(x: 19, y: 20).a == 0 && butt.pixel(x: 20, y: 20).a == 255 && butt.pixel(x: 59, y: 20).a == 255)
        #expect(butt.pixel(x: 60, y: 20).a == 0)
        #expect(abs(totalCoverage(butt) - 400) < 0.01)
        // Square: half the width more at each end.
        #expect(square.pixel(x: 14, y: 20).a == 0 && square.pixel(x: 15, y: 20).a == 255 && square.pixel(x: 64, y: 20).a == 255)
        #expect(square.pixel(x: 65, y: 20).a == 0)
        #expect(abs(totalCoverage(square) - 500) < 0.01)
        // Round: half discs of radius 5 reach x 15 and 65 on the axis, not the corners.
        #expect(round.pixel(x: 15, y: 19).a > 200 && round.pixel(x: 64, y: 20).a > 200)
        #expect(round.pixel(x: 14, y: 20).a == 0 && round.pixel(x: 65, y: 20).a == 0)
        #expect(round.pixel(x: 15, y: 15).a < 40)
        let disc = 3.141_592_653_589_793 * 25
        #expect(abs(totalCoverage(round) - (400 + disc)) < 0.5)
    }

    @Test func longDiagonalLineInkIsLengthTimesWidth() throws {
        let a = Point(x: 10.3, y: 12.9), b = Point(x: 290.6, y: 187.2)
        var canvas = try makeCanvas(width: 300, height: 200)
        canvas.strokeLine(from: a, to: b, lineWidth: 3, color: .white)
        let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        let ink = totalCoverage(canvas.framebuffer)
        #expect(abs(ink - length * 3) / (length * 3) < 0.005, "ink \(ink), expected \(length * 3)")
        // Thin lines too: 0.5 px.
        var thin = try makeCanvas(width: 300, height: 200)
        thin.strokeLine(from: a, to: b, lineWidth: 0.5, color: .white)
        #expect(abs(totalCoverage(thin.framebuffer) - length * 0.5) / (length * 0.5) < 0.01)
    }

    @Test func joinsDifferAtACorner() throws {
        func render(_ join: LineJoin) throws -> Framebuffer {
            var path = Path()
            path.move(to: Point(x: 10, y: 50))
            path.addLine(to: Point(x: 50, y: 10))
            path.addLine(to: Point(x: 90, y: 50))
            var canvas = try makeCanvas(width: 100, height: 70)
            canvas.stroke(path, lineWidth: 12, color: .white, lineJoin: join)
            return canvas.framebuffer
        }
        let miter = try render(.miter), round = try render(.round), bevel = try render(.bevel)
        // The right-angle miter reaches 6√2 ≈ 8.5 above the corner; a round join 6; a bevel 6/√2 ≈ 4.2.
        #expect(miter.pixel(x: 50, y: 2).a > 100)
        #expect(round.pixel(x: 50, y: 3).a == 0 && round.pixel(x: 50, y: 5).a == 255)
        #expect(bevel.pixel(x: 50, y: 4).a == 0 && bevel.pixel(x: 50, y: 6).a == 255)
        let m = totalCoverage(miter), r = totalCoverage(round), b = totalCoverage(bevel)
        #expect(m > r && r > b)
        // Areas: the miter adds a square of 36 minus the bevel triangle of 18; the round
        // join adds a quarter disc of radius 6 minus that triangle.
        #expect(abs((m - b) - 18) < 0.3)
        #expect(abs((r - b) - (3.141_592_653_589_793 * 36 / 4 - 18)) < 0.3)
    }

    @Test func miterLimitBevelsSharpCorners() throws {
        var path = Path()
        path.move(to: Point(x: 10, y: 90))
        path.addLine(to: Point(x: 50, y: 10))
        path.addLine(to: Point(x: 54, y: 90))
        func render(_ limit: Double) throws -> Framebuffer {
            var canvas = try makeCanvas(width: 100, height: 100)
            canvas.stroke(path, lineWidth: 4, color: .white, lineJoin: .miter, miterLimit: limit)
            return canvas.framebuffer
        }
        let long = try render(100), short = try render(2)
        // The ~26° corner's miter is ~4.4 widths long: drawn with limit 100, beveled with 2.
        #expect(long.pixel(x: 51, y: 5).a > 50)
        #expect(short.pixel(x: 51, y: 5).a == 0)
    }

    @Test func translucentStrokesPaintOverlapsOnce() throws {
        var path = Path()
        path.move(to: Point(x: 10, y: 10))
        for i in 1..<30 {
            let x = Double(10 + (i % 2) * 60 + i), y = Double(10 + i * 4)
            path.addLine(to: Point(x: x, y: y))
        }
        path.addEllipse(in: Rect(x: 20, y: 20, width: 60, height: 80))
        for join in LineJoin.allCases {
            var canvas = try makeCanvas(width: 120, height: 140)
            canvas.stroke(path, lineWidth: 7, color: Color(rgb: 0xFFFFFF, alpha: 100), lineCap: .round, lineJoin: join)
            #expect(alphas(canvas.framebuffer).max() == 100)
        }
    }

    @Test func closedRectangleStrokeIsTheRingBetweenTwoRects() throws {
        var path = Path()
        path.addRect(Rect(x: 10, y: 10, width: 40, height: 30))
        var canvas = try makeCanvas(width: 60, height: 50)
        canvas.stroke(path, lineWidth: 4, color: .white)
        let fb = canvas.framebuffer
        for y in 0..<50 {
            for x in 0..<60 {
                let outer = x >= 8 && x < 52 && y >= 8 && y < 42
                let inner = x >= 12 && x < 48 && y >= 12 && y < 38
                #expect(fb.pixel(x: x, y: y).a == (outer && !inner ? 255 : 0), "(\(x), \(y))")
            }
        }
    }

    @Test func dotsAndDegenerateInput() throws {
        var path = Path()
        path.move(to: Point(x: 20, y: 20))
        path.addLine(to: Point(x: 20, y: 20))
        var round = try makeCanvas(width: 40, height: 40)
        round.stroke(path, lineWidth: 10, color: .white, lineCap: .round)
        #expect(abs(totalCoverage(round.framebuffer) - 3.141_592_653_589_793 * 25) < 0.3)
        var square = try makeCanvas(width: 40, height: 40)
        square.stroke(path, lineWidth: 10, color: .white, lineCap: .square)
        #expect(abs(totalCoverage(square.framebuffer) - 100) < 0.01)
        var butt = try makeCanvas(width: 40, height: 40)
        butt.stroke(path, lineWidth: 10, color: .white)
        butt.stroke(Path(), lineWidth: 10, color: .white)
        butt.strokeLine(from: Point(x: 1, y: 1), to: Point(x: 30, y: 30), lineWidth: 0, color: .white)
        butt.strokeLine(from: Point(x: 1, y: 1), to: Point(x: .nan, y: 30), lineWidth: 3, color: .white)
        #expect(totalCoverage(butt.framebuffer) == 0)
        // A lone move draws nothing, even with round caps.
        var lone = Path()
        lone.move(to: Point(x: 10, y: 10))
        round.stroke(lone, lineWidth: 30, color: .red, lineCap: .round)
        #expect(round.framebuffer.pixel(x: 10, y: 10).a == 0)
    }
}
