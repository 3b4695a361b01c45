import ListshotGeometry
import ListshotRaster
import ListshotViews
import Testing
@testable import ListshotText

/// Issue 12: a label shorter than its text shows the lines that fit by their own heights.
@Suite struct LabelLineHeightTests {
    /// Room for two lines of Inter, but not for two lines holding Chinese (each 1.97 pt
    /// taller at 20 pt): the label shows one line, truncated, as a one-line label does.
    @Test func aShortLabelCountsTallLinesByTheirHeights() throws {
        let font = try Font.bundled(size: 20)
        func render(numberOfLines: Int) throws -> Framebuffer {
            let label = Label(frame: Rect(x: 0, y: 0, width: 200, height: 2 * font.lineHeight + 1))
            label.font = font
            label.text = "中文\n中文\n中文"
            label.numberOfLines = numberOfLines
            label.backgroundColor = .white
            return try label.renderImage(scale: 2)
        }
        let tall = TextLayout(text: "中文\n中文", font: font)
        #expect(tall.size.height > 2 * font.lineHeight + 1)
        let samePixels = try render(numberOfLines: 0) == render(numberOfLines: 1)
        #expect(samePixels, "the label and a one-line label")
    }
}
