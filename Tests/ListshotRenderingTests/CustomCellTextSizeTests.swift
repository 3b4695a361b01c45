@testable import ListshotScenes
import ListshotScenes
import ListshotGeometry
import ListshotLayout
import ListshotRendering
import ListshotText
import ListshotViews
import Testing

/// Custom cells (`cells` in scene files) at every text size, as an iOS design adapts to
/// Dynamic Type (issue 34, items 2, 5, 8): text takes its style's size, pictures keep theirs,
/// labels wrap in their column, rows grow to hold them, and nothing overprints or is cut.
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

    /// At AX5 the avatar and its initials keep their size and place, the name and number take
    /// the body and footnote styles' sizes (53 and 44 pt), stay in their column past the avatar
    /// (and the separators with them), and wrap there; the row grows to hold them.
    @Test func aContactsRowKeepsItsPictureAndGrowsToHoldItsText() throws {
        let (_, scene) = try Self.scene("contacts", .accessibilityExtraExtraExtraLarge)
        let cell = try Self.firstCell(of: scene)
        let avatar = try #require(cell.contentView.subviews.compactMap { $0 as? ShapeView }.first)
        #expect(avatar.frame == Rect(x: 16, y: 10, width: 40, height: 40))
        let initials = try #require(cell.contentView.subviews.compactMap { $0 as? BaselineTextView }.first)
        #expect(initials.font?.size == 17 && initials.frame == Rect(x: 16, y: 10, width: 40, height: 40))
        let labels = cell.contentView.subviews.compactMap { $0 as? Label }.filter { $0 !== cell.textLabel && $0 !== cell.detailTextLabel }
        try #require(labels.count == 2)
        let (name, phone) = (labels[0], labels[1])
        #expect(name.font?.size == 53 && name.font?.textStyle == .body)
        #expect(phone.font?.size == 44 && phone.font?.textStyle == .footnote)
        #expect(name.frame.minX == 68 && phone.frame.minX == 68 && name.frame.maxX == cell.frame.width - 16)
        #expect(try #require(scene as? FileScene).tableView.separatorInset.left == 68)
        // "Ada Lovelace 0" is two lines at 53 pt in 306 pt: the number is under them, in the row.
        let (nameContent, phoneContent) = (try #require(name.visibleContent), try #require(phone.visibleContent))
        #expect(nameContent.text == "Ada\nLovelace 0" && !nameContent.isTruncated)
        #expect(!phoneContent.isTruncated)
        #expect(phone.frame.minY >= name.frame.maxY && phone.frame.maxY <= cell.frame.height)
        #expect(cell.frame.height > 60 * 44 / 13, "the row grew past its design's 60 pt grown as the footnote")
    }

    @Test(arguments: TextSize.allCases)
    func aContactsRowNeverOverprints(size: TextSize) throws {
        let (_, scene) = try Self.scene("contacts", size)
        let cell = try Self.firstCell(of: scene)
        let parts = cell.contentView.subviews
        let avatar = try #require(parts.compactMap { $0 as? ShapeView }.first)
        let initials = try #require(parts.compactMap { $0 as? BaselineTextView }.first)
        let labels = parts.compactMap { $0 as? Label }.filter { $0 !== cell.textLabel && $0 !== cell.detailTextLabel }
        try #require(labels.count == 2)
        let (name, phone) = (labels[0], labels[1])
        let initialsFont = try #require(initials.font)
        let (nameContent, phoneContent) = (try #require(name.visibleContent), try #require(phone.visibleContent))
        // The name ends above the number, which ends inside the row; neither is cut.
        #expect(name.frame.minY + nameContent.frame.maxY <= phone.frame.minY + phoneContent.frame.minY + 1e-9)
        #expect(phone.frame.minY + phoneContent.frame.maxY <= cell.frame.height + 1e-9)
        #expect(!nameContent.isTruncated && !phoneContent.isTruncated, "\(size)")
        // The initials sit inside the circle, and the text starts past it.
        #expect(initialsFont.width(of: initials.text) < avatar.frame.width * 0.75)
        #expect(initials.frame.minY + initials.baseline - initialsFont.ascender * 0.75 >= avatar.frame.minY)
        #expect(name.frame.minX > avatar.frame.maxX && name.frame.maxX <= cell.frame.width)
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
        for (size, stacked) in [(TextSize.extraExtraExtraLarge, false), (.accessibilityMedium, true), (.accessibilityExtraExtraExtraLarge, true)] {
            let (_, scene) = try Self.scene("animals", size)
            let stack = try #require(try Self.firstCell(of: scene).contentView.subviews.compactMap { $0 as? StackView }.first)
            let views = Self.descendants(of: stack)
            let image = try #require(views.first { $0 is SizedImageView })
            let label = try #require(views.first { $0 is Label })
            // The 60-point photo keeps its size, as iOS keeps pictures under Dynamic Type.
            #expect(image.frame.size == Size(width: 60, height: 60), "\(size)")
            // The separators start under the names: after the photo in a row (90 pt, as written), at the margin in a column.
            let inset = try #require(scene as? FileScene).tableView.separatorInset.left
            if stacked {
                #expect(label.frame.minY >= image.frame.maxY && label.frame.minX == image.frame.minX, "\(size)")
                #expect(inset == 16)
            } else {
                #expect(label.frame.minX >= image.frame.maxX, "\(size)")
                #expect(inset == 90)
            }
        }
    }

    /// `axis: {default: horizontal, accessibility: horizontal}` keeps a row a row at AX3 (its
    /// label wrapping beside the photo); a plain `horizontal` becomes a column there.
    @Test func aStackCanKeepItsAxisAtTheAccessibilitySizes() throws {
        func frames(_ axis: String) throws -> (image: Rect, label: Rect) {
            let yaml = """
                rowHeight: automatic
                estimatedRowHeight: 0
                cells: {c: {parts: [{stack: {axis: \(axis), spacing: 8, parts: [
                  {image: {landscape: {hue: 1, width: 80, height: 80}, scale: 2}}, {label: "{text}", lines: 0}]}}]}}
                sections: [{rows: [{cell: c, text: A name that wraps at large sizes}]}]
                textSize: AX3
                """
            let description = try SceneFile.parse(Array(yaml.utf8), name: "s.yaml")
            let scene = FileScene(description)
            _ = try SceneRenderer.render(scene, viewport: description.viewport)
            let views = Self.descendants(of: try Self.firstCell(of: scene))
            return (try #require(views.first { $0 is SizedImageView }).frame, try #require(views.first { $0 is Label && ($0 as! Label).text.hasPrefix("A name") }).frame)
        }
        let row = try frames("{default: horizontal, accessibility: horizontal}")
        #expect(row.label.minX >= row.image.maxX && row.image.size.width == 40, "\(row)")
        let column = try frames("horizontal")
        #expect(column.label.minY >= column.image.maxY && column.label.minX == column.image.minX)
    }

    /// At AX3 a design's row of the scene's `rowHeight` sizes itself to its wrapped label; a
    /// row that gives its own `height` keeps it, grown only as the design's text grew (body:
    /// 40 / 17), as UIKit keeps an explicit height.
    @Test func aRowsOwnHeightIsKeptWhereTheScenesRowHeightGrows() throws {
        let yaml = """
            textSize: AX3
            rowHeight: 44
            cells: {c: {parts: [{label: "{text}", lines: 0, frame: {left: 16, right: 16, top: 11, height: 22}}]}}
            sections: [{rows: [{cell: c, text: A label long enough to wrap over lines at AX3}, {cell: c, text: Same again but kept, height: 44}]}]
            """
        let description = try SceneFile.parse(Array(yaml.utf8), name: "s.yaml")
        let scene = FileScene(description)
        _ = try SceneRenderer.render(scene, viewport: description.viewport)
        let table = scene.tableView
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height > 44 * 40 / 17)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44 * (40.0 / 17))
    }

    /// A chat bubble keeps its margins and its 18 pt corners at every size, as Messages does
    /// (they grew to 42 pt at AX3 when the whole design scaled).
    @Test func aStacksMarginsAndCornersKeepTheirSize() throws {
        let (_, scene) = try Self.scene("chat", .accessibilityExtraLarge)
        let stacks = Self.descendants(of: try Self.firstCell(of: scene).contentView).compactMap { $0 as? StackView }
        #expect(stacks.map(\.layoutMargins) == [
            EdgeInsets(top: 3, left: 12, bottom: 3, right: 72), EdgeInsets(top: 8, left: 14, bottom: 8, right: 14),
        ])
        #expect(stacks[1].cornerRadius == 18)
    }

    /// The wheel's rows grow as much as its most grown text (the subheadline, capped at 25 pt:
    /// 25 / 15), and by the room of one more line of the name (the body's 34 pt leading at 28 pt).
    @Test func aWheelsRowsGrowWithItsDesign() throws {
        let (_, scene) = try Self.scene("wheel", .accessibilityExtraLarge)
        let collection = try #require(scene as? FileCollectionScene).collectionView
        let cells = Self.descendants(of: collection).compactMap { $0 as? DesignedCell }
        let expected = 80.0 * 25 / 15 + 28 * 48 / 40
        #expect(!cells.isEmpty && cells.allSatisfy { abs($0.frame.height - expected) < 1e-9 }, "\(cells.first?.frame.height ?? 0)")
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
