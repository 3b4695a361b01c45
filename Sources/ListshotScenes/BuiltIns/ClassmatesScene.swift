import ListshotGeometry
import ListshotLayout
import ListshotViews

/// The seed article's (001) form: 20 classmates, one text field per row. A row's value is
/// saved when it scrolls out (`didEndDisplaying`) and restored when it scrolls back
/// (`willDisplay`), so a recycled cell never shows another row's text and ``save()`` can
/// collect every value.
///
/// Kept in Swift: `Examples/classmates.yaml` draws its pixels (a test), but a file cannot
/// say what the form does, keeping what is typed in a row's field when the row scrolls out
/// and giving every value back (``save()``).
public final class ClassmatesScene: TableScene, TableViewDataSource, TableViewDelegate {
    public static let rowCount = 20
    /// The seed finds the field with `viewWithTag:1`.
    public static let fieldTag = 1
    static let cellIdentifier = "ClassmateCell"

    public let tableView: TableView
    /// The saved values of rows that are off screen (the seed's `classmateNames[20]`).
    public private(set) var classmateNames: [String?] = Array(repeating: nil, count: rowCount)

    public init(viewport: Viewport) {
        tableView = TableView(frame: viewport.bounds)
        tableView.backgroundColor = .white
        tableView.register(FieldCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
    }

    /// The field of the row at `row`, when the row is on screen.
    public func textField(inRow row: Int) -> TextField? {
        tableView.cellForRow(at: IndexPath(row: row))?.viewWithTag(Self.fieldTag) as? TextField
    }

    /// Every row's value, as the seed's Save button logs them: a visible row's from its
    /// field, another's from storage, "Empty" where nothing was typed.
    public func save() -> [String] {
        (0..<Self.rowCount).map { row in
            if let field = textField(inRow: row) { return field.text.isEmpty ? "Empty" : field.text }
            if let saved = classmateNames[row], !saved.isEmpty { return saved }
            return "Empty"
        }
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { Self.rowCount }

    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { 56 }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        (cell.viewWithTag(Self.fieldTag) as? TextField)?.placeholder = "Classmate \(indexPath.row + 1)"
        return cell
    }

    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        (cell.viewWithTag(Self.fieldTag) as? TextField)?.text = classmateNames[indexPath.row] ?? ""
    }

    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        classmateNames[indexPath.row] = (cell.viewWithTag(Self.fieldTag) as? TextField)?.text
    }
}

/// A row holding one text field, inset by the standard margins.
final class FieldCell: TableViewCell {
    let field = TextField()

    required init(style: CellStyle = .default, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        field.tag = ClassmatesScene.fieldTag
        contentView.addSubview(field)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        field.text = ""
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let margin = TableViewCell.layoutMargin
        field.frame = Rect(x: margin, y: 11, width: frame.width - 2 * margin, height: frame.height - 22)
    }
}
