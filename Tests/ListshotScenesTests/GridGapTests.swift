import ListshotGeometry
import ListshotLayout
import ListshotScenes
import ListshotTestSupport
import ListshotViews
import Testing

/// Issue 22 item 6: the photo grids' gaps are even: photos 2 pt apart down a line and across
/// lines, in `grid` and `grid-horizontal`, built in and as example files. A flow layout (as
/// UIKit's) spreads what a line leaves over into the gaps between its items, so the scenes
/// are sized to leave nothing over.
@Suite struct GridGapTests {
    /// Each section's item frames, from the scene's grid layout.
    static func sections(of scene: any Scene) throws -> [[Rect]] {
        let grid = try #require((scene.listView as? CollectionView)?.collectionViewLayout as? GridLayout)
        return grid.sections.indices.map { section in
            (0..<grid.sections[section].count).map { grid.rectForItem(at: LayoutIndexPath(row: $0, section: section)) }
        }
    }

    /// The gaps between consecutive distinct starts along one axis, less the item's size.
    static func gaps(_ starts: [Double], side: Double) -> Set<Double> {
        let sorted = Set(starts).sorted()
        return Set(zip(sorted, sorted.dropFirst()).map { $1 - $0 - side })
    }

    static func expectEvenGaps(_ scene: any Scene, name: String) throws {
        for (section, frames) in try Self.sections(of: scene).enumerated() {
            let side = try #require(frames.first).width
            #expect(frames.allSatisfy { $0.width == side && $0.height == side })
            // Between columns, and between photos down a column: 2 pt, both ways.
            let across = Self.gaps(frames.map(\.minX), side: side), down = Self.gaps(frames.map(\.minY), side: side)
            #expect(across.union(down) == [2], "\(name) section \(section): gaps across \(across), down \(down)")
        }
    }

    @Test(arguments: ["grid", "grid-horizontal"])
    func photosAreTwoPointsApartBothWays(name: String) throws {
        let builtIn = try #require(BuiltInScene.named(name))
        try Self.expectEvenGaps(builtIn.make(builtIn.viewport), name: name)
        let file = try SceneFile.load(path: RepositoryPaths.root + "/Sources/ListshotScenes/BuiltIns/Examples/\(name).yaml")
        try Self.expectEvenGaps(file.makeScene(), name: name + ".yaml")
    }

    /// The three rows of `grid-horizontal` sit as far from the top as from the bottom.
    @Test func theHorizontalGridsRowsAreCentredInTheViewport() throws {
        let builtIn = try #require(BuiltInScene.named("grid-horizontal"))
        let frames = try Self.sections(of: builtIn.make(builtIn.viewport)).flatMap { $0 }
        let top = try #require(frames.map(\.minY).min()), bottom = try #require(frames.map(\.maxY).max())
        #expect(top == builtIn.viewport.height - bottom)
    }
}
