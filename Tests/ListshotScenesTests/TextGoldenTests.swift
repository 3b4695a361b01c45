import ListshotGeometry
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

    @Test func theTypographyScene() throws {
        let viewport = Viewport.phone
        let frame = try SceneRenderer.render(TypographyScene(viewport: viewport), offset: 0, viewport: viewport)
        assertSnapshot(of: frame.framebuffer, named: "typography")
    }

    @Test func theMultiScriptLineHasNoMissingGlyphs() throws {
        let font = try Font.bundled(.regular, size: 20)
        let shaped = Shaper.shape(TypographyScene.multiScriptLine, font: font)
        #expect(shaped.runs.allSatisfy { run in run.glyphs.allSatisfy { $0.glyph != 0 } })
        #expect(shaped.runs.count >= 2, "the CJK characters come from a fallback face")
        let label = TypographyScene.label(TypographyScene.multiScriptLine, font)
        let image = try Self.strip([label], height: 40).renderImage(scale: 2)
        assertSnapshot(of: image, named: "text-multiscript")
    }

    @Test func longTextTruncatedThreeWays() throws {
        let font = try Font.bundled(.regular, size: 17)
        let modes: [LineBreakMode] = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail]
        let labels = modes.map { TypographyScene.label(TypographyScene.longSentence, font, mode: $0) }
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
