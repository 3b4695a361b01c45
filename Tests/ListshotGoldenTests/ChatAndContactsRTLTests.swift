import ListshotGeometry
import ListshotRaster
import ListshotRendering
import ListshotScenes
import ListshotStructuredText
import ListshotTesting
import ListshotText
import ListshotViews
import Testing

/// Issue 12, item 5: the `chat` and `contacts-rtl` built-in scenes, drawn from their files
/// in `Examples/`, against goldens in `Snapshots/`; and what the chat needs of scene files:
/// stacks with a background (bubbles), columns that hug their content, and labels aligned
/// by their text's own direction.
@Suite struct ChatAndContactsRTLTests {
    static func render(_ name: String, offset: Double) throws -> RenderedFrame {
        let builtIn = try #require(BuiltInScene.named(name))
        return try SceneRenderer.render(builtIn.make(builtIn.viewport), offset: offset, viewport: builtIn.viewport)
    }

    /// Both conversations at the top and at the end: Hebrew and Arabic bubbles on the left
    /// with their lines aligned right, mine on the right, emoji sequences as one glyph each.
    @Test func theChatAtItsTopAndAtItsEnd() throws {
        assertSnapshot(of: try Self.render("chat", offset: 0).framebuffer, named: "chat-top")
        assertSnapshot(of: try Self.render("chat", offset: .greatestFiniteMagnitude).framebuffer, named: "chat-end")
    }

    /// Each bubble is as wide as its text (plus 2 × 14 pt of margin), never wider than the
    /// row less 12 + 72 pt; theirs start 12 pt from the left, mine end 12 pt from the right.
    @Test func bubblesHugTheirTextOnTheirSide() throws {
        let builtIn = try #require(BuiltInScene.named("chat"))
        let scene = try #require(builtIn.make(builtIn.viewport) as? TableScene)
        _ = try SceneRenderer.render(scene, offset: 0, viewport: builtIn.viewport)
        let cells = scene.tableView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
        #expect(cells.count >= 8)
        var sides: [String] = []
        for cell in cells {
            let column = try #require(cell.contentView.subviews.lazy.compactMap { $0 as? StackView }.first)
            let bubble = try #require(column.arrangedSubviews.first as? StackView)
            let label = try #require(bubble.arrangedSubviews.first as? Label)
            let width = cell.contentView.frame.width
            #expect(bubble.frame.width <= width - 12 - 72 + 0.001)
            #expect(abs(bubble.frame.width - (label.sizeThatFits(Size(width: width - 84 - 28, height: .infinity)).width + 28)) < 0.001)
            #expect(bubble.backgroundColor != nil && bubble.cornerRadius == 18)
            if bubble.frame.minX == 12 { sides.append("theirs") } else if abs(bubble.frame.maxX - (width - 12)) < 0.001 { sides.append("mine") }
        }
        #expect(sides.count == cells.count)
        #expect(sides.prefix(4) == ["theirs", "mine", "theirs", "mine"])
    }

    /// `alignment: natural` aligns a Hebrew or Arabic message right and a Latin one left,
    /// in a left-to-right and in a right-to-left scene.
    @Test(arguments: ["ltr", "rtl"])
    func aNaturalLabelTakesItsTextsDirection(direction: String) throws {
        let yaml = """
            direction: \(direction)
            rowHeight: automatic
            cells:
              note: {parts: [{stack: {parts: [{label: "{text}", alignment: natural, lines: 0}]}}]}
            sections: [{rows: [{cell: note, text: "שלום עולם"}, {cell: note, text: "Hello world"}, {cell: note, text: "مرحبا"}]}]
            """
        let scene = try #require(try SceneFile.parse(Array(yaml.utf8), name: "s.yaml").makeScene() as? TableScene)
        _ = try SceneRenderer.render(scene, offset: 0, viewport: .phone)
        let labels = try scene.tableView.visibleCells.map { cell in
            try #require((cell.contentView.subviews.lazy.compactMap { $0 as? StackView }.first)?.arrangedSubviews.first as? Label)
        }
        #expect(labels.map(\.textAlignment) == [.right, .left, .right])
    }

    /// A column (vertical stack) is as wide as its widest part with its margins, never wider
    /// than it is offered, as a `UIStackView` column's fitting size is.
    @Test func aColumnHugsItsWidestPart() throws {
        let short = Label(), long = Label()
        short.text = "Hi"
        long.text = "A much longer line of text"
        let column = StackView(arrangedSubviews: [short, long], axis: .vertical, layoutMargins: EdgeInsets(top: 0, left: 5, bottom: 0, right: 7))
        let widest = long.sizeThatFits(Size(width: .infinity, height: .infinity)).width
        #expect(column.sizeThatFits(Size(width: 1000, height: .infinity)).width == widest + 12)
        // Offered 50 pt, the labels wrap at 38 and the column is as wide as their widest line.
        let wrapped = max(short.sizeThatFits(Size(width: 38, height: .infinity)).width, long.sizeThatFits(Size(width: 38, height: .infinity)).width)
        #expect(wrapped < 38)
        #expect(column.sizeThatFits(Size(width: 50, height: .infinity)).width == wrapped + 12)
    }

    @Test(arguments: [
        (#"{stack: {backgroundColor: teal, parts: []}}"#,
         ##"s.yaml: cells.c.parts[0].stack.backgroundColor: expected a colour "#RGB", "#RRGGBB", "#RRGGBBAA" or a system colour name ("label", "secondaryLabel", …), got "teal""##),
        (#"{stack: {cornerRadius: -1, parts: []}}"#,
         #"s.yaml: cells.c.parts[0].stack.cornerRadius: expected a number ≥ 0, got -1"#),
        (#"{label: x, alignment: leading}"#,
         #"s.yaml: cells.c.parts[0].alignment: unknown alignment "leading" (use "left", "center", "right", "natural")"#),
    ])
    func badBubbleKeysAreRefused(part: String, message: String) throws {
        let yaml = "cells: {c: {parts: [\(part)]}}\nsections: []"
        let error = try #require(throws: StructuredTextError.self) { try SceneFile.parse(Array(yaml.utf8), name: "s.yaml") }
        #expect(error.description == message)
    }

    /// The contacts in a right-to-left app: avatars on the right with Hebrew and Arabic
    /// initials, names with their numbers on the left of them, phone numbers left to right.
    @Test func theRightToLeftContacts() throws {
        assertSnapshot(of: try Self.render("contacts-rtl", offset: 0).framebuffer, named: "contacts-rtl-names-top")
        assertSnapshot(of: try Self.render("contacts-rtl", offset: 600).framebuffer, named: "contacts-rtl-names-offset-600")
    }
}
