import Dispatch
import ListshotGeometry
import ListshotRaster
import ListshotFiles
import Testing
@testable import ListshotText

@Suite struct DrawTextTests {
    static let origin = Point(x: 10, y: 30)

    func render(_ text: String, font: Font, scale: Double = 2, at origin: Point = origin) throws -> Framebuffer {
        var canvas = try makeCanvas(width: 240, height: 80, scale: scale)
        canvas.drawText(text, font: font, at: origin, color: .white)
        return canvas.framebuffer
    }

    @Test func drawsInsideTheExpectedBox() throws {
        let font = try Font.bundled(size: 17)
        let blank = try Framebuffer(width: 240, height: 80, color: .black)
        let image = try render("Hola 0", font: font)
        let changed = changedPixels(blank, image)
        #expect(changed.count > 100)
        // The line's box in device pixels, one pixel of anti-aliasing to spare.
        let minX = Int(Self.origin.x * 2) - 1, maxX = Int(((Self.origin.x + font.width(of: "Hola 0")) * 2).rounded(.up)) + 1
        let minY = Int(((Self.origin.y - font.ascender) * 2).rounded(.down)) - 1
        let maxY = Int(((Self.origin.y - font.descender) * 2).rounded(.up)) + 1
        let outside = changed.filter { $0.x < minX || $0.x >= maxX || $0.y < minY || $0.y >= maxY }
        #expect(outside.isEmpty, "pixels outside the box: \(outside.prefix(5))")
        // Ink reaches from near the left end to near the advance width.
        #expect(changed.map(\.x).min()! <= minX + 4)
        #expect(changed.map(\.x).max()! >= maxX - 6)
        // Nothing in "Hola 0" descends below the baseline by more than a pixel.
        #expect(changed.map(\.y).max()! <= 60)
        // White on black: red channel is the coverage.
        let levels = changed.map { image.pixel(x: $0.x, y: $0.y).r }
        #expect(levels.contains(255))
        #expect(levels.contains { $0 > 0 && $0 < 255 })
    }

    @Test func drawingIsReproducible() throws {
        let font = try Font.bundled(size: 17)
        let a = try render("Hola 0", font: font)
        let b = try render("Hola 0", font: font)
        expectIdentical(a, b, "the same text drawn twice")
        expectDifferent(a, try render("Hola 1", font: font), "different text")
    }

