import ListshotGeometry
import ListshotRaster
import ListshotScenes
import ListshotTesting
import ListshotText
import ListshotViews
import Testing

/// Issue 12: colour emoji in a line of Latin text, at two sizes.
@Suite struct EmojiGoldenTests {
    /// Every kind of emoji sequence among words: a skin tone, a ZWJ family, flags, a keycap,
    /// a heart with VS16 (the emoji, not DejaVu's text heart) and a plain emoji.
    static let line = "Hi 👋🏽 👨‍👩‍👧‍👦 🇫🇷🇯🇵 1️⃣ ❤️ 😀 ok"

    @Test func aLineWithEmojiAtTwoSizes() throws {
        let labels = [(17.0, 40.0), (34.0, 64.0)].map { size, height -> (Label, Double) in
            let label = Label(frame: .zero)
            label.text = Self.line
            label.font = try? Font.bundled(.regular, size: size)
            label.textColor = .black
            return (label, height)
        }
        let strip = View(frame: Rect(x: 0, y: 0, width: 390, height: labels.reduce(0) { $0 + $1.1 }))
        strip.backgroundColor = .white
        var y = 0.0
        for (label, height) in labels {
            label.frame = Rect(x: 16, y: y, width: 358, height: height)
            strip.addSubview(label)
            y += height
        }
        assertSnapshot(of: try strip.renderImage(scale: 2), named: "emoji-line")
    }
}
