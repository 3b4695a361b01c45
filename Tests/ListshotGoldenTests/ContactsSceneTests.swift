import ListshotGeometry
import ListshotLayout
import ListshotRaster
import ListshotRendering
@testable import ListshotScenes
import ListshotTesting
import ListshotTestSupport
import ListshotViews
import Testing

/// The `contacts` scene (`Examples/contacts.yaml`) against `../shared/peers/scene.py`: rows,
/// avatars, text, separators.
@Suite struct ContactsSceneTests {
    static let viewport = Viewport.phone

    static func render(offset: Double) throws -> (scene: FileScene, frame: RenderedFrame) {
        let scene = try FileScene.builtIn("contacts", viewport: viewport)
        return (scene, try SceneRenderer.render(scene, offset: offset, viewport: viewport))
    }

    /// What row *i* shows, as scene.py's `row(i)` makes it: the title "First Last i", the
    /// subtitle "+1 555 " and *i* in six digits, the initials and the avatar's colour.
    static func row(_ index: Int) -> (title: String, subtitle: String, initials: String, color: Color) {
        let first = ["Ada", "Grace", "Linus", "Barbara", "Ken", "Margaret", "Dennis", "Frances"][index % 8]
        let last = ["Lovelace", "Hopper", "Torvalds", "Liskov", "Thompson", "Hamilton", "Ritchie", "Allen"][(index / 8) % 8]
        let palette: [UInt32] = [0xFF3B30, 0xFF9500, 0x34C759, 0x007AFF, 0x5856D6, 0xAF52DE]
        let digits = String(index)
        return ("\(first) \(last) \(index)", "+1 555 " + String(repeating: "0", count: max(0, 6 - digits.count)) + digits,
                String(first.prefix(1)) + String(last.prefix(1)), Color(rgb: palette[index % 6]))
    }

    /// What a contact cell shows: its initials, title and subtitle, and its avatar's colour.
    static func shown(_ cell: TableViewCell?) -> (title: String, subtitle: String, initials: String, color: Color)? {
        guard let cell else { return nil }
        let views = cell.contentView.subviews
        // The initials are a one-line text on the avatar; the name and the number are labels.
        let initials = views.compactMap { ($0 as? BaselineTextView)?.text }
        let labels = views.compactMap { $0 as? Label }.filter { $0 !== cell.textLabel && $0 !== cell.detailTextLabel }.map(\.text)
        guard initials.count == 1, labels.count == 2, let color = views.compactMap({ ($0 as? ShapeView)?.color }).first else { return nil }
        return (labels[0], labels[1], initials[0], color)
    }

    /// How much of `color` a pixel drawn over white holds, 0…1 (from the channel where
    /// `color` is farthest from white).
    static func coverage(_ pixel: Color, of color: Color) -> Double {
        let channels = [(pixel.red, color.red), (pixel.green, color.green), (pixel.blue, color.blue)]
        let (p, c) = channels.max { (255 - Int($0.1)) < (255 - Int($1.1)) }!
        return Double(255 - Int(p)) / Double(255 - Int(c))
    }

    // MARK: Rows and text

    @Test(arguments: [
        (0, "Ada Lovelace 0", "+1 555 000000", "AL", 0xFF3B30),
        (9, "Grace Hopper 9", "+1 555 000009", "GH", 0x007AFF),
        (10, "Linus Hopper 10", "+1 555 000010", "LH", 0x5856D6),
        (64, "Ada Lovelace 64", "+1 555 000064", "AL", 0x5856D6),
        (9999, "Frances Hopper 9999", "+1 555 009999", "FH", 0x007AFF),
    ])
    func rowsShowWhatScenePySays(index: Int, title: String, subtitle: String, initials: String, rgb: Int) throws {
        let row = Self.row(index)
        #expect(row.title == title)
        #expect(row.subtitle == subtitle)
        #expect(row.initials == initials)
        #expect(row.color == Color(rgb: UInt32(rgb)))

        // The cell the table shows for the row shows that contact.
        let scene = try FileScene.builtIn("contacts", viewport: Self.viewport)
        _ = try SceneRenderer.scroll(scene, to: Double(index) * 60, viewport: Self.viewport)
        let cell = try #require(Self.shown(scene.tableView.cellForRow(at: IndexPath(row: index))))
        #expect(cell == row)
    }

    @Test func tenThousandUniformRowsOf60PointsStoreNoPerRowHeights() throws {
        let scene = try FileScene.builtIn("contacts", viewport: Self.viewport)
        let table = scene.tableView
        table.layoutIfNeeded()
        #expect(table.contentSize == Size(width: 390, height: 600_000))
        // Uniform storage, no memory per row.
        let uniform = table.tableLayout.sections.map(\.rows) == [RowOffsets(count: 10_000, height: 60)]
        #expect(uniform, "the rows' heights were stored one by one")
        for i in [0, 9, 64, 9999] {
            #expect(table.rectForRow(at: IndexPath(row: i)) == Rect(x: 0, y: Double(i) * 60, width: 390, height: 60))
        }
    }

    @Test func offset600ShowsRows10Through24AsScenePyDoes() throws {
        let scene = try FileScene.builtIn("contacts", viewport: Self.viewport)
        let scroll = try SceneRenderer.scroll(scene, to: 600, viewport: Self.viewport)
        #expect(scroll.appliedOffset == 600)
        #expect(scroll.offsetRange == 0...(600_000 - 844))
        // scene.py: range(600 // 60, (600 + 844 + 59) // 60) = 10..<25.
        #expect(scene.tableView.indexPathsForVisibleRows == (10..<25).map { IndexPath(row: $0) })
        // A recycled cell shows its new row, not its old one.
        _ = try SceneRenderer.scroll(scene, to: 9_000, viewport: Self.viewport)
        let cell = try #require(Self.shown(scene.tableView.cellForRow(at: IndexPath(row: 160))))
        #expect(cell == Self.row(160))
    }

