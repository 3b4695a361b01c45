import ListshotGeometry
import ListshotRendering
import ListshotScenes
import ListshotTesting
import ListshotTestSupport
import ListshotText
import ListshotViews
import Testing

/// Text as a reader sees it: the typography scene, the multi-script line and truncation.
@Suite struct TextGoldenTests {
    /// A white strip holding `labels` one under another, each `height` points tall.
    static func strip(_ labels: [Label], width: Double = 390, height: Double = 44) -> View {
        let strip = View(frame: Rect(x: 0, y: 0, width: width, height: height * Double(labels.count)))
        strip.backgroundColor = .white
        for (i, label) in labels.enumerated() {
            label.frame = Rect(x: 16, y: Double(i) * height, width: width - 32, height: height)
            strip.addSubview(label)
        }
        return strip
    }

    /// The line that needs the fallback fonts: Latin, Greek and Cyrillic in Inter, CJK in
    /// Droid Sans Fallback.
    static let multiScriptLine = "Zoë, Ελληνικά, Русский, 中文"
    /// The sentence truncated three ways.
    static let longSentence = "The quick brown fox jumps over the lazy dog, then naps in the warm afternoon sun."

    /// A label of `text` in `font`, configured as the typography scene's samples are.
    static func label(_ text: String, _ font: Font?, lines: Int = 1, mode: LineBreakMode = .byTruncatingTail,
                      alignment: TextAlignment = .left) -> Label {
        let label = Label()
        label.text = text
        label.font = font
        label.numberOfLines = lines
        label.lineBreakMode = mode
        label.textAlignment = alignment
        return label
    }

    @Test func theTypographyScene() throws {
        let viewport = Viewport.phone
        let frame = try SceneRenderer.render(try #require(BuiltInScene.named("typography")).make(viewport), offset: 0, viewport: viewport)
        assertSnapshot(of: frame.framebuffer, named: "typography")
    }

    @Test func theMultiScriptLineHasNoMissingGlyphs() throws {
        let font = try Font.bundled(.regular, size: 20)
        let shaped = Shaper.shape(Self.multiScriptLine, font: font)
        #expect(shaped.runs.allSatisfy { run in run.glyphs.allSatisfy { $0.glyph != 0 } })
        #expect(shaped.runs.count >= 2, "the CJK characters come from a fallback face")
        let label = Self.label(Self.multiScriptLine, font)
        let image = try Self.strip([label], height: 40).renderImage(scale: 2)
        assertSnapshot(of: image, named: "text-multiscript")
    }

    @Test func longTextTruncatedThreeWays() throws {
        let font = try Font.bundled(.regular, size: 17)
        let modes: [LineBreakMode] = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail]
        let labels = modes.map { Self.label(Self.longSentence, font, mode: $0) }
        let view = Self.strip(labels)
        view.layoutIfNeeded()
        let texts = labels.map { $0.textLayout(width: $0.frame.width, numberOfLines: 1)!.lines[0].text }
        #expect(texts[0].hasPrefix("…") && texts[0].hasSuffix("sun."))
        #expect(texts[1].hasPrefix("The quick") && texts[1].contains("…") && texts[1].hasSuffix("sun."))
        #expect(texts[2].hasPrefix("The quick") && texts[2].hasSuffix("…"))
        #expect(labels.allSatisfy { $0.textLayout(width: $0.frame.width, numberOfLines: 1)!.size.width <= $0.frame.width })
        assertSnapshot(of: try view.renderImage(scale: 2), named: "text-truncation")
    }
}
