import ListshotViews
import Testing

/// The README's CollectionView example, as written there, and what its comment claims.
@Suite struct ReadmeCollectionViewTests {
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
