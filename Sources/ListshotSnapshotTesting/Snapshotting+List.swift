#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (TraitRequired.swift)
import ListshotRaster
import ListshotRendering
import ListshotScenes
import ListshotSnapshot
import ListshotStructuredText
import ListshotViews
import SnapshotTesting

extension Snapshotting where Value: ListView, Format == Framebuffer {
    /// A `TableView` or `CollectionView` scrolled to `offset` and drawn in `viewport`, as
    /// ``SnapshotTesting/Snapshotting/listshotImage(tolerance:)`` compares it.
    ///
    /// ```swift
    /// @Test func contacts() {
    ///     let table = makeContactsTable()      // a TableView with its data source
    ///     assertSnapshot(of: table, as: .listshot(offset: 600))                   // contacts.1.png
    ///     assertSnapshot(of: table, as: .listshot(offset: 1200), named: "1200")   // contacts.1200.png
    /// }
    /// ```
    ///
    /// The list is given the viewport's frame and drawn over an opaque white window, as
    /// `SceneRenderer.render(_:offset:viewport:)` draws a scene: the same pixels as
    /// `ListshotTesting`'s `assertSnapshot(of:at:named:)`. A frame that cannot be drawn (more
    /// rows in view than listshot draws at once, a viewport with no pixels) is reported as
    /// an issue of the running test and snapshotted as one magenta pixel.
    ///
    /// - Parameters:
    ///   - offset: where to scroll along the list's axis, clamped into its scrollable range;
    ///     `nil`, the default, for the start (`-contentInset.top`).
    ///   - viewport: the screen the frame is drawn on; an iPhone's 390 × 844 points at 2× by default.
    ///   - tolerance: how far a pixel's colour may move and how many pixels may differ;
    ///     exact by default.
    public static func listshot(
        offset: Double? = nil, viewport: Viewport = .phone, tolerance: SnapshotTolerance = .exact
    ) -> Snapshotting {
        Snapshotting<Framebuffer, Framebuffer>.listshotImage(tolerance: tolerance).pullback { list in
            // A list whose data source is gone would be snapshotted empty, and pass for ever.
            if let message = list.releasedDataSourceMessage {
                TestIssue.report(message + " It was snapshotted as one magenta pixel instead.")
                return ReferencePNG.placeholder
            }
            return SceneFrame.render(ListScene(listView: list), offset: offset, viewport: viewport)
        }
    }
}

extension Snapshotting where Value: Scene, Format == Framebuffer {
    /// A scene's list scrolled to `offset` and drawn in `viewport`, as the strategy for a
    /// list draws it, for a scene of a known type.
    ///
    /// ```swift
    /// assertSnapshot(of: try FileScene(contentsOf: "Scenes/contacts.yaml"), as: .listshot(offset: 600), named: "600")
    /// ```
    ///
    /// - Parameters:
    ///   - offset: where to scroll, clamped into the scrollable range; `nil` for the start.
    ///   - viewport: the screen the frame is drawn on; `.phone` by default.
    ///   - tolerance: exact by default.
    public static func listshot(
        offset: Double? = nil, viewport: Viewport = .phone, tolerance: SnapshotTolerance = .exact
    ) -> Snapshotting {
        Snapshotting<Framebuffer, Framebuffer>.listshotImage(tolerance: tolerance).pullback { scene in
            SceneFrame.render(scene, offset: offset, viewport: viewport)
        }
    }
}

extension Snapshotting where Value == any Scene, Format == Framebuffer {
    /// A scene known only as `any Scene` (a built-in scene, a scene file), drawn as the
    /// strategy for a scene of a known type draws it.
    ///
    /// ```swift
    /// let scene = BuiltInScene.named("contacts")!.make(.phone)
    /// assertSnapshot(of: scene, as: .listshot(offset: 600), named: "600")
    /// ```
    ///
    /// - Parameters:
    ///   - offset: where to scroll, clamped into the scrollable range; `nil` for the start.
    ///   - viewport: the screen the frame is drawn on; `.phone` by default.
    ///   - tolerance: exact by default.
    public static func listshot(
        offset: Double? = nil, viewport: Viewport = .phone, tolerance: SnapshotTolerance = .exact
    ) -> Snapshotting {
        Snapshotting<Framebuffer, Framebuffer>.listshotImage(tolerance: tolerance).pullback { scene in
            SceneFrame.render(scene, offset: offset, viewport: viewport)
        }
    }
}

/// Draws the frames the list and scene strategies snapshot.
enum SceneFrame {
    /// `scene` at `offset` in `viewport`; a frame that cannot be drawn is reported to the
    /// running test, and stands as one magenta pixel.
    static func render(_ scene: any Scene, offset: Double?, viewport: Viewport) -> Framebuffer {
        do {
            return try SceneRenderer.render(scene, offset: offset, viewport: viewport).framebuffer
        } catch {
            let at = offset.map { "at offset \(NumberText.plain($0))" } ?? "at its start"
            TestIssue.report("listshot cannot draw the list \(at): \(error)")
            return ReferencePNG.placeholder
        }
    }
}

/// A list made in a test, as a scene.
private final class ListScene: Scene {
    let listView: ListView

    init(listView: ListView) {
        self.listView = listView
    }
}
#endif
