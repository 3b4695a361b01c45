import ListshotGeometry
import ListshotRaster
import Testing
@testable import ListshotText

/// Issue 12: colour emoji are the font's CBDT bitmaps, scaled with the image filter and
/// drawn in their own colours, the same on every run and thread.
@Suite struct ColorGlyphTests {
    /// "😀" at 17 pt on a white canvas at scale 2, its baseline's left end at (10, 40) points.
    static func drawGrinningFace(color: Color) throws -> Framebuffer {
        var canvas = try makeCanvas(width: 80, height: 80, scale: 2, color: .white)
        canvas.drawText("😀", font: try Font.bundled(size: 17), at: Point(x: 10, y: 40), color: color)
        return canvas.framebuffer
    }

    @Test func emojiKeepTheirOwnColoursWhateverTheTextColour() throws {
        let black = try Self.drawGrinningFace(color: .black)
        let red = try Self.drawGrinningFace(color: Color(red: 255, green: 0, blue: 0))
        expectIdentical(black, red, "😀 in black and in red")
        // The face is yellow: some pixel is strongly red and green but not blue.
        let yellow = (0..<black.height).contains { y in
            (0..<black.width).contains { x in
                let p = black.pixel(x: x, y: y)
                return p.r > 200 && p.g > 150 && p.b < 100
            }
        }
        #expect(yellow, "no yellow pixel: the emoji was not drawn in colour")
    }

    /// The glyph lands where its strike metrics put it, scaled by 34 / 109 (34 device pixels
    /// per em, a 109-pixel strike) and resampled exactly as an image drawn over that rectangle.
    @Test func aColourGlyphIsItsBitmapDrawnAsAnImage() throws {
        let drawn = try Self.drawGrinningFace(color: .black)
        let face = try FontFace.bundled(.notoColorEmoji)
        let strike = try #require(face.colorStrike)
        let glyph = face.harfBuzz.glyph(for: "😀")
        let bitmap = try #require(face.state.withLock { $0.colorGlyph(glyph, strike: strike) })
        #expect(bitmap.image.width == 136 && bitmap.image.height == 128 && bitmap.left == 0 && bitmap.top == 101)
        // Pen at (20, 80) device pixels; 136 × 34/109 = 42.4 → 42 wide, 128 × 34/109 = 39.9
        // → 40 high, its top 101 × 34/109 = 31.5 → 32 rows above the baseline.
        var expected = try makeCanvas(width: 80, height: 80, scale: 2, color: .white)
        expected.draw(bitmap.image, inPixels: PixelRect(x: 20, y: 48, width: 42, height: 40))
        expectIdentical(drawn, expected.framebuffer, "😀 drawn as text and its bitmap drawn as an image")
    }

    @Test func colourBitmapsArePremultiplied() throws {
        let face = try FontFace.bundled(.notoColorEmoji)
        let strike = try #require(face.colorStrike)
        for character in ["😀", "🇫", "❤"] as [Unicode.Scalar] {
            let glyph = face.harfBuzz.glyph(for: character)
            let bitmap = try #require(face.state.withLock { $0.colorGlyph(glyph, strike: strike) })
            let bad = bitmap.image.pixels.filter { pixel in
                let value = UInt32(littleEndian: pixel), alpha = value >> 24
                return value & 0xFF > alpha || (value >> 8) & 0xFF > alpha || (value >> 16) & 0xFF > alpha
            }
            #expect(bad.isEmpty, "\(character): \(bad.count) pixels have a channel above their alpha")
        }
    }

    /// The same pixels on every run and on many threads at once, at sizes that shrink the
    /// strike more than 2× (area average) and less (bilinear).
    @Test func emojiDrawTheSameOnEveryThread() async throws {
        func draw(size: Double) throws -> Framebuffer {
            var canvas = try makeCanvas(width: 400, height: 120, scale: 3, color: .white)
            canvas.drawText(
                "👋🏽 👨‍👩‍👧‍👦 🇯🇵 1️⃣ ❤️", font: try Font.bundled(size: size), at: Point(x: 2.3, y: 30.7), color: .black)
            return canvas.framebuffer
        }
        for size in [11.0, 17.0, 30.0] {
            let first = try draw(size: size)
            let others = try await withThrowingTaskGroup(of: Framebuffer.self) { group in
                for _ in 0..<6 { group.addTask { try draw(size: size) } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(others.count == 6)
            for other in others { expectIdentical(first, other, "emoji at \(size) pt on another thread") }
        }
    }
}