    @Test func concurrentDrawingMatchesSerial() throws {
        // A size no other test uses, so the threads race to fill an empty glyph cache.
        let font = try Font.bundled(.semibold, size: 13.25)
        let text = "Concurrency 0123 ¿Qué tal? Ωmega"
        let results = Lock<[Framebuffer]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            let image = try? render(text, font: font, at: Point(x: 3, y: 20))
            if let image { results.withLock { $0.append(image) } }
        }
        let serial = try render(text, font: font, at: Point(x: 3, y: 20))
        let images = results.withLock { $0 }
        #expect(images.count == 8)
        for image in images { expectIdentical(image, serial, "a concurrent render") }
        #expect(changedPixels(try Framebuffer(width: 240, height: 80, color: .black), serial).count > 100)
    }

    @Test func scaleAndSizeAreInterchangeable() throws {
        // 17 pt at 2× and 34 pt at 1× are the same pixels at the same place.
        let a = try render("Hola 0", font: try Font.bundled(size: 17), scale: 2, at: Point(x: 10, y: 30))
        let b = try render("Hola 0", font: try Font.bundled(size: 34), scale: 1, at: Point(x: 20, y: 60))
        expectIdentical(a, b, "17 pt at 2x against 34 pt at 1x")
    }

    @Test func drawingFollowsWidth() throws {
        // Drawing "Hola" then " 0" at the end of its width equals drawing "Hola 0".
        let font = try Font.bundled(size: 16)
        var canvas = try makeCanvas(width: 240, height: 80, scale: 2)
        canvas.drawText("Hola", font: font, at: Point(x: 8, y: 30), color: .white)
        canvas.drawText(" 0", font: font, at: Point(x: 8 + font.width(of: "Hola"), y: 30), color: .white)
        expectIdentical(canvas.framebuffer, try render("Hola 0", font: font, at: Point(x: 8, y: 30)), "two pieces against the whole")
    }

    @Test func subpixelPositionsDiffer() throws {
        // A quarter-pixel shift renders different coverage, not the same mask moved.
        let font = try Font.bundled(size: 17)
        let a = try render("l", font: font, scale: 1, at: Point(x: 10, y: 30))
        let b = try render("l", font: font, scale: 1, at: Point(x: 10.25, y: 30))
        let c = try render("l", font: font, scale: 1, at: Point(x: 11, y: 30))
        expectDifferent(a, b, "a quarter point apart")
        expectDifferent(a, c, "a point apart")
        // The baseline snaps to whole pixels: a tenth of a point up or down changes nothing.
        expectIdentical(a, try render("l", font: font, scale: 1, at: Point(x: 10, y: 30.1)), "a tenth of a point lower")
    }

    @Test func translationIsHonoured() throws {
        let font = try Font.bundled(size: 17)
        var canvas = try makeCanvas(width: 240, height: 80, scale: 2)
        canvas.translateBy(dx: 4, dy: 10)
        canvas.drawText("Hola 0", font: font, at: Point(x: 6, y: 20), color: .white)
        expectIdentical(canvas.framebuffer, try render("Hola 0", font: font), "translated")
    }

    @Test func clippingTouchesNothingOutside() throws {
        let font = try Font.bundled(size: 30)
        var canvas = try makeCanvas(width: 60, height: 20, scale: 1)
        canvas.clip(to: Rect(x: 10, y: 5, width: 20, height: 8))
        canvas.drawText("Hola mundo", font: font, at: Point(x: -5, y: 15), color: .white)
        canvas.drawText("ABC", font: font, at: Point(x: -100, y: -50), color: .white)
        canvas.drawText("ABC", font: font, at: Point(x: 1e12, y: .nan), color: .white)
        canvas.drawText("ABC", font: Font(face: font.face, size: 1e9), at: .zero, color: .white)
        canvas.drawText("ABC", font: Font(face: font.face, size: -3), at: .zero, color: .white)
        let changed = changedPixels(try Framebuffer(width: 60, height: 20, color: .black), canvas.framebuffer)
        #expect(!changed.isEmpty)
        #expect(changed.allSatisfy { $0.x >= 10 && $0.x < 30 && $0.y >= 5 && $0.y < 13 })
    }

    @Test func textOffTheCanvasDoesNotCrash() throws {
        let font = try Font.bundled(size: 17)
        var canvas = try makeCanvas(width: 20, height: 20, scale: 3)
        for origin in [Point(x: -30, y: 5), Point(x: 5, y: -10), Point(x: 5, y: 40), Point(x: 18, y: 10), Point(x: -3, y: 2)] {
            canvas.drawText("Hola mundo gy", font: font, at: origin, color: .white)
        }
        #expect(canvas.framebuffer.width == 20)
    }

    @Test func missingGlyphDrawsNotdef() throws {
        let font = try Font.bundled(size: 17)
        let blank = try Framebuffer(width: 240, height: 80, color: .black)
        let image = try render("👍", font: font)
        // No bundled font has emoji; Inter's .notdef is a visible box.
        #expect(!changedPixels(blank, image).isEmpty)
        expectIdentical(try render("\u{200D}", font: font), blank, "a zero-width joiner")
    }

    @Test func opacityAndTransparentColor() throws {
        let font = try Font.bundled(size: 17)
        var canvas = try makeCanvas(width: 240, height: 80, scale: 2)
        canvas.drawText("Hola 0", font: font, at: Self.origin, color: .clear)
        expectIdentical(canvas.framebuffer, try Framebuffer(width: 240, height: 80, color: .black), "a transparent colour")
        canvas.multiplyOpacity(0.5)
        canvas.drawText("Hola 0", font: font, at: Self.origin, color: .white)
        let levels = canvas.framebuffer.pixels.map { UInt32(littleEndian: $0) & 0xFF }
        #expect(levels.max()! > 100 && levels.max()! < 140)
    }
}
