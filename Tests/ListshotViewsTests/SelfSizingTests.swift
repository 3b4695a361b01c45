import ListshotGeometry
import ListshotLayout
import ListshotRaster
import ListshotText
import ListshotViews
import Testing

/// Rows of `automaticDimension`: each cell measures itself at the table's width.
final class Paragraphs: TableViewDataSource, TableViewDelegate {
    let texts: [String]
    init(_ texts: [String]) { self.texts = texts }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel.numberOfLines = 0
        cell.textLabel.text = texts[indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { TableView.automaticDimension }
}

@Suite struct SelfSizingTests {
    static let words = "the quick brown fox jumps over the lazy dog while badgers dig their setts".split(separator: " ")

    @Test func aRowGrowsToFitItsWrappedText() {
        let texts = (0..<12).map { n in (0..<(n * 6)).map { String(Self.words[$0 % Self.words.count]) }.joined(separator: " ") }
        let source = Paragraphs(texts)
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 600))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        let heights = (0..<texts.count).map { table.rectForRow(at: IndexPath(row: $0)).height }
        #expect(heights[0] == TableViewCell.minimumHeight)  // empty text: UIKit's 44 pt minimum
        #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 <= $1 }, "\(heights)")
        #expect(heights.last! > 150)
        // Each height is the label's wrapped height at the cell's inner width, plus 11 pt above and below.
        let font = Label.defaultFont!
        for (row, text) in texts.enumerated() where !text.isEmpty {
            let layout = TextLayout(text: text, font: font, width: 320 - 2 * TableViewCell.layoutMargin)
            #expect(heights[row] == max(44, layout.size.height + 22), "row \(row)")
        }
        // Narrower tables wrap into more lines.
        table.frame = Rect(x: 0, y: 0, width: 200, height: 600)
        table.reloadData()
        #expect(table.rectForRow(at: IndexPath(row: 11)).height > heights[11])
    }

    @Test func aStackAddsUpItsViewsSpacingAndMargins() {
        let first = Label(), second = Label()
        first.text = "One"
        second.text = "Two"
        let image = ImageView(image: try! Framebuffer(width: 80, height: 60), imageScale: 2)  // 40 × 30 pt
        let stack = StackView(arrangedSubviews: [first, image, second], spacing: 4, layoutMargins: EdgeInsets(top: 10, left: 8, bottom: 12, right: 8))
        let line = Label.defaultFont!.lineHeight
        #expect(stack.sizeThatFits(Size(width: 300, height: .infinity)).height == 10 + line + 4 + 30 + 4 + line + 12)
        second.isHidden = true  // hidden views take no space
        #expect(stack.sizeThatFits(Size(width: 300, height: .infinity)).height == 10 + line + 4 + 30 + 12)
        stack.axis = .horizontal
        let row = stack.sizeThatFits(Size(width: .infinity, height: 100))
        #expect(row.width == 8 + first.sizeThatFits(Size(width: .infinity, height: 100)).width + 4 + 40 + 8)
        #expect(row.height == 10 + max(line, 30) + 12)
    }

    @Test func anImageNarrowerThanTheRowKeepsItsSizeAndAWiderOneIsScaledToFit() {
        let image = ImageView(image: try! Framebuffer(width: 800, height: 600), imageScale: 2)  // 400 × 300 pt
        #expect(image.sizeThatFits(Size(width: 200, height: .infinity)) == Size(width: 200, height: 150))
        #expect(image.sizeThatFits(Size(width: 500, height: .infinity)) == Size(width: 400, height: 300))
    }
}
