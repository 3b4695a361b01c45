import ListshotGeometry
import ListshotLayout
import ListshotText
import ListshotViews

/// What listshot's text can do, one self-sizing row a sample, each with a grey caption:
/// sizes and weights, fallback fonts across scripts, truncation at the head, middle and
/// tail, alignment, wrapping with line spacing, and kerning.
public final class TypographyScene: TableScene, TableViewDataSource, TableViewDelegate {
    public let tableView: TableView
    let cells: [StackCell]

    /// The line that needs the fallback fonts: Latin, Greek and Cyrillic in Inter, CJK in
    /// Droid Sans Fallback.
    public static let multiScriptLine = "Zoë, Ελληνικά, Русский, 中文"
    /// The sentence truncated three ways.
    public static let longSentence = "The quick brown fox jumps over the lazy dog, then naps in the warm afternoon sun."

    public init(viewport: Viewport) {
        tableView = TableView(frame: viewport.bounds)
        tableView.backgroundColor = .white
        tableView.rowHeight = TableView.automaticDimension
        tableView.separatorStyle = .none
        cells = Self.samples().map { caption, label in Self.cell(caption: caption, sample: label) }
        tableView.dataSource = self
        tableView.delegate = self
    }

    /// A label of `text` in `font`, configured as the samples are.
    public static func label(_ text: String, _ font: Font?, lines: Int = 1, mode: LineBreakMode = .byTruncatingTail,
                      alignment: TextAlignment = .left, spacing: Double = 0) -> Label {
        let label = Label()
        label.text = text
        label.font = font
        label.numberOfLines = lines
        label.lineBreakMode = mode
        label.textAlignment = alignment
        label.lineSpacing = spacing
        return label
    }

    static func samples() -> [(String, Label)] {
        func inter(_ size: Double, _ weight: BundledFont = .regular) -> Font? { try? Font.bundled(weight, size: size) }
        return [
            ("Inter Regular 12, 17, 22 and SemiBold 28",
             label("Sizes 12 · 17 · 22", inter(12))),
            ("", label("Sizes 12 · 17 · 22", inter(17))),
            ("", label("Sizes 12 · 17 · 22", inter(22))),
            ("", label("SemiBold 28", inter(28, .semibold))),
            ("Fallback: Droid Sans Fallback sets 中文, which Inter lacks; DejaVu Sans covers other scripts",
             label(multiScriptLine, inter(20))),
            ("Truncated at the tail", label(longSentence, inter(17), mode: .byTruncatingTail)),
            ("Truncated in the middle", label(longSentence, inter(17), mode: .byTruncatingMiddle)),
            ("Truncated at the head", label(longSentence, inter(17), mode: .byTruncatingHead)),
            ("Left, centre and right", label("Left", inter(17))),
            ("", label("Centre", inter(17), alignment: .center)),
            ("", label("Right", inter(17), alignment: .right)),
            ("Wrapped, 6 pt line spacing, at most 3 lines",
             label(longSentence + " " + longSentence, inter(15), lines: 3, spacing: 6)),
            ("Kerned by HarfBuzz from Inter's GPOS table", label("AVATAR · To · Wa · LT · 24", inter(28))),
        ]
    }

    static func cell(caption: String, sample: Label) -> StackCell {
        let cell = StackCell(reuseIdentifier: nil)
        cell.stack.layoutMargins = EdgeInsets(top: caption.isEmpty ? 2 : 10, left: 16, bottom: 6, right: 16)
        cell.stack.spacing = 4
        if !caption.isEmpty {
            let label = Label()
            label.text = caption
            label.font = try? Font.bundled(.regular, size: 12)
            label.textColor = .secondaryLabel
            label.numberOfLines = 0
            cell.stack.addArrangedSubview(label)
        }
        cell.stack.addArrangedSubview(sample)
        return cell
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { cells.count }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cells[indexPath.row]
    }
}
