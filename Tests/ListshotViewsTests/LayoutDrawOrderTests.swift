import ListshotGeometry
import ListshotLayout
import ListshotRaster
import ListshotViews
import Testing

/// A collection view draws its items in the layout's order (``LayoutAttributes/zIndex``,
/// then the order of the elements), not in the order the cells appeared, and applies each
/// item's ``LayoutAttributes/alpha``.
@Suite struct LayoutDrawOrderTests {
    /// Two items side by side that overlap by half: item 0 at x 0–20, item 1 at x 10–30.
    struct Overlap: ListLayout {
        var zIndices = [0, 0]
        var alphas = [1.0, 1.0]
        var scrollAxis: ScrollAxis { .vertical }
        var contentSize: Size { Size(width: 30, height: 10) }

        func layoutAttributes(for element: LayoutElement, in viewport: LayoutViewport) -> LayoutAttributes? {
            guard element.kind == .cell, element.lap == 0, element.indexPath.section == 0, (0..<2).contains(element.indexPath.row)
            else { return nil }
            let row = element.indexPath.row
            return LayoutAttributes(
                element: element, frame: Rect(x: Double(row) * 10, y: 0, width: 20, height: 10), zIndex: zIndices[row], alpha: alphas[row])
        }

        func layoutAttributesForElements(in viewport: LayoutViewport) -> [LayoutAttributes] {
            (0..<2).compactMap { layoutAttributes(for: .cell(IndexPath(row: $0, section: 0)), in: viewport) }
                .filter { $0.frame.intersects(viewport.rect) }
        }

        func numberOfElements(in viewport: LayoutViewport) -> Int { 2 }

        func cell(at point: Point, in viewport: LayoutViewport) -> LayoutElement? { defaultCell(at: point, in: viewport) }
    }

    final class Colors: CollectionViewDataSource {
        static let colors: [Color] = [.red, .blue]
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> TableViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
            cell.backgroundColor = Self.colors[indexPath.row]
            return cell
        }
    }

    /// The colour drawn at x = `x`, y = 5 by a 30 × 10 collection view showing `layout`.
    func color(at x: Int, _ layout: Overlap) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let colors = Colors()
        let view = CollectionView(frame: Rect(x: 0, y: 0, width: 30, height: 10), layout: layout)
        view.register(TableViewCell.self, forCellWithReuseIdentifier: "Item")
        view.dataSource = colors
        view.layoutIfNeeded()
        var canvas = Canvas(framebuffer: try Framebuffer(width: 30, height: 10, color: .white), scale: 1)
        view.render(in: &canvas)
        return canvas.framebuffer.pixel(x: x, y: 5)
    }

    func rgb(_ c: Color) -> (UInt8, UInt8, UInt8) { (c.red, c.green, c.blue) }

    @Test func sameZIndexDrawsTheLaterItemAbove() throws {
        let p = try color(at: 15, Overlap())
        #expect((p.r, p.g, p.b) == rgb(.blue))
    }

    @Test func reversedZIndexDrawsTheLaterItemBelow() throws {
        let p = try color(at: 15, Overlap(zIndices: [1, 0]))
        #expect((p.r, p.g, p.b) == rgb(.red))
        // A negative zIndex goes below one of 0, whatever the order of the elements.
        let q = try color(at: 15, Overlap(zIndices: [0, -1]))
        #expect((q.r, q.g, q.b) == rgb(.red))
    }

    @Test func alphaBlendsTheItemOverWhatIsBelow() throws {
        // Item 1 (blue) at half opacity over white, where it is alone, and over red.
        let layout = Overlap(alphas: [1, 0.5])
        let alone = try color(at: 25, layout)
        let blue = Color.blue
        func half(_ over: UInt8, _ under: UInt8) -> Int { (Int(over) + Int(under) + 1) / 2 }
        #expect(abs(Int(alone.r) - half(blue.red, 255)) <= 1 && abs(Int(alone.g) - half(blue.green, 255)) <= 1
                    && abs(Int(alone.b) - half(blue.blue, 255)) <= 1, "\(alone)")
        let over = try color(at: 15, layout)
        let red = Color.red
        #expect(abs(Int(over.r) - half(blue.red, red.red)) <= 1 && abs(Int(over.g) - half(blue.green, red.green)) <= 1
                    && abs(Int(over.b) - half(blue.blue, red.blue)) <= 1, "\(over)")
        // An item of alpha 1 is drawn as it always was.
        let opaque = try color(at: 5, layout)
        #expect((opaque.r, opaque.g, opaque.b) == rgb(.red))
    }
}
