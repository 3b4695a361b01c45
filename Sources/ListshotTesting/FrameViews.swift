import Foundation
import ListshotRaster
import ListshotScenes
import ListshotSnapshot

/// What a list frame's views add to its check: the regions judged by tolerances of their own,
/// after the masked views were painted over.
struct FrameViews {
    /// The regions the assertion's `tolerances:` judge in this frame.
    var regions: [ToleranceRegion]
    /// The frame's view tree as the golden keeps it (``ViewTreeFile``): `listshot layout
    /// --views`'s JSON, masked views without their text. Made when asked for (a golden
    /// written, a mismatch), from the list as it is then: ask before it scrolls on.
    var tree: [UInt8] { makeTree() }
    private let makeTree: () -> [UInt8]

    /// Reads the views of `scene` where it was just drawn into `image` and applies `rules`
    /// to them: masks painted into `image`, regions kept. Without rules nothing is read
    /// until ``tree`` is asked for: a passing check needs no view tree.
    init(_ scene: any Scene, drawnInto image: inout Framebuffer, viewport: Viewport, rules: inout ViewRules) {
        let masked = Set(rules.masking)
        func report() -> LayoutReport { LayoutReport(scene.listView, views: true, chrome: (scene as? any ChromeScene)?.chrome) }
        if rules.isEmpty {
            regions = []
            makeTree = { Array((report().masking(masked).json + "\n").utf8) }
        } else {
            let read = report()
            regions = rules.apply(to: &image, report: read, scale: viewport.scale)
            makeTree = { Array((read.masking(masked).json + "\n").utf8) }
        }
    }

    /// The view tree written beside the image drawn for a missing golden, when there is one.
    static func treeBeside(actual: String) -> String? {
        let path = ViewTreeFile.path(forGolden: actual)
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }
}
