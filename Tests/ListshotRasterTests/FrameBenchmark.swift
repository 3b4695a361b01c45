import Foundation
import ListshotGeometry
import ListshotRaster
import Testing

/// Times a table-like frame; runs only with `LISTSHOT_RASTER_BENCH=1` (use `-c release`).
@Suite struct FrameBenchmark {
    static let enabled = ProcessInfo.processInfo.environment["LISTSHOT_RASTER_BENCH"] == "1"

    static func drawFrame(rounded: Bool, paths: Bool = false, image: Framebuffer, mask: [UInt8]) throws -> Framebuffer {
        var canvas = try makeCanvas(width: 780, height: 1688, scale: 2, color: .black)
        let rowHeight = 844.0 / 18
        for row in 0..<18 {
            canvas.save()
            canvas.translateBy(dx: 0, dy: Double(row) * rowHeight)
            if rounded { Self.roundedClip(&canvas, rowHeight) }
            canvas.fill(Rect(x: 0, y: 0, width: 390, height: rowHeight), color: .white)
            canvas.fill(Rect(x: 16, y: 6, width: 34, height: 34), cornerRadii: CornerRadii(all: 8), color: .blue)
            canvas.draw(image, in: Rect(x: 300, y: 4, width: 40, height: 40))
            mask.withUnsafeBufferPointer { m in
                canvas.blend(mask: m, width: 200, height: 30, rowBytes: 200, atPixelX: 120, y: Int(Double(row) * rowHeight * 2) + 30, color: .black)
            }
            canvas.fillHairline(atBottomOf: rowHeight, from: 16, to: 390, color: Color(rgb: 0xC6C6C8))
            if paths {
                canvas.stroke(VisualSamples.chevron().offsetBy(dx: 360, dy: 17), lineWidth: 2, color: .gray, lineCap: .round, lineJoin: .round)
                canvas.stroke(VisualSamples.checkmark().offsetBy(dx: 60, dy: 16), lineWidth: 2.5, color: .blue, lineCap: .round, lineJoin: .round)
                var avatar = Path()
                avatar.addEllipse(in: Rect(x: 80, y: 6, width: 34, height: 34))
                canvas.fill(avatar, color: .purple)
            }
            canvas.restore()
        }
        return canvas.framebuffer
    }

    /// The card clip of `drawFrame(rounded: true)`: each row inset and rounded.
    static func roundedClip(_ canvas: inout Canvas, _ rowHeight: Double) {
        canvas.clip(to: Rect(x: 8, y: 2, width: 374, height: rowHeight - 4), cornerRadii: CornerRadii(all: 10))
    }

    @Test(.enabled(if: enabled, "a benchmark: prints timings, asserts nothing; set LISTSHOT_RASTER_BENCH=1 to run it (with -c release)"))
    func frameOfEighteenRows() throws {
        let image = try makeImage(width: 80, height: 80) { x, y in Color(red: UInt8(x * 3), green: UInt8(y * 3), blue: 90) }
        let mask = (0..<(200 * 30)).map { UInt8(($0 * 7) % 256) }
        for (rounded, paths) in [(false, false), (true, false), (false, true), (true, true)] {
            var best = Duration.seconds(100)
            for _ in 0..<30 {
                let clock = ContinuousClock()
                let start = clock.now
                _ = try Self.drawFrame(rounded: rounded, paths: paths, image: image, mask: mask)
                best = min(best, clock.now - start)
            }
            print("frame of 18 rows, rounded clip \(rounded), paths \(paths): best \(best)")
        }
        // The parts: an empty frame, one rounded clip, one 18-row background fill.
        let clock = ContinuousClock()
        var best = Duration.seconds(100)
        for _ in 0..<30 {
            let start = clock.now
            _ = try makeCanvas(width: 780, height: 1688, scale: 2, color: .black)
            best = min(best, clock.now - start)
        }
        print("empty 780×1688 canvas: best \(best)")
        var canvas = try makeCanvas(width: 780, height: 1688, scale: 2, color: .black)
        best = .seconds(100)
        for _ in 0..<30 {
            let start = clock.now
            canvas.save()
            canvas.clip(to: Rect(x: 8, y: 2, width: 374, height: 43), cornerRadii: CornerRadii(all: 10))
            canvas.restore()
            best = min(best, clock.now - start)
        }
        print("one rounded clip of a 374×43 pt row: best \(best)")
        let photo = try makeImage(width: 780, height: 585) { x, y in Color(red: UInt8(x % 256), green: UInt8(y % 256), blue: 90) }
        best = .seconds(100)
        for _ in 0..<30 {
            let start = clock.now
            canvas.draw(photo, in: Rect(x: 0, y: 0, width: 60, height: 45))
            best = min(best, clock.now - start)
        }
        print("780×585 photo area-averaged into 120×90 px: best \(best)")
        var small = try makeCanvas(width: 200, height: 200, scale: 3, color: .white)
        var circle = Path()
        circle.addEllipse(in: Rect(x: 10, y: 10, width: 34, height: 34))
        let jobs: [(String, (inout Canvas) -> Void)] = [
            ("stroke chevron 2 pt at 3×", { $0.stroke(VisualSamples.chevron(), lineWidth: 2, color: .gray, lineCap: .round, lineJoin: .round) }),
            ("stroke checkmark 2.5 pt at 3×", { $0.stroke(VisualSamples.checkmark(), lineWidth: 2.5, color: .blue, lineCap: .round, lineJoin: .round) }),
            ("fill circle path 34 pt at 3×", { $0.fill(circle, color: .purple) }),
            ("fillEllipse 34 pt at 3×", { $0.fillEllipse(in: Rect(x: 10, y: 10, width: 34, height: 34), color: .purple) }),
            ("fill rounded rect 34 pt r 8 at 3×", { $0.fill(Rect(x: 10, y: 10, width: 34, height: 34), cornerRadii: CornerRadii(all: 8), color: .purple) }),
        ]
        for (name, job) in jobs {
            best = .seconds(100)
            for _ in 0..<20 {
                let start = clock.now
                for _ in 0..<100 { job(&small) }
                best = min(best, (clock.now - start) / 100)
            }
            print("\(name): best \(best)")
        }
    }
}

/// Draws the rounded-clip frame many times, for a profiler: `LISTSHOT_RASTER_PROFILE=1`.
@Suite struct FrameProfile {
    @Test(.enabled(
        if: ProcessInfo.processInfo.environment["LISTSHOT_RASTER_PROFILE"] == "1",
        "a load for a profiler: draws 300 frames, asserts nothing; set LISTSHOT_RASTER_PROFILE=1 to run it"))
    func roundedFrames() throws {
        let image = try makeImage(width: 80, height: 80) { x, y in Color(red: UInt8(x * 3), green: UInt8(y * 3), blue: 90) }
        let mask = (0..<(200 * 30)).map { UInt8(($0 * 7) % 256) }
        for _ in 0..<300 { _ = try FrameBenchmark.drawFrame(rounded: true, image: image, mask: mask) }
    }
}
