import ListshotGeometry
import ListshotLayout
import ListshotViews
import Testing

/// A collection view makes ``CollectionViewCell``s and registered supplementary view classes,
/// and recycles both, as UIKit's `register`/`dequeue` pairs do.
@Suite struct CollectionViewRegistrationTests {
    /// A header view class of the data source's own.
    final class Banner: TableViewHeaderFooterView {
        var resets = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            resets += 1
        }
    }

    final class Source: CollectionViewDataSource {
        var kindsAsked: [String] = []
        func collectionView(_ view: CollectionView, cellForItemAt indexPath: IndexPath) -> TableViewCell {
            view.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
        }
        func collectionView(
            _ view: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> TableViewHeaderFooterView? {
            kindsAsked.append(kind)
            guard kind == CollectionView.elementKindSectionHeader else { return nil }
            let banner = view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Banner", for: indexPath)
            banner.textLabel.text = "Banner \(indexPath.section)"
            return banner
        }
        func collectionView(_ view: CollectionView, titleForFooterInSection section: Int) -> String? { "End of \(section)" }
    }

    private func makeView(_ source: Source) -> (CollectionView, GridLayout) {
        let layout = GridLayout(
            crossExtent: 300, itemSize: Size(width: 90, height: 90), numberOfItems: Array(repeating: 3, count: 200),
            headerReferenceSize: Size(width: 300, height: 30), footerReferenceSize: Size(width: 300, height: 20))
        let view = CollectionView(frame: Rect(x: 0, y: 0, width: 300, height: 400), layout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Item")
        view.register(Banner.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "Banner")
        view.dataSource = source
        view.layoutIfNeeded()
        return (view, layout)
    }

    @Test func registeredHeaderClassIsShownAndRecycledBesideDefaultFooters() {
        let source = Source()
        let (view, layout) = makeView(source)
        var offset = 0.0
        while offset < layout.contentSize.height - 400 {
            view.contentOffset = Point(x: 0, y: offset)
            for item in view.layoutAttributesForVisibleElements where item.element.kind != .cell {
                let shown = view.supplementaryView(for: item.element)
                let section = item.element.indexPath.section
                if item.element.kind == .header {
                    #expect(shown is Banner)
                    #expect(shown?.kind == .header)
                    #expect(shown?.textLabel.text == "Banner \(section)")
                } else {
                    #expect(!(shown is Banner))
                    #expect(shown?.textLabel.text == "End of \(section)")
                }
                #expect(shown?.frame == item.frame)
            }
            offset += 41
        }
        #expect(source.kindsAsked.contains(CollectionView.elementKindSectionFooter))
        #expect(view.numberOfSupplementaryViewsCreated < 12, "headers and footers are recycled, not made for each of 400")
        let banners = view.layoutAttributesForVisibleElements.compactMap { view.supplementaryView(for: $0.element) as? Banner }
        #expect(banners.contains { $0.resets > 0 })
    }

    @Test func collectionViewCellIsClearAndRecycled() throws {
        let (view, layout) = makeView(Source())
        let first = try #require(view.visibleElements.first.flatMap(view.cell(for:)))
        #expect(first is CollectionViewCell)
        #expect(first.backgroundColor == nil)
        view.contentOffset = Point(x: 0, y: layout.contentSize.height - 400)
        let created = view.numberOfCellsCreated
        view.contentOffset = .zero
        #expect(view.numberOfCellsCreated == created, "scrolling back reuses the cells it recycled")
    }
}
