import ListshotGeometry
import ListshotRaster
import ListshotTesting
import ListshotTestSupport
import ListshotText
import ListshotViews
import Testing

/// A contact sheet of PngSuite images in image views, one column per content mode, on a
/// checkerboard so that transparency shows.
@Suite struct PngSuiteSheetTests {
    static let files = [
        "basn0g01", "basn0g02", "basn0g04", "basn0g08", "basn0g16", "basn2c08", "basn2c16", "basn3p01",
        "basn3p08", "basn4a08", "basn6a16", "basi6a08", "tbbn3p08", "g03n2c08", "s09n3p02", "s37i3p04",
        "cdfn2c08", "cdhn2c08",
    ]
    static let folder = RepositoryPaths.root + "/Tests/ListshotRasterTests/Fixtures/pngsuite/"
    static let modes = ContentMode.allCases

    /// Grey and white squares of 4 pt, behind each image view.
    final class Checkerboard: View {
        override func draw(in canvas: inout Canvas) {
            let side = 4.0
            var y = 0.0, row = 0
            while y < frame.height {
                var x = Double(row % 2) * side
                while x < frame.width {
                    canvas.fill(Rect(x: x, y: y, width: min(side, frame.width - x), height: min(side, frame.height - y)), color: Color(rgb: 0xD8D8D8))
                    x += 2 * side
                }
                y += side
                row += 1
            }
        }
    }

    @Test func contactSheet() throws {
        let cell = Size(width: 64, height: 40), gap = 8.0, labelWidth = 84.0
        let sheet = View(frame: Rect(
            x: 0, y: 0, width: labelWidth + Double(Self.modes.count) * (cell.width + gap) + gap,
            height: 28 + Double(Self.files.count) * (cell.height + gap)))
        sheet.backgroundColor = .white
        let small = try Font.bundled(.regular, size: 10)
        for (column, mode) in Self.modes.enumerated() {
            let title = Label(frame: Rect(x: labelWidth + Double(column) * (cell.width + gap), y: 4, width: cell.width + gap, height: 20))
            title.text = ["scaleToFill": "to fill", "scaleAspectFit": "aspect fit", "scaleAspectFill": "aspect fill", "center": "center"][mode.rawValue] ?? ""
            title.font = small
            sheet.addSubview(title)
        }
        for (row, name) in Self.files.enumerated() {
            let y = 28 + Double(row) * (cell.height + gap)
            let image = try PNGDecoder.decode(contentsOf: Self.folder + name + ".png")
            let label = Label(frame: Rect(x: 8, y: y, width: labelWidth - 8, height: cell.height))
            label.text = name
            label.font = small
            sheet.addSubview(label)
            for (column, mode) in Self.modes.enumerated() {
                let frame = Rect(x: labelWidth + Double(column) * (cell.width + gap), y: y, width: cell.width, height: cell.height)
                let board = Checkerboard(frame: frame)
                board.backgroundColor = .white
                sheet.addSubview(board)
                let view = ImageView(frame: frame, image: image, imageScale: 1)
                view.contentMode = mode
                sheet.addSubview(view)
                // Where the image lands follows the mode (image views never draw outside their bounds).
                let rect = view.imageRect()
                switch mode {
                case .scaleToFill: #expect(rect == Rect(origin: .zero, size: cell))
                case .scaleAspectFit: #expect(rect.width <= cell.width + 1e-9 && rect.height <= cell.height + 1e-9)
                case .scaleAspectFill: #expect(rect.width >= cell.width - 1e-9 && rect.height >= cell.height - 1e-9)
                case .center: #expect(rect.size == Size(width: Double(image.width), height: Double(image.height)))
                }
            }
        }
        assertSnapshot(of: try sheet.renderImage(scale: 2), named: "pngsuite-contact-sheet")
    }
}
