import ListshotGeometry
import ListshotLayout
import ListshotRaster
import ListshotViews

/// A photo grid in the manner of UICollectionViewFlowLayout: sections of square landscape
/// "photos" (`SyntheticImages`), 2 points apart.
///
/// `grid` scrolls vertically: five sections with a header each ("Mountains", …), 126-point
/// photos in lines across the viewport's width, each section 4 points in from the sides;
/// its last section's short last line shows where leftover space goes (the photos keep
/// their columns). `grid-horizontal` scrolls on x: the same sections without headers, in
/// columns down the viewport's height, 98-point photos, 16 points between sections. Both
/// fill their cross extent exactly (4 + 3 × 126 + 2 × 2 + 4 = 390, 6 + 3 × 98 + 2 × 2 + 6 =
/// 310), so the photos are 2 points apart both ways: a flow layout, UIKit's too, spreads
/// what is left over across a line into the gaps between its items, and 96-point photos in
/// 4-point insets had 7-point gaps down a column beside 2-point ones between columns.
///
/// Kept in Swift: its photos are drawn at the viewport's scale (378 pixels square at 3x),
/// which `Examples/grid.yaml` cannot say: a file's picture has a size in pixels (252, the
/// photo at 2x), so the file draws the scene's pixels at 2x only (a test).
public final class GridScene: Scene, CollectionViewDataSource {
    /// Each section's title and its number of photos.
    public static let sections: [(title: String, count: Int)] = [
        ("Mountains", 12), ("Lakes", 7), ("Forests", 9), ("Deserts", 5), ("Coasts", 14),
    ]
    /// `grid-horizontal`'s own viewport: three rows of photos, 390 × 310 points at 2x.
    public static let horizontalViewport = Viewport(width: 390, height: 310, scale: 2)
    static let cellIdentifier = "Photo"

    /// The view that shows the photos.
    public let collectionView: CollectionView
    public var listView: ListView { collectionView }
    private let photos: [Framebuffer]

    /// - Parameters:
    ///   - viewport: the screen; the lines flow across its width (or its height, horizontally).
    ///   - direction: the direction the grid scrolls in.
    public init(viewport: Viewport, direction: ScrollAxis) {
        let vertical = direction == .vertical
        let side = vertical ? 126.0 : 98.0
        let layout = GridLayout(
            scrollDirection: direction, crossExtent: vertical ? viewport.width : viewport.height,
            itemSize: Size(width: side, height: side), numberOfItems: Self.sections.map(\.count),
            minimumLineSpacing: 2, minimumInteritemSpacing: 2,
            sectionInset: vertical ? EdgeInsets(top: 0, left: 4, bottom: 12, right: 4) : EdgeInsets(top: 6, left: 8, bottom: 6, right: 8),
            headerReferenceSize: vertical ? Size(width: viewport.width, height: 36) : .zero)
        collectionView = CollectionView(frame: viewport.bounds, layout: layout)
        collectionView.backgroundColor = .white
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        // Six photos, drawn once at the viewport's scale, shared by every cell.
        let pixels = Int((side * viewport.scale).rounded(.up))
        photos = (0..<6).map { SyntheticImages.landscape(width: pixels, height: pixels, hue: $0) }
        collectionView.dataSource = self
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> TableViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        (cell as? PhotoCell)?.photo = photos[(indexPath.section + indexPath.row + indexPath.row / 3) % photos.count]
        return cell
    }

    public func collectionView(_ collectionView: CollectionView, titleForHeaderInSection section: Int) -> String? {
        Self.sections[section].title
    }
}

/// A cell of ``GridScene``: one photo filling the cell.
final class PhotoCell: TableViewCell {
    private let imageViewFill = ImageView()

    /// The photo shown, or `nil` for a cell waiting in the reuse pool.
    var photo: Framebuffer? {
        get { imageViewFill.image }
        set { imageViewFill.image = newValue }
    }

    required init(style: CellStyle = .default, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        backgroundColor = nil
        contentView.addSubview(imageViewFill)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        photo = nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageViewFill.frame = Rect(origin: .zero, size: frame.size)
    }
}
