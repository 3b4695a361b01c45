@testable import ListshotScenes
import ListshotSceneFiles
import ListshotGeometry
import ListshotLayout
import ListshotRendering
import ListshotText
import ListshotViews
import Testing

/// Custom cells (`cells` in scene files) at every text size: a design's metrics scale as
/// `UIFontMetrics.scaledValue(for:)` scales them, rows grow with them, and nothing overprints
/// or is cut mid-glyph.
@Suite struct CustomCellTextSizeTests {
    /// The built-in example `name` at `size`, laid out and drawn once at the top.
    static func scene(_ name: String, _ size: TextSize) throws -> (SceneDescription, any Scene) {
        let example = try #require(SceneExample.named(name))
        let description = try example.description(overrides: SceneOverrides(textSize: size.rawValue))
        let scene = description.makeScene()
        _ = try SceneRenderer.render(scene, viewport: description.viewport)
        return (description, scene)
    }

    /// Every view under `view`, depth first.
    static func descendants(of view: View) -> [View] {
        view.subviews.flatMap { [$0] + descendants(of: $0) }
    }

    static func firstCell(of scene: any Scene) throws -> TableViewCell {
        let table = try #require(scene as? FileScene).tableView
        return try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    }

    @Test func aContactsRowAndItsPartsScaleAsUIFontMetricsScalesThem() throws {
        let (_, scene) = try Self.scene("contacts", .accessibilityExtraExtraExtraLarge)
        let s = 53.0 / 17
        let cell = try Self.firstCell(of: scene)
        #expect(cell.frame.height == 60 * s)
        let avatar = try #require(cell.contentView.subviews.compactMap { $0 as? ShapeView }.first)
        // Across, the 16 pt layout margin stays; what lies beyond it scales.
        #expect(avatar.frame == Rect(x: 16, y: 10 * s, width: 40 * s, height: 40 * s))
        let texts = cell.contentView.subviews.compactMap { $0 as? BaselineTextView }
        #expect(texts.map(\.baseline) == [36 * s - 10 * s, 27 * s, 47 * s])
        #expect(texts.map(\.frame.minX) == [16, 16 + 52 * s, 16 + 52 * s])
        #expect(try #require(scene as? FileScene).tableView.separatorInset.left == 16 + 52 * s)
    }

