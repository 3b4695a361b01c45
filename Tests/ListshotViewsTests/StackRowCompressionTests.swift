import ListshotGeometry
import ListshotRaster
import ListshotText
import ListshotViews
import Testing

/// Issue 34: a row stack whose views are wider together than the stack narrows its text, as
/// Auto Layout compresses a `UIStackView`'s labels, so a label that wraps takes more lines
/// instead of running past the stack's edge; a picture keeps its width.
@Suite struct StackRowCompressionTests {
    static func row(text: String) throws -> (StackView, ImageView, Label) {
        let image = ImageView()
        image.image = try Framebuffer(width: 60, height: 60, color: .black)
        let label = Label()
        label.text = text
        label.numberOfLines = 0
        let stack = StackView(arrangedSubviews: [image, label], axis: .horizontal, spacing: 12, alignment: .leading)
        return (stack, image, label)
    }

    @Test func aLabelTooWideForTheRowWrapsInWhatIsLeft() throws {
        let (stack, image, label) = try Self.row(text: "Apple ID, iCloud+, Media & Purchases and a little more")
        let size = stack.sizeThatFits(Size(width: 240, height: .infinity))
        #expect(size.width == 240)
        stack.frame = Rect(origin: .zero, size: size)
        stack.layoutIfNeeded()
        #expect(image.frame == Rect(x: 0, y: 0, width: 60, height: 60))
        #expect(label.frame.minX == 72 && label.frame.maxX == 240)
        let content = try #require(label.visibleContent)
        #expect(!content.isTruncated && content.text?.contains("\n") == true)
        #expect(size.height == label.frame.height && label.frame.height > label.resolvedFont!.lineHeight * 2)
    }

    @Test func aRowThatFitsKeepsItsNaturalWidths() throws {
        let (stack, _, label) = try Self.row(text: "Badger")
        let size = stack.sizeThatFits(Size(width: 240, height: .infinity))
        let font = try #require(label.resolvedFont)
        #expect(size.width == 60 + 12 + font.width(of: "Badger"))
        #expect(size.height == 60)
    }
}
