import ListshotGeometry
import ListshotLayout
import ListshotRaster
import ListshotText
import ListshotViews

/// Seed 004's circle view: rows of 80 points whose x follows an ellipse as they scroll, a
/// round avatar, a name and the row's number in each (24 rows, see `person(at:)`); the
/// curve has the viewport's half-height as radius R, a ratio of 0.3 and a translation of
/// 12 points, so the row in the middle stands `12 + 0.3·R` from the circle's edge and the
/// rows at the top and bottom 12 points from it.
///
/// `wheel` curves from the left edge and wraps round without end (row 23 is followed by
/// row 0 again, at any offset); `wheel-right` mirrors it onto the right edge, with its
/// content aligned right, and stops at the ends of its 24 rows.
public final class WheelScene: Scene, CollectionViewDataSource {
    public static let rowCount = 24
    public static let rowHeight = 80.0
    public static let ratio = 0.3
    public static let translation = 12.0
    static let cellIdentifier = "Person"

    /// The view that shows the rows.
    public let collectionView: CollectionView
    public var listView: ListView { collectionView }

    /// - Parameters:
    ///   - viewport: the screen; the radius is half its height.
    ///   - side: the edge the circle's centre is on.
    ///   - infinite: whether the rows wrap round.
    public init(viewport: Viewport, side: WheelLayout.Side, infinite: Bool) {
        let layout = WheelLayout(
            count: Self.rowCount, rowHeight: Self.rowHeight,
            radius: WheelLayout.defaultRadius(viewportHeight: viewport.height),
            ratio: Self.ratio, translation: Self.translation, side: side, infinite: infinite)
        collectionView = CollectionView(frame: viewport.bounds, layout: layout)
        collectionView.backgroundColor = Color(rgb: 0x1C1C1E)
        collectionView.register(side == .left ? PersonCell.self : TrailingPersonCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        collectionView.dataSource = self
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> TableViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        (cell as? PersonCell)?.row = indexPath.row
        return cell
    }

    /// Row `row`'s person: ``ContactsScene``'s first and last names taken in step (Ada
    /// Lovelace, Grace Hopper, …, eight in turn) and its avatar colour.
    static func person(at row: Int) -> (name: String, initials: String, color: Color) {
        let first = ContactsScene.firstNames[row % ContactsScene.firstNames.count]
        let last = ContactsScene.lastNames[row % ContactsScene.lastNames.count]
        return ("\(first) \(last)", String(first.prefix(1)) + String(last.prefix(1)), ContactsScene.palette[row % ContactsScene.palette.count])
    }
}

/// A row of ``WheelScene``: a 60-point avatar with initials at the cell's leading edge
/// and, beside it, a pioneer's name in white over the row's number in grey.
class PersonCell: TableViewCell {
    static let nameFont = try? Font.bundled(.regular, size: 20)
    static let numberFont = try? Font.bundled(.regular, size: 15)
    static let initialsFont = try? Font.bundled(.semibold, size: 22)
    static let avatarSize = 60.0

    /// The row shown, or `nil` for a cell waiting in the reuse pool.
    var row: Int? {
        didSet {
            guard row != oldValue else { return }
            let person = row.map { WheelScene.person(at: $0) }
            avatar.color = person?.color
            avatar.initials.text = person?.initials ?? ""
            name.text = person?.name ?? ""
            number.text = row.map { "Row \($0)" } ?? ""
        }
    }

    let avatar = AvatarView(initialsFont: PersonCell.initialsFont, initialsBaseline: 38)
    let name: BaselineTextView
    let number: BaselineTextView

    required init(style: CellStyle = .default, reuseIdentifier: String?) {
        name = BaselineTextView(font: Self.nameFont, color: .white, baseline: 38, alignment: Self.alignment)
        number = BaselineTextView(font: Self.numberFont, color: Color(rgb: 0x8E8E93), baseline: 59, alignment: Self.alignment)
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        backgroundColor = nil
        contentView.addSubview(avatar)
        contentView.addSubview(name)
        contentView.addSubview(number)
    }

    class var alignment: BaselineTextView.Alignment { .left }

    override func prepareForReuse() {
        super.prepareForReuse()
        row = nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = Self.avatarSize, gap = 14.0
        avatar.frame = Rect(x: 0, y: (frame.height - size) / 2, width: size, height: size)
        name.frame = Rect(x: size + gap, y: 0, width: max(0, frame.width - size - gap), height: frame.height)
        number.frame = name.frame
    }
}

/// ``PersonCell`` mirrored for a wheel on the right edge: the avatar at the cell's right
/// edge and the name ending beside it.
final class TrailingPersonCell: PersonCell {
    override class var alignment: BaselineTextView.Alignment { .right }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = Self.avatarSize, gap = 14.0
        avatar.frame = Rect(x: frame.width - size, y: (frame.height - size) / 2, width: size, height: size)
        name.frame = Rect(x: 0, y: 0, width: max(0, frame.width - size - gap), height: frame.height)
        number.frame = name.frame
    }
}
