import ListshotGeometry
import ListshotLayout
import ListshotViews
import Testing

/// A collection view's headers and footers are recycled as they scroll out and in, as cells
/// are, and a recycled view shows its new section's title.
@Suite struct CollectionViewHeaderReuseTests {
    final class Titles: CollectionViewDataSource {
        func collectionView(_ view: CollectionView, cellForItemAt indexPath: IndexPath) -> TableViewCell {
            view.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        func collectionView(_ view: CollectionView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
        func collectionView(_ view: CollectionView, titleForFooterInSection section: Int) -> String? { "End of \(section)" }
    }

    @Test func scrollingThroughAThousandSectionsMakesNoMoreViewsThanFitOnScreenPlusOnePerEdge() {
        let titles = Titles()
        let layout = GridLayout(
            crossExtent: 300, itemSize: Size(width: 90, height: 90), numberOfItems: Array(repeating: 3, count: 1_000),
            headerReferenceSize: Size(width: 300, height: 30), footerReferenceSize: Size(width: 300, height: 20))
        let view = CollectionView(frame: Rect(x: 0, y: 0, width: 300, height: 400), layout: layout)
        view.register(TableViewCell.self, forCellWithReuseIdentifier: "Cell")
        view.dataSource = titles
        var mostOnScreen = 0
        var offset = 0.0
        while offset < layout.contentSize.height - 400 {
            view.contentOffset = Point(x: 0, y: offset)
            let supplementary = view.layoutAttributesForVisibleElements.filter { $0.element.kind != .cell }
            mostOnScreen = max(mostOnScreen, supplementary.count)
            for item in supplementary {
                let title = item.element.kind == .header ? "Section \(item.element.indexPath.section)" : "End of \(item.element.indexPath.section)"
                #expect(view.supplementaryView(for: item.element)?.textLabel.text == title)
                #expect(view.supplementaryView(for: item.element)?.frame == item.frame)
            }
            offset += 37
        }
        #expect(mostOnScreen >= 4)
        #expect(view.numberOfSupplementaryViewsCreated <= mostOnScreen + 2)
    }
}
