import ListshotRaster
import Testing

@testable import ListshotSnapshot

/// The composite a failure leaves: expected, actual and diff side by side under a strip
/// that labels them.
@Suite struct CompositeTests {
    static let grey = Color(red: 128, green: 128, blue: 128), background = Color(red: 224, green: 224, blue: 224)
    static let label = Color(red: 32, green: 32, blue: 32)

    @Test func theCompositeSetsTheThreeSideBySideUnderTheirLabels() throws {
        let expected = try image(8, 6, color: .blue), actual = try image(10, 4, color: .red)
        let diff = try DifferenceImages.diff(expected: expected, actual: actual)
        let composite = try DifferenceImages.composite(expected: expected, actual: actual, diff: diff)
        let gutter = DifferenceImages.gutterWidth
        // Font pixels of 2: a strip of (9 + 4) × 2 = 26 rows; each column as wide as its label
        // ("Expected" 8 letters: (8 × 6 − 1) × 2 = 94) and a font pixel either side.
        #expect(composite.width == 98 + gutter + 74 + gutter + 50 && composite.height == 26 + 6)
        #expect(composite.color(x: 0, y: 26) == .blue && composite.color(x: 7, y: 31) == .blue)
        #expect(composite.color(x: 8, y: 26) == Self.background, "right of an image narrower than its label")
        #expect(composite.color(x: 98, y: 0) == Self.grey && composite.color(x: 98 + gutter - 1, y: 31) == Self.grey)
        let actualX = 98 + gutter, diffX = actualX + 74 + gutter
        #expect(composite.color(x: actualX, y: 26) == .red && composite.color(x: actualX + 9, y: 29) == .red)
        #expect(composite.color(x: actualX, y: 30) == Self.background, "below the shorter image")
        #expect(composite.color(x: diffX, y: 26) == DifferenceImagesTests.red)
        #expect(composite.color(x: diffX + 9, y: 31) == DifferenceImagesTests.magenta)
        // The labels: "E" from x 2, its top bar two font pixels down (y 4…5), 5 font pixels wide.
        #expect(composite.color(x: 2, y: 4) == Self.label && composite.color(x: 11, y: 5) == Self.label)
        #expect(composite.color(x: 12, y: 4) == Self.background && composite.color(x: 2, y: 3) == Self.background)
        #expect(composite.color(x: actualX + 2 + 2, y: 4) == Self.label, "the top of the A")
        #expect(composite.color(x: diffX + 2, y: 4) == Self.label, "the top left of the D")
        // Transparent pixels show the background.
        let clear = try image(2, 2, color: .clear)
        #expect(try DifferenceImages.composite(expected: clear, actual: clear, diff: clear).color(x: 0, y: 26) == Self.background)
    }

    /// The label pixels of each column lie in the strip, inside the column, a font pixel or
    /// more from its edges: no label touches an image, a gutter or another label, from
    /// images narrower than their labels to a 3× phone screen.
    @Test(arguments: [(40, 30), (2, 2), (390, 200), (780, 100), (1170, 60)])
    func theLabelsStayInTheirColumnsAboveTheImages(width: Int, height: Int) throws {
        let picture = try image(width, height, color: .blue)
        let composite = try DifferenceImages.composite(expected: picture, actual: picture, diff: picture)
        let scale = DifferenceImages.labelScale(forWidestImage: width)
        let strip = DifferenceImages.labelStripHeight(scale: scale)
        let columns = DifferenceImages.labels.map { max(width, PanelLabelFont.width(of: $0, scale: scale) + 2 * scale) }
        try #require(composite.width == columns.reduce(0, +) + 2 * DifferenceImages.gutterWidth && composite.height == strip + height)
        var x = 0
        for (label, column) in zip(DifferenceImages.labels, columns) {
            var box: (minX: Int, maxX: Int, minY: Int, maxY: Int) = (.max, .min, .max, .min)
            for y in 0..<composite.height {
                for px in x..<(x + column) where composite.color(x: px, y: y) == Self.label {
                    box = (min(box.minX, px), max(box.maxX, px), min(box.minY, y), max(box.maxY, y))
                }
            }
            #expect(box.minX >= x + scale && box.maxX < x + column - scale, "\(label) in its column")
            #expect(box.minY >= scale && box.maxY < strip - scale, "\(label) in the strip")
            #expect(box.maxX - box.minX + 1 <= PanelLabelFont.width(of: label, scale: scale))
            #expect(composite.color(x: x, y: strip) == .blue, "the image starts below the strip")
            x += column
            if x < composite.width { #expect(composite.color(x: x, y: strip / 2) == Self.grey, "the gutter after \(label)") }
            x += DifferenceImages.gutterWidth
        }
        #expect(x - DifferenceImages.gutterWidth == composite.width)
    }

    /// Labels grow with the images, so that a large composite shrunk to fit a screen is legible.
    @Test func theLabelsGrowWithTheImages() {
        #expect([40, 300, 390, 780, 1170, 1290].map(DifferenceImages.labelScale(forWidestImage:)) == [2, 2, 2, 4, 6, 6])
    }
}
