import ListshotGeometry
import ListshotRaster
import Testing

@Suite struct ImageScalingTests {
    static func checkerboard(_ size: Int, cell: Int = 1) throws -> Framebuffer {
        try makeImage(width: size, height: size) { x, y in ((x / cell) + (y / cell)) % 2 == 0 ? .black : .white }
    }

    static func reds(_ fb: Framebuffer) -> [Int] { (0..<(fb.width * fb.height)).map { Int(fb.pixel(x: $0 % fb.width, y: $0 / fb.width).r) } }

    @Test func downscalingAFineCheckerboardGivesUniformGrey() throws {
        let board = try Self.checkerboard(256)
        // Exactly 8×: every device pixel averages 32 black and 32 white pixels.
        var canvas = try makeCanvas(width: 32, height: 32)
        canvas.draw(board, in: Rect(x: 0, y: 0, width: 32, height: 32))
        #expect(Set(Self.reds(canvas.framebuffer)) == [128])
        #expect(alphas(canvas.framebuffer).allSatisfy { $0 == 255 })
        // Not a whole ratio (256 → 30, 8.53×) and a fractional position: still near grey.
        var odd = try makeCanvas(width: 40, height: 40)
        odd.draw(board, in: Rect(x: 3.4, y: 2.6, width: 30, height: 30))
        let values = Self.reds(odd.framebuffer).enumerated().filter { i, _ in
            let x = i % 40, y = i / 40
            return x >= 3 && x < 33 && y >= 3 && y < 33
        }.map(\.1)
        #expect(values.min()! >= 120 && values.max()! <= 136, "\(values.min()!)…\(values.max()!)")
        // Shrinking only one axis keeps the other exact: 2-px stripes across, fine ones down.
        let stripes = try makeImage(width: 512, height: 16) { x, y in (x + (y / 2)) % 2 == 0 ? .black : .white }
        var wide = try makeCanvas(width: 64, height: 16)
        wide.draw(stripes, in: Rect(x: 0, y: 0, width: 64, height: 16))
        #expect(Set(Self.reds(wide.framebuffer)) == [128])
    }

    @Test func aCheckerboardAliasesWithoutAveraging() throws {
        // Shrunk just under 2× it is still bilinear (as before): the average there is still grey-ish,
        // but above 2× bilinear sampling alone would give stark black and white.
        let board = try Self.checkerboard(64)
        var canvas = try makeCanvas(width: 33, height: 33)
        canvas.draw(board, in: Rect(x: 0, y: 0, width: 33, height: 33))
        let values = Self.reds(canvas.framebuffer)
        #expect(values.max()! - values.min()! > 30)
    }

    @Test func oneToOneDrawCopiesExactly() throws {
        let image = try makeImage(width: 37, height: 23) { x, y in
            Color(red: UInt8((x * 7) % 256), green: UInt8((y * 11) % 256), blue: UInt8((x * y) % 256), alpha: UInt8((x * 13 + y * 5) % 256))
        }
        for scale in [1.0, 2, 3] {
            var canvas = try makeCanvas(width: 60, height: 40, scale: scale)
            canvas.draw(image, in: Rect(x: 9 / scale, y: 5 / scale, width: 37 / scale, height: 23 / scale))
            let fb = canvas.framebuffer
            for y in 0..<23 {
                for x in 0..<37 { #expect(fb.pixels[(y + 5) * 60 + x + 9] == image.pixels[y * 37 + x]) }
            }
            #expect(totalCoverage(fb) == totalCoverage(image))
        }
    }

    @Test func averagingKeepsPixelsPremultipliedAndConstantsConstant() throws {
        let image = try makeImage(width: 300, height: 200) { x, y in
            Color(red: UInt8(x % 256), green: UInt8(y % 256), blue: 200, alpha: UInt8((x + y) % 256))
        }
        var canvas = try makeCanvas(width: 40, height: 40)
        canvas.draw(image, in: Rect(x: 1.3, y: 0.7, width: 37, height: 23))
        for p in canvas.framebuffer.pixels {
            let v = UInt32(littleEndian: p)
            let a = v >> 24
            #expect(v & 0xFF <= a && (v >> 8) & 0xFF <= a && (v >> 16) & 0xFF <= a)
        }
        let flat = try Framebuffer(width: 333, height: 97, color: Color(rgb: 0x4080C0, alpha: 77))
        var c = try makeCanvas(width: 40, height: 40)
        c.draw(flat, in: Rect(x: 0, y: 0, width: 31, height: 9))
        #expect(c.framebuffer.pixels[0] == flat.pixels[0])
        #expect(Set(c.framebuffer.pixels[0..<31]).count == 1)
    }

    @Test func averageIsTheAreaWeightedMean() throws {
        // 5 source pixels into 2: each destination pixel covers 2.5 of them.
        let image = try makeImage(width: 5, height: 1) { x, _ in Color(red: UInt8([0, 100, 200, 40, 80][x]), green: 0, blue: 0) }
        var canvas = try makeCanvas(width: 2, height: 1)
        canvas.draw(image, in: Rect(x: 0, y: 0, width: 2, height: 1))
        // (0 + 100 + 100) / 2.5 = 80; (100 + 40 + 80) / 2.5 = 88.
        #expect(canvas.framebuffer.pixel(x: 0, y: 0).r == 80)
        #expect(canvas.framebuffer.pixel(x: 1, y: 0).r == 88)
    }

    @Test func drawingIsDeterministicAcrossRunsAndThreads() async throws {
        let photo = try makeImage(width: 640, height: 480) { x, y in
            Color(red: UInt8((x * 255) / 639), green: UInt8((y * 255) / 479), blue: UInt8(((x ^ y) & 0x3F) * 4), alpha: 255)
        }
        @Sendable func render() throws -> Framebuffer {
            var canvas = try makeCanvas(width: 200, height: 160, scale: 2)
            canvas.clip(to: Rect(x: 4, y: 4, width: 90, height: 70), cornerRadii: CornerRadii(all: 14))
            canvas.draw(photo, in: Rect(x: 4.3, y: 4.1, width: 90, height: 67.5))
            canvas.draw(photo, in: Rect(x: 40, y: 30, width: 13, height: 9.7))
            canvas.draw(photo, in: Rect(x: 10, y: 50, width: 200, height: 20))
            var path = Path()
            path.addArc(center: Point(x: 50, y: 40), radius: 25, startAngle: 0.3, endAngle: 4.4, clockwise: true)
            canvas.stroke(path, lineWidth: 3.3, color: Color(rgb: 0xFF0000, alpha: 180), lineCap: .round, lineJoin: .round)
            canvas.fill(path, color: Color(rgb: 0x00FF00, alpha: 90), rule: .evenOdd)
            return canvas.framebuffer
        }
        let first = try render()
        #expect(try render() == first)
        let results = try await withThrowingTaskGroup(of: Framebuffer.self) { group in
            for _ in 0..<4 { group.addTask { try render() } }
            var all: [Framebuffer] = []
            for try await r in group { all.append(r) }
            return all
        }
        for r in results { #expect(r == first) }
    }
}
