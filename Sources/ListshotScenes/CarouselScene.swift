import ListshotGeometry
import ListshotLayout
import ListshotRaster
import ListshotText
import ListshotViews

/// Seed 003's recycling scroll view: 1,000 cards of one size side by side, scrolling on x.
/// Card *i* is a rounded rectangle in ``ContactsScene/palette``[i % 6] with its number
/// large and "Item i" below it; the cards are 150 × 200 points with 12 points between them.
public final class CarouselScene: Scene, CollectionViewDataSource {
    public static let itemCount = 1_000
    public static let itemSize = Size(width: 150, height: 200)
    public static let itemSpacing = 12.0
    /// The scene's own viewport: one row of cards, 390 × 200 points at 2x.
    public static let viewport = Viewport(width: 390, height: 200, scale: 2)
    static let cellIdentifier = "Card"

    /// The view that shows the cards.
    public let collectionView: CollectionView
    public var listView: ListView { collectionView }

    public init(viewport: Viewport) {
        let layout = HorizontalLayout(itemSize: Self.itemSize, numberOfItems: Self.itemCount, itemSpacing: Self.itemSpacing)
        collectionView = CollectionView(frame: viewport.bounds, layout: layout)
        collectionView.backgroundColor = Color(rgb: 0xF2F2F7)
        collectionView.contentInset = EdgeInsets(left: 16, right: 16)
        collectionView.register(CardCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        collectionView.dataSource = self
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> TableViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        (cell as? CardCell)?.index = indexPath.row
        return cell
    }
}

/// A card of ``CarouselScene``: a rounded rectangle with the item's number and name.
final class CardCell: TableViewCell {
    static let numberFont = try? Font.bundled(.semibold, size: 56)
    static let nameFont = try? Font.bundled(.regular, size: 17)

    /// The item shown, or `nil` for a cell waiting in the reuse pool.
    var index: Int? {
        didSet {
            guard index != oldValue else { return }
            number.text = index.map(String.init) ?? ""
            name.text = index.map { "Item \($0)" } ?? ""
            card.color = index.map { ContactsScene.palette[$0 % ContactsScene.palette.count] }
        }
    }

    private let card = CardBackground()
    private let number = BaselineTextView(font: CardCell.numberFont, color: .white, baseline: 110, alignment: .centre)
    private let name = BaselineTextView(font: CardCell.nameFont, color: .white, baseline: 160, alignment: .centre)

    required init(style: CellStyle = .default, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        backgroundColor = nil
        contentView.addSubview(card)
        card.addSubview(number)
        card.addSubview(name)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        index = nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        card.frame = Rect(x: 0, y: 12, width: frame.width, height: max(0, frame.height - 24))
        number.frame = Rect(x: 0, y: -12, width: frame.width, height: frame.height)
        name.frame = number.frame
    }
}

/// A filled rounded rectangle the size of the view.
final class CardBackground: View {
    var color: Color?

    override func draw(in canvas: inout Canvas) {
        guard let color else { return }
        canvas.fill(Rect(origin: .zero, size: frame.size), cornerRadii: CornerRadii(all: 14), color: color)
    }
}
