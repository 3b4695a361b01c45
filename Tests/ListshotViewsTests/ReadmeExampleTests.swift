import ListshotGeometry
import ListshotLayout
import ListshotViews
import Testing

/// The README's library examples, as written there (with the README's imports and no
/// others), and what their comments claim.
@Suite struct ReadmeExampleTests {
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

    final class People: CollectionViewDataSource {
        func collectionView(_ view: CollectionView, cellForItemAt indexPath: IndexPath) -> TableViewCell {
            let cell = view.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            cell.textLabel.text = "Person \(indexPath.row)"
            return cell
        }
    }

    @Test func theWheelAt1500ShowsRows19To23ThenRows0To4OfTheNextLap() {
        let people = People()
        let wheel = WheelLayout(count: 24, rowHeight: 80, radius: 422, ratio: 0.3, translation: 12, infinite: true)
        let view = CollectionView(frame: Rect(x: 0, y: 0, width: 390, height: 844), layout: wheel)
        view.register(TableViewCell.self, forCellWithReuseIdentifier: "Cell")
        view.dataSource = people
        view.contentOffset = Point(x: 0, y: 1_500)
        #expect(view.visibleElements.map(\.indexPath.row) == [19, 20, 21, 22, 23, 0, 1, 2, 3, 4])
        #expect(view.visibleElements.map(\.lap) == [0, 0, 0, 0, 0, 1, 1, 1, 1, 1])
        #expect(view.cell(for: .cell(IndexPath(row: 0), lap: 1))?.textLabel.text == "Person 0")
    }
}
