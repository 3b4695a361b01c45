import ListshotGeometry
import ListshotViews
import Testing

/// `Label` measures and draws through `TextLayout`.
@Suite struct LabelSizingTests {
    static let text = "The quick brown fox jumps over the lazy dog, and then it does it all over again."

    @Test func defaultsAreUIKits() {
        let label = Label()
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.lineSpacing == 0)
        #expect(label.textAlignment == .natural)
        #expect(label.resolvedTextAlignment == .left)
        #expect(label.resolvedFont == Label.defaultFont)
    }

    @Test func sizeGrowsWithTheText() throws {
        let label = Label()
        label.numberOfLines = 0
        var previous = Size.zero
        for words in [1, 2, 4, 8, 16, 32, 64] {
            label.text = Array(repeating: "word", count: words).joined(separator: " ")
            let size = label.sizeThatFits(Size(width: 200, height: .infinity))
            #expect(size.width <= 200)
            #expect(size.height >= previous.height)
            #expect(size.width * size.height > previous.width * previous.height)
            previous = size
        }
        let font = try #require(label.resolvedFont)
        #expect(previous.height > 5 * font.lineHeight)
    }

    @Test func heightShrinksAsTheWidthGrows() throws {
        let label = Label()
        label.numberOfLines = 0
        label.text = Self.text
        let font = try #require(label.resolvedFont)
        var previous = Double.infinity
        for width in [60.0, 90, 120, 180, 250, 400, 700] {
            let size = label.sizeThatFits(Size(width: width, height: .infinity))
            #expect(size.height <= previous)
            #expect(size.width <= width)
            // A whole number of lines.
            let lines = size.height / font.lineHeight
            #expect(abs(lines - lines.rounded()) < 1e-9)
            previous = size.height
        }
        #expect(previous == font.lineHeight)
        // Unconstrained: one line, as wide as the text.
        #expect(label.sizeThatFits(Size(width: 0, height: 0)) == Size(width: font.width(of: Self.text), height: font.lineHeight))
        #expect(label.sizeThatFits(Size(width: .infinity, height: 0)).width == font.width(of: Self.text))
    }

    @Test func numberOfLinesCapsTheHeight() throws {
        let label = Label()
        label.text = Self.text
        let font = try #require(label.resolvedFont)
        #expect(label.sizeThatFits(Size(width: 120, height: 1000)).height == font.lineHeight)
        label.numberOfLines = 2
        #expect(label.sizeThatFits(Size(width: 120, height: 1000)).height == 2 * font.lineHeight)
        label.lineSpacing = 5
        #expect(label.sizeThatFits(Size(width: 120, height: 1000)).height == 2 * font.lineHeight + 5)
        label.text = ""
        #expect(label.sizeThatFits(Size(width: 120, height: 1000)) == .zero)
    }

    @Test func measuredWidthLaysOutTheSameAtThatWidth() throws {
        // A label sized to fit its text (through some arithmetic) shows the same lines.
        let label = Label()
        label.numberOfLines = 0
        label.text = Self.text
        let fitted = label.sizeThatFits(Size(width: 150, height: .infinity))
        let width = (fitted.width + 32) - 32
        #expect(label.sizeThatFits(Size(width: width, height: .infinity)) == fitted)
    }

    @Test func drawsTheBlockCentredAndTruncatesToTheBounds() throws {
        let label = Label(frame: Rect(x: 0, y: 0, width: 160, height: 50))
        label.numberOfLines = 0
        label.textColor = .white
        label.text = Self.text
        let image = try label.renderImage(scale: 1, background: .black)
        // Two 20.6 pt lines fit in 50 pt: rows near the top and bottom edges stay empty.
        func ink(row: Int) -> Bool { (0..<160).contains { image.color(x: $0, y: row) != .black } }
        #expect(!ink(row: 0) && !ink(row: 49))
        #expect((10..<40).contains(where: ink(row:)))
        // The same as a two-line label of that size.
        let two = Label(frame: label.frame)
        two.numberOfLines = 2
        two.textColor = .white
        two.text = Self.text
        #expect(try two.renderImage(scale: 1, background: .black) == image)
    }
}
