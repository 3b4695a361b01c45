import Foundation
import ListshotGeometry
import ListshotRaster
import Testing

/// Writes sample images to look at: `LISTSHOT_RASTER_PNG_DIR=/tmp/raster swift test --filter VisualSamples`.
@Suite struct VisualSamples {
    static let folder = ProcessInfo.processInfo.environment["LISTSHOT_RASTER_PNG_DIR"]

    static func write(_ framebuffer: Framebuffer, _ name: String) throws {
        guard let folder = folder else { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try PNGEncoder.write(framebuffer, to: folder + "/" + name + ".png")
    }

    /// `framebuffer` enlarged `factor` times with whole pixels, to see anti-aliasing.
    static func enlarged(_ framebuffer: Framebuffer, _ factor: Int) throws -> Framebuffer {
        let w = framebuffer.width * factor, h = framebuffer.height * factor
        var pixels = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w { pixels[y * w + x] = framebuffer.pixels[(y / factor) * framebuffer.width + x / factor] }
        }
        return try Framebuffer(width: w, height: h, premultipliedPixels: pixels)
    }

    static func chevron() -> Path {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 5.5, y: 6.5))
        path.addLine(to: Point(x: 0, y: 13))
        return path
    }

    static func checkmark() -> Path {
        var path = Path()
        path.move(to: Point(x: 0, y: 7))
        path.addLine(to: Point(x: 5, y: 12))
        path.addLine(to: Point(x: 15, y: 0))
        return path
    }

    static func photo(width: Int, height: Int) throws -> Framebuffer {
        var canvas = try makeCanvas(width: width, height: height, scale: 1, color: Color(rgb: 0x88BBEE))
        let w = Double(width), h = Double(height)
        for row in 0..<height {
            let t = Double(row) / Double(height - 1)
            canvas.fill(
                Rect(x: 0, y: Double(row), width: w, height: 1),
                color: Color(red: UInt8(120 + 100 * t), green: UInt8(170 + 60 * t), blue: UInt8(240 - 60 * t)))
        }
        canvas.fillEllipse(in: Rect(x: w * 0.65, y: h * 0.12, width: h * 0.25, height: h * 0.25), color: Color(rgb: 0xFFF3C4))
        var hills = Path()
        hills.move(to: Point(x: 0, y: h * 0.7))
        hills.addCurve(to: Point(x: w, y: h * 0.6), control1: Point(x: w * 0.3, y: h * 0.4), control2: Point(x: w * 0.6, y: h * 0.9))
        hills.addLine(to: Point(x: w, y: h))
        hills.addLine(to: Point(x: 0, y: h))
        hills.closeSubpath()
        canvas.fill(hills, color: Color(rgb: 0x3D6B4F))
        // Fine detail that aliases when sampled: a fence of 1-px posts and a grid.
        for x in stride(from: 0, to: width, by: 3) {
            canvas.fill(Rect(x: Double(x), y: h * 0.8, width: 1, height: h * 0.12), color: Color(rgb: 0x5A3A22))
        }
        for y in stride(from: 0, to: Int(h * 0.3), by: 4) {
            canvas.fill(Rect(x: 0, y: Double(y), width: w * 0.4, height: 1), color: Color(rgb: 0xFFFFFF, alpha: 120))
        }
        return canvas.framebuffer
    }

    @Test(.enabled(if: folder != nil, "writes sample images to look at, asserts nothing: set LISTSHOT_RASTER_PNG_DIR to a folder to run it"))
    func iconsAtTwoAndThreeTimes() throws {
        for scale in [2.0, 3.0] {
            var canvas = try makeCanvas(width: Int(80 * scale), height: Int(24 * scale), scale: scale, color: .white)
            canvas.translateBy(dx: 6, dy: 5.5)
            canvas.stroke(Self.chevron(), lineWidth: 2, color: Color(rgb: 0xC4C4C7), lineCap: .round, lineJoin: .round)
            canvas.translateBy(dx: 14, dy: 0)
            canvas.stroke(Self.checkmark(), lineWidth: 2.5, color: .blue, lineCap: .round, lineJoin: .round)
            canvas.translateBy(dx: 22, dy: 0)
            var circle = Path()
            circle.addEllipse(in: Rect(x: 0, y: 0, width: 13, height: 13))
            canvas.fill(circle, color: .red)
            var star = Path()
            for i in 0..<5 {
                let (s, c) = DeterministicTrigonometry.sinCos(-DeterministicTrigonometry.pi / 2 + Double(i) * 4 * DeterministicTrigonometry.pi / 5)
                let p = Point(x: 22 + 7 * c, y: 7 + 7 * s)
                if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
            }
            star.closeSubpath()
            canvas.fill(star, color: .purple, rule: .evenOdd)
            try Self.write(canvas.framebuffer, "icons-\(Int(scale))x")
            try Self.write(try Self.enlarged(canvas.framebuffer, 6 / Int(scale) * 2), "icons-\(Int(scale))x-enlarged")
        }
    }

    @Test(.enabled(if: folder != nil, "writes sample images to look at, asserts nothing: set LISTSHOT_RASTER_PNG_DIR to a folder to run it"))
    func roundedClippedImageAndDownscaledPhoto() throws {
        let photo = try Self.photo(width: 1200, height: 800)
        try Self.write(photo, "photo-source")
        var canvas = try makeCanvas(width: 390 * 2, height: 200 * 2, scale: 2, color: Color(rgb: 0xF2F2F7))
        canvas.save()
        canvas.clip(to: Rect(x: 16, y: 16, width: 180, height: 120), cornerRadii: CornerRadii(all: 16))
        canvas.draw(photo, in: Rect(x: 16, y: 16, width: 180, height: 120))
        canvas.restore()
        // Downscaled 12.5×, bilinear-only would alias the fence and grid.
        canvas.draw(photo, in: Rect(x: 210, y: 16, width: 48, height: 32))
        canvas.save()
        canvas.clip(to: Rect(x: 210, y: 60, width: 60, height: 60), cornerRadii: CornerRadii(all: 30))
        canvas.draw(photo, in: Rect(x: 195, y: 60, width: 90, height: 60))
        canvas.restore()
        // A nested clip: a rounded card with a rounded badge cut inside it, and text-like mask.
        canvas.save()
        canvas.clip(to: Rect(x: 290, y: 16, width: 84, height: 84), cornerRadii: CornerRadii(all: 20))
        canvas.clip(to: Rect(x: 300, y: 40, width: 90, height: 70), cornerRadii: CornerRadii(topLeft: 30, topRight: 0, bottomLeft: 0, bottomRight: 0))
        canvas.fillClip(with: .blue)
        canvas.strokeLine(from: Point(x: 280, y: 120), to: Point(x: 390, y: 10), lineWidth: 6, color: .white, lineCap: .round)
        canvas.restore()
        var stroke = Path()
        stroke.addRoundedRect(Rect(x: 16.5, y: 150.5, width: 160, height: 36), cornerRadii: CornerRadii(all: 10))
        canvas.stroke(stroke, lineWidth: 1, color: .black)
        canvas.strokeLine(from: Point(x: 190, y: 168.25), to: Point(x: 370, y: 168.25), lineWidth: 0.5, color: .black)
        canvas.strokeLine(from: Point(x: 190, y: 180), to: Point(x: 370, y: 150), lineWidth: 2, color: .red, lineCap: .square)
        try Self.write(canvas.framebuffer, "clips-and-images")
    }

    @Test(.enabled(if: folder != nil, "writes a sample image to look at, asserts nothing: set LISTSHOT_RASTER_PNG_DIR to a folder to run it"))
    func strokeSheet() throws {
        var canvas = try makeCanvas(width: 400 * 2, height: 150 * 2, scale: 2, color: .white)
        var zigzag = Path()
        zigzag.move(to: Point(x: 0, y: 40))
        zigzag.addLine(to: Point(x: 20, y: 0))
        zigzag.addLine(to: Point(x: 40, y: 40))
        zigzag.addLine(to: Point(x: 45, y: 0))
        for (i, join) in LineJoin.allCases.enumerated() {
            for (j, cap) in LineCap.allCases.enumerated() {
                let path = zigzag.offsetBy(dx: 15 + Double(i * 3 + j) * 42, dy: 15)
                canvas.stroke(path, lineWidth: 7, color: Color(rgb: 0x3366CC, alpha: 160), lineCap: cap, lineJoin: join)
                canvas.stroke(path, lineWidth: 0.5, color: .black)
            }
        }
        var arcs = Path()
        arcs.addArc(center: Point(x: 50, y: 110), radius: 25, startAngle: 0, endAngle: 4, clockwise: true)
        arcs.move(to: Point(x: 110, y: 110))
        arcs.addArc(center: Point(x: 110, y: 110), radius: 25, startAngle: 0, endAngle: 4, clockwise: false)
        arcs.closeSubpath()
        canvas.stroke(arcs, lineWidth: 3, color: .red, lineCap: .round, lineJoin: .round)
        var curve = Path()
        curve.move(to: Point(x: 160, y: 130))
        curve.addCurve(to: Point(x: 380, y: 100), control1: Point(x: 200, y: 40), control2: Point(x: 300, y: 160))
        curve.addQuadCurve(to: Point(x: 300, y: 80), control: Point(x: 390, y: 60))
        canvas.stroke(curve, lineWidth: 4, color: .purple, lineCap: .round, lineJoin: .miter)
        for k in 0..<12 {
            let (s, c) = DeterministicTrigonometry.sinCos(Double(k) * DeterministicTrigonometry.pi / 12)
            canvas.strokeLine(
                from: Point(x: 220 + 8 * c, y: 110 + 8 * s), to: Point(x: 220 + 30 * c, y: 110 + 30 * s),
                lineWidth: 1, color: .black)
        }
        try Self.write(canvas.framebuffer, "strokes")
    }
}
