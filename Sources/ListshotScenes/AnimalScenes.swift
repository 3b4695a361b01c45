import ListshotGeometry
import ListshotLayout
import ListshotText
import ListshotViews

/// The seed article's (002) list of animals: a photo and a name in each self-sizing row.
public final class AnimalListScene: TableScene, TableViewDataSource, TableViewDelegate {
    public let tableView: TableView
    static let cellIdentifier = "AnimalCell"
    /// The rows the user tapped, in order (the seed opens the animal's detail).
    public private(set) var selectedRows: [Int] = []

    public init(viewport: Viewport) {
        tableView = TableView(frame: viewport.bounds)
        tableView.backgroundColor = .white
        tableView.rowHeight = TableView.automaticDimension
        tableView.separatorInset = EdgeInsets(left: 90)
        tableView.register(AnimalCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { Animal.all.count }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        (cell as? AnimalCell)?.configure(with: Animal.all[indexPath.row])
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selectedRows.append(indexPath.row)
    }
}

/// A row of the animal list: a 60 pt photo, then the name.
final class AnimalCell: StackCell {
    let photo = ImageView()
    let name = Label()

    required init(style: CellStyle = .default, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        stack.axis = .horizontal
        stack.alignment = .center
        stack.spacing = 14
        stack.layoutMargins = EdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        photo.imageScale = 2
        photo.cornerRadius = 10
        photo.clipsToBounds = true
        name.font = try? Font.bundled(.regular, size: 17)
        stack.addArrangedSubview(photo)
        stack.addArrangedSubview(name)
    }

    func configure(with animal: Animal) {
        photo.image = SyntheticImages.landscape(width: 120, height: 120, hue: animal.hue)
        name.text = animal.name
    }
}

/// The seed article's (002) detail of one animal: a static table of four self-sizing rows —
/// name with latin name; photo; the long description, wrapped; the author's photo and name.
public final class AnimalDetailScene: TableScene, TableViewDataSource, TableViewDelegate {
    public let tableView: TableView
    /// The four static cells, made once, as a storyboard's static cells are.
    let cells: [StackCell]

    public init(viewport: Viewport, animalIndex: Int = 0) {
        let animal = Animal.all[animalIndex]
        tableView = TableView(frame: viewport.bounds)
        tableView.backgroundColor = .white
        tableView.rowHeight = TableView.automaticDimension
        cells = Self.makeCells(animal, width: viewport.width)
        tableView.dataSource = self
        tableView.delegate = self
    }

    private static func makeCells(_ animal: Animal, width: Double) -> [StackCell] {
        let margins = EdgeInsets(top: 12, left: 16, bottom: 12, right: 16)

        let title = StackCell(reuseIdentifier: nil)
        title.stack.layoutMargins = margins
        title.stack.spacing = 2
        let name = Label()
        name.font = try? Font.bundled(.semibold, size: 28)
        name.text = animal.name
        let species = Label()
        species.font = try? Font.bundled(.regular, size: 17)
        species.textColor = .secondaryLabel
        species.text = animal.species
        title.stack.addArrangedSubview(name)
        title.stack.addArrangedSubview(species)

        let photo = StackCell(reuseIdentifier: nil)
        let image = ImageView(image: SyntheticImages.landscape(width: 780, height: 585, hue: animal.hue), imageScale: 2)
        image.contentMode = .scaleAspectFit
        photo.stack.addArrangedSubview(image)

        let text = StackCell(reuseIdentifier: nil)
        text.stack.layoutMargins = margins
        let body = Label()
        body.numberOfLines = 0
        body.text = animal.text
        text.stack.addArrangedSubview(body)

        let author = StackCell(reuseIdentifier: nil)
        author.stack.axis = .horizontal
        author.stack.alignment = .center
        author.stack.spacing = 12
        author.stack.layoutMargins = EdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        // The author's photo is a landscape, cut round by clipping: a rounded clip, not a round image.
        let avatar = ImageView(image: SyntheticImages.landscape(width: 80, height: 80, hue: animal.hue + 2), imageScale: 2)
        avatar.cornerRadius = 20
        avatar.clipsToBounds = true
        let authorName = Label()
        authorName.text = "Photo: " + animal.authorName
        authorName.textColor = .secondaryLabel
        author.stack.addArrangedSubview(avatar)
        author.stack.addArrangedSubview(authorName)

        return [title, photo, text, author]
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { cells.count }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cells[indexPath.row]
    }
}