    // MARK: Pixels

    /// Frame row 0 at offset 600 is row 10: "LH" on #5856D6, "Linus Hopper 10".
    @Test func theAvatarIsACircleOfRadius20CentredAt36And30() throws {
        let fb = try Self.render(offset: 600).frame.framebuffer
        let purple = Color(rgb: 0x5856D6)
        // Above the initials, inside the circle: the palette colour, exactly.
        #expect(fb.color(x: 72, y: 30) == purple)
        #expect(fb.color(x: 72, y: 90) == purple)
        // The extreme pixels of a circle centred on (72, 60) px with radius 40 px are
        // covered (exactly: 99.6 %), their outer neighbours are white.
        for (inside, outside) in [((32, 60), (31, 60)), ((111, 59), (112, 59)), ((72, 20), (72, 19)), ((71, 99), (71, 100))] {
            #expect(Self.coverage(fb.color(x: inside.0, y: inside.1), of: purple) > 0.98, "\(inside)")
            #expect(fb.color(x: outside.0, y: outside.1) == .white, "\(outside)")
        }
        // A pixel the edge crosses: (44, 31) is 90.3 % inside, (43, 31) 16.1 %.
        #expect(abs(Self.coverage(fb.color(x: 44, y: 31), of: purple) - 0.903) < 0.02)
        #expect(abs(Self.coverage(fb.color(x: 43, y: 31), of: purple) - 0.161) < 0.02)
    }

    @Test func theInitialsAreWhiteAndCentredOnTheAvatar() throws {
        let fb = try Self.render(offset: 600).frame.framebuffer
        // "LH" in row 10: white ink between the cap height and the baseline (y 36 pt = 72 px).
        var minX = Int.max, maxX = Int.min, maxY = Int.min
        for y in 30..<90 {
            for x in 36..<108 where fb.color(x: x, y: y) == .white && (Double(x) - 71.5) * (Double(x) - 71.5) + (Double(y) - 59.5) * (Double(y) - 59.5) < 34 * 34 {
                minX = min(minX, x); maxX = max(maxX, x); maxY = max(maxY, y)
            }
        }
        #expect(maxY == 71, "the initials' baseline is y = 36 pt: their last full row is pixel row 71")
        // Centred on x = 72 px to within a pixel (side bearings differ).
        #expect(abs(Double(minX + maxX + 1) / 2 - 72) <= 1, "white ink spans \(minX)…\(maxX)")
    }

    @Test func theTitleAndSubtitleSitOnTheirBaselines() throws {
        let fb = try Self.render(offset: 600).frame.framebuffer
        func inkRows(_ xs: Range<Int>, _ ys: Range<Int>, color: Color) -> [Int] {
            ys.filter { y in xs.contains { x in Self.coverage(fb.color(x: x, y: y), of: color) > 0.5 } }
        }
        // "Li" of "Linus Hopper 10", black, from x = 68 pt: its cap top near 27 − 12.4 pt, its
        // bottom on the baseline 27 pt (pixel rows up to 53).
        let title = inkRows(136..<156, 0..<118, color: .black)
        #expect(title.last == 53)
        #expect(title.first.map { (28...30).contains($0) } == true, "\(title)")
        // The first ink column is the L's stem, a few pixels right of x = 68 pt.
        let titleColumns = (120..<160).filter { x in (30..<54).contains { y in Self.coverage(fb.color(x: x, y: y), of: .black) > 0.5 } }
        #expect(titleColumns.first.map { (137...141).contains($0) } == true, "\(titleColumns)")
        // "+1" of "+1 555 000010" in #8E8E93: the "1" ends on the baseline 47 pt (pixel row 93).
        let subtitle = inkRows(136..<160, 60..<118, color: Color(rgb: 0x8E8E93))
        #expect(subtitle.last == 93)
        // Nothing of either line to the left of x = 68 pt.
        #expect(inkRows(114..<136, 0..<118, color: .black).isEmpty)
    }

    @Test func theSeparatorIsOneDevicePixelRowFrom136To780() throws {
        let fb = try Self.render(offset: 600).frame.framebuffer
        let separator = Color(rgb: 0xC6C6C8)
        for rowTop in [0, 120, 1560] {  // rows 10, 11 and 23
            let y = rowTop + 119  // y = 59.5 … 60 pt
            let wrongOnTheLine = (0..<780).filter { x in fb.color(x: x, y: y) != (x >= 136 ? separator : .white) }
            #expect(wrongOnTheLine.isEmpty, "pixel row \(y): \(wrongOnTheLine.count) pixels differ, from x = \(wrongOnTheLine.first ?? 0)")
            let notWhiteAround = (136..<780).filter { x in fb.color(x: x, y: y - 1) != .white || fb.color(x: x, y: y + 1) != .white }
            #expect(notWhiteAround.isEmpty, "pixel rows \(y - 1) and \(y + 1) are not white at \(notWhiteAround.prefix(5))")
        }
    }

    @Test func offset600MatchesItsGolden() throws {
        let frame = try Self.render(offset: 600).frame
        #expect(!frame.wasClamped)
        #expect(frame.framebuffer.width == 780 && frame.framebuffer.height == 1688)
        assertSnapshot(of: frame.framebuffer, named: "contacts-offset-600")
    }
}