    @Test(arguments: TextSize.allCases)
    func aContactsRowNeverOverprints(size: TextSize) throws {
        let (_, scene) = try Self.scene("contacts", size)
        let cell = try Self.firstCell(of: scene)
        let parts = cell.contentView.subviews
        let avatar = try #require(parts.compactMap { $0 as? ShapeView }.first)
        let texts = parts.compactMap { $0 as? BaselineTextView }
        let (initials, name, phone) = (texts[0], texts[1], texts[2])
        let (nameFont, phoneFont, initialsFont) = (try #require(name.font), try #require(phone.font), try #require(initials.font))
        // The name's descent ends above the phone number's ascent, which ends inside the row.
        #expect(name.baseline - nameFont.descender <= phone.baseline - phoneFont.ascender)
        #expect(name.baseline - nameFont.ascender >= 0)
        #expect(phone.baseline - phoneFont.descender <= cell.frame.height)
        // The initials sit inside the circle, and the text starts past it.
        #expect(initialsFont.width(of: initials.text) < avatar.frame.width * 0.75)
        #expect(initials.frame.minY + initials.baseline - initialsFont.ascender * 0.75 >= avatar.frame.minY)
        #expect(name.frame.minX > avatar.frame.maxX)
        // A name too wide for the row ends with "…" inside it.
        #expect(name.frame.maxX <= cell.frame.width)
        let (truncated, shown) = (name.isTruncated, name.displayedText)
        if truncated { #expect(shown.hasSuffix("…")) }
        #expect(nameFont.width(of: name.displayedText) <= name.frame.width + 1e-6)
    }

    @Test func aTextWiderThanItsFrameEndsWithAnEllipsisInsideIt() throws {
        let yaml = """
            viewport: {width: 200, height: 100}
            cells: {c: {parts: [{text: "{text}", frame: {left: 16, right: 16}, baseline: 30}]}}
            sections: [{rows: [{cell: c, text: "A name far too long for a phone's row"}, {cell: c, text: "Short"}]}]
            """
        let description = try SceneFile.parse(Array(yaml.utf8), name: "s.yaml")
        let scene = FileScene(description)
        let frame = try SceneRenderer.render(scene, viewport: description.viewport)
        let long = try #require(try Self.firstCell(of: scene).contentView.subviews.compactMap { $0 as? BaselineTextView }.first)
        // Read into values first: an expectation that fails on a view would reflect its pixels.
        let (truncated, shown) = (long.isTruncated, long.displayedText)
        #expect(truncated)
        #expect(shown == "A name far too lon…")
        let short = try #require(scene.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.contentView.subviews.compactMap { $0 as? BaselineTextView }.first)
        let (shortTruncated, shortShown) = (short.isTruncated, short.displayedText)
        #expect(!shortTruncated && shortShown == "Short")
        // No ink in the 16 points right of the frame, in the first row above its separator.
        let pixels = frame.framebuffer
        for y in 0..<80 {
            for x in (184 * 2)..<(200 * 2) { #expect(pixels.color(x: x, y: y) == .white, "ink at (\(x), \(y))") }
        }
    }

    @Test func aHorizontalStackBecomesAColumnAtTheAccessibilitySizes() throws {
        for (size, stacked) in [(TextSize.extraExtraExtraLarge, false), (.accessibilityMedium, true)] {
            let (_, scene) = try Self.scene("animals", size)
            let stack = try #require(try Self.firstCell(of: scene).contentView.subviews.compactMap { $0 as? StackView }.first)
            let views = Self.descendants(of: stack)
            let image = try #require(views.first { $0 is SizedImageView })
            let label = try #require(views.first { $0 is Label })
            // The 60-point photo scaled with the text.
            #expect(image.frame.width == 60 * size.scale)
            // The separators start under the names: after the photo in a row, at the margin in a column.
            let inset = try #require(scene as? FileScene).tableView.separatorInset.left
            if stacked {
                #expect(label.frame.minY >= image.frame.maxY && label.frame.minX == image.frame.minX, "\(size)")
                #expect(inset == 16)
            } else {
                #expect(label.frame.minX >= image.frame.maxX, "\(size)")
                #expect(abs(inset - (16 + 74 * size.scale)) < 1e-9, "the 16 pt margin stays, the 74 pt beyond it scales: \(inset)")
            }
        }
    }

    @Test func aStacksSideMarginsStayWhileItsSpacingAndTopAndBottomScale() throws {
        let (_, scene) = try Self.scene("chat", .accessibilityExtraLarge)
        let s = 40.0 / 17
        let stacks = Self.descendants(of: try Self.firstCell(of: scene).contentView).compactMap { $0 as? StackView }
        #expect(stacks.map(\.layoutMargins) == [
            EdgeInsets(top: 3 * s, left: 12, bottom: 3 * s, right: 72), EdgeInsets(top: 8 * s, left: 14, bottom: 8 * s, right: 14),
        ])
        #expect(stacks[1].cornerRadius == 18 * s)
    }

    @Test func aWheelsRowsGrowWithItsDesign() throws {
        let (_, scene) = try Self.scene("wheel", .accessibilityExtraLarge)
        let collection = try #require(scene as? FileCollectionScene).collectionView
        let cells = Self.descendants(of: collection).compactMap { $0 as? DesignedCell }
        #expect(!cells.isEmpty && cells.allSatisfy { $0.frame.height == 80.0 * 40 / 17 })
    }

    @Test(arguments: ["wheel", "wheel-right"])
    func aTextNeverRunsIntoTheScreensEdge(name: String) throws {
        // A wheel's rows are pushed past the screen's edge: names end with "…" at the edge.
        let description = try #require(SceneExample.named(name)).description(overrides: SceneOverrides(textSize: "AX1"))
        let frame = try SceneRenderer.render(description.makeScene(), viewport: description.viewport)
        let pixels = frame.framebuffer, background = pixels.color(x: pixels.width - 1, y: 0)
        var inked = 0
        for y in 0..<pixels.height where pixels.color(x: pixels.width - 1, y: y) != background || pixels.color(x: 0, y: y) != background {
            inked += 1
        }
        #expect(inked == 0)
    }

    @Test func gridHeadersAndPhotosFollowTheTextSizeAsIOSDoes() throws {
        let (_, scene) = try Self.scene("grid", .accessibilityExtraLarge)
        let collection = try #require(scene as? FileCollectionScene).collectionView
        let header = try #require(Self.descendants(of: collection).compactMap { $0 as? TableViewHeaderFooterView }.first)
        #expect(header.frame.height == 36.0 * 40 / 17)
        #expect(header.textLabel.font?.size == 40)
        // The photos draw no text: they keep their size.
        let photo = try #require(Self.descendants(of: collection).first { $0 is DesignedCell })
        #expect(photo.frame.size == Size(width: 126, height: 126))
    }

    @Test func aTextFieldTakesTheTextSizeAndEndsWhatDoesNotFitWithAnEllipsis() throws {
        let (_, large) = try Self.scene("classmates", .large)
        let atLarge = try #require(try Self.firstCell(of: large).contentView.subviews.compactMap { $0 as? TextField }.first)
        #expect(atLarge.font == nil && atLarge.displayedText == "Classmate 1")
        let (_, scene) = try Self.scene("classmates", .accessibilityExtraExtraExtraLarge)
        let cell = try Self.firstCell(of: scene)
        let field = try #require(cell.contentView.subviews.compactMap { $0 as? TextField }.first)
        #expect(field.font?.size == 53)
        #expect(cell.frame.height == 56.0 * 53 / 17)
        // The field keeps the 16 pt margins, so the placeholder fits a phone's width …
        #expect(field.frame.minX == 16 && field.displayedText == "Classmate 1")
        // … and ends in "…" on a narrower screen.
        let description = try #require(SceneExample.named("classmates")).description(
            overrides: SceneOverrides(textSize: "AX5", device: "iphone-se-3"))
        let narrow = description.makeScene()
        _ = try SceneRenderer.render(narrow, viewport: Viewport(width: 240, height: 400, scale: 2))
        let squeezed = try #require(try Self.firstCell(of: narrow).contentView.subviews.compactMap { $0 as? TextField }.first)
        #expect(squeezed.displayedText == "Class…", "\(squeezed.displayedText)")
    }
}
