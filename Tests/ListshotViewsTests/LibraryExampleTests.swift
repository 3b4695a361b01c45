import ListshotGeometry
import ListshotLayout
import ListshotRaster
import ListshotViews
import Testing

/// The library examples of the Tables and collections article
/// (`Sources/ListshotViews/ListshotViews.docc/TablesAndCollections.md`), as written there
/// (with the article's imports and no others), and what their comments claim;
/// `LibraryExampleSourceTests` keeps the two the same.
@Suite struct LibraryExampleTests {
    final class Rows: TableViewDataSource, TableViewDelegate {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { 44 }
    }

    @Test func theTableAt1200ShowsRows27To46AndDrawsAFrame() throws {
        let rows = Rows()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = rows
        table.delegate = rows
        table.contentOffset = Point(x: 0, y: 1_200)
        let image = try table.renderImage(scale: 2)
        // 1200 / 44 = 27.3: row 27 is cut at the top; (1200 + 844) / 44 = 46.5.
        #expect(table.indexPathsForVisibleRows.map(\.row) == Array(27...46))
        #expect(image.width == 780 && image.height == 1688)
    }

    /// The article's cell of its own: made by the table, laid out, cleared for the next row.
    final class ContactCell: TableViewCell {
        let avatar = ImageView()
        let name = Label()

        required init(style: CellStyle = .default, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            avatar.cornerRadius = 20                   // a round picture: its corners clip it
            avatar.clipsToBounds = true
            avatar.contentMode = .scaleAspectFill
            name.font = try? Font.preferredFont(forTextStyle: .headline)
            contentView.addSubview(avatar)
            contentView.addSubview(name)
        }

        override func layoutSubviews() {
            super.layoutSubviews()                     // sizes contentView to the cell
            avatar.frame = Rect(x: 16, y: (contentView.frame.height - 40) / 2, width: 40, height: 40)
            name.frame = Rect(x: 68, y: 0, width: contentView.frame.width - 84, height: contentView.frame.height)
        }

        override func prepareForReuse() {
            super.prepareForReuse()
            avatar.image = nil                         // the next row may have no picture
        }
    }

    @Test func aCellOfItsOwnIsMadeLaidOutAndClearedForReuse() throws {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 200))
        table.register(ContactCell.self, forCellReuseIdentifier: "Contact")
        let cell = table.dequeueReusableCell(withIdentifier: "Contact", for: IndexPath(row: 0)) as! ContactCell
        cell.name.text = "Ada Lovelace"
        cell.avatar.image = try Framebuffer(width: 80, height: 80, color: Color(rgb: 0x34C759))
        cell.frame = Rect(x: 0, y: 0, width: 390, height: 60)
        cell.layoutIfNeeded()
        #expect(cell.avatar.frame == Rect(x: 16, y: 10, width: 40, height: 40))
        #expect(cell.name.frame == Rect(x: 68, y: 0, width: 306, height: 60))
        #expect(cell.name.font?.textStyle == .headline)
        let image = try cell.renderImage(scale: 1)
        #expect(image.color(x: 36, y: 30) == Color(rgb: 0x34C759), "the picture's middle")
        #expect(image.color(x: 17, y: 11) == Color(rgb: 0xFFFFFF), "its corner, clipped round")
        cell.prepareForReuse()
        #expect(cell.avatar.image == nil && cell.name.text == "Ada Lovelace", "its own view cleared; its label is the row's to set")
    }

    /// The article's traits line: the same table drawn dark at AX3, its rows' text white on black.
    @Test func theTableInDarkAtAX3() throws {
        let rows = Rows()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = rows
        table.traitOverrides = TraitCollection(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityExtraLarge)
        let image = try table.renderImage(scale: 1)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0)))
        #expect(cell.textLabel.textColor == Color(rgb: 0xFFFFFF) && cell.textLabel.resolvedFont?.size == 40)
        #expect(image.color(x: 380, y: 20) == Color(rgb: 0x000000))
    }

    final class Albums: CollectionViewDataSource {
        func collectionView(_ view: CollectionView, cellForItemAt indexPath: IndexPath) -> TableViewCell {
            let cell = view.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
            cell.textLabel.text = "Photo \(indexPath.row)"
            return cell
        }
        func collectionView(
            _ view: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> TableViewHeaderFooterView? {
            guard kind == CollectionView.elementKindSectionHeader else { return nil }
            let header = view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Album", for: indexPath)
            header.textLabel.text = "Album \(indexPath.section)"
            return header
        }
    }

    @Test func theGridAt1200ShowsAlbum0sLastPhotosThenAlbum1sHeader() throws {
        let albums = Albums()
        let grid = GridLayout(crossExtent: 390, itemSize: Size(width: 120, height: 120), numberOfItems: [30, 30],
                              headerReferenceSize: Size(width: 390, height: 40))
        let view = CollectionView(frame: Rect(x: 0, y: 0, width: 390, height: 844), layout: grid)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
        view.register(TableViewHeaderFooterView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "Album")
        view.dataSource = albums
        view.contentOffset = Point(x: 0, y: 1_200)
        let cells = view.visibleElements
        // Album 0's lines start at 40 + 130 k: line 8 ends at 1200 (touching is not showing),
        // line 9 (photos 27…29) ends at 1330; album 1's header is at 1330…1370, its photos below.
        #expect(cells.first?.indexPath == LayoutIndexPath(row: 27, section: 0))
        #expect(cells.contains(.cell(IndexPath(row: 29, section: 0))) && cells.contains(.cell(IndexPath(row: 0, section: 1))))
        let headers = view.layoutAttributesForVisibleElements.filter { $0.element.kind == .header }.map(\.element.indexPath.section)
        #expect(headers == [1])
        let first = try #require(cells.first.flatMap(view.cell(for:)))
        #expect(first is CollectionViewCell)
        #expect(view.supplementaryView(for: .header(1))?.textLabel.text == "Album 1")
    }
}
