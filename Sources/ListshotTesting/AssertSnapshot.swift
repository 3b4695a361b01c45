import ListshotRaster
import ListshotScenes
import ListshotSnapshot
import ListshotViews

/// Checks a scene's frames at `offsets` against goldens, one golden an offset, and reports
/// every failure at this line to the running XCTest or Swift Testing test, which goes on.
///
/// ```swift
/// @Test func contactsScroll() {
///     assertSnapshot(of: BuiltInScene.named("contacts")!.make(.phone), at: [0, 600], named: "contacts")
/// }
/// ```
///
/// With `traits`, the frames are drawn and checked once for each set of traits, each with its
/// own goldens, named by the traits' short name (`TraitCollection.shortName`):
///
/// ```swift
/// assertSnapshot(of: FeedScene(), at: [0], named: "feed", traits: [
///     TraitCollection(userInterfaceStyle: .light),
///     TraitCollection(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityExtraLarge),
/// ])
/// // Snapshots/FeedTests/feed.feed-light.0@2x.png, Snapshots/FeedTests/feed.feed-dark-AX3.0@2x.png
/// ```
///
/// The goldens are `Snapshots/<TestFile>/<test>.<name>.<offset>@<scale>x.png` in the
/// package (see ``GoldenName``), named after the offset asked for. An offset outside the
/// scrollable range is drawn clamped, as `listshot render` does, but keeps its name, so a
/// list that grows compares its new last page with the old golden. The frames are drawn in the
/// order of `offsets`, on the same list, as scrolling it would.
///
/// - Parameters:
///   - scene: the scene to draw.
///   - offsets: the scroll offsets to draw it at, in order; at least one.
///   - name: the name in the goldens' file names.
///   - viewport: the screen the frames are drawn on; by default the scene's own (a scene
///     file's `device` or `viewport`, `Scene.preferredViewport`), else an iPhone's 390 × 844
///     points at 2×.
///   - traits: the sets of traits to draw the scene with (`Scene.applying(_:)`), one golden
///     each, named `<name>-<traits' short name>`; none (the default) draws the scene as it is.
///   - tolerance: how different a frame may be and still match; by default the scope's
///     (``SnapshotTrait``, `withSnapshots`), else the package's `listshot-snapshots.yaml`'s,
///     else exact.
///   - record: when goldens are written; by default the scope's (``SnapshotTrait``,
///     `withSnapshots(record:tolerance:snapshotDirectory:artifactsDirectory:operation:)`), else
///     `LISTSHOT_RECORD`'s, else `listshot-snapshots.yaml`'s, else `RecordMode/missing`.
///   - snapshotDirectory: the goldens' folder, relative to the package's; by default the
///     scope's, else `LISTSHOT_SNAPSHOTS`, else `listshot-snapshots.yaml`'s, else `Snapshots`.
///   - masking: accessibility identifiers (`View/accessibilityIdentifier`) of views to paint
///     over in `maskColor` in every frame, wherever they are, before it is compared or
///     recorded: what changes from run to run (a timestamp). See <doc:GoldenImageTests>.
///   - tolerances: accessibility identifiers with a tolerance for the pixels of their views
///     (`["avatar": .ratio(0.01)]`); `tolerance` judges the rest. An identifier in `masking`
///     or `tolerances` that names no view in any frame fails the assertion.
///   - maskColor: what masked views are painted in; by default `listshot-snapshots.yaml`'s
///     `maskColor`, else `#FF00FF`.
///   - audit: whether each frame checked is also audited for accessibility (`AccessibilityAudit`),
///     failing (`AuditMode/fail`) or warning (`AuditMode/warn`) with its findings; by default
///     `listshot-snapshots.yaml`'s `audit`, else `AuditMode/off`.
///   - fileID: the caller's file, for the failure's location (the default).
///   - filePath: the caller's file path, to find the package and name the goldens (the default).
///   - function: the caller's function, to name the goldens (the default).
///   - line: the caller's line, for the failure's location (the default).
///   - column: the caller's column, for the failure's location (the default).
/// - Returns: whether every frame matched.
@discardableResult
public func assertSnapshot(
    of scene: any Scene, at offsets: [Double], named name: String, viewport: Viewport? = nil, traits: [TraitCollection] = [],
    tolerance: SnapshotTolerance? = nil, record: RecordMode? = nil, snapshotDirectory: String? = nil,
    masking: [String] = [], tolerances: [String: SnapshotTolerance] = [:], maskColor: Color? = nil, audit: AuditMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    guard let settings = SnapshotSettings(
        record: record, snapshotDirectory: snapshotDirectory, tolerance: tolerance, audit: audit, maskColor: maskColor, site: site)
    else { return false }
    let views = ViewRules(masking: masking, tolerances: tolerances, maskColor: settings.maskColor)
    return settings.check(scene, at: offsets, named: name, viewport: viewport, traits: traits, views: views)
}

/// Checks a list's frames at `offsets` against goldens, as the `Scene` form does, for a
/// `TableView` or `CollectionView` made in the test. The list is given the
/// viewport's frame (an iPhone's 390 × 844 points at 2× by default); `traits` are set on it
/// in turn as its `View/traitOverrides`.
@discardableResult
public func assertSnapshot(
    of list: ListView, at offsets: [Double], named name: String, viewport: Viewport = .phone, traits: [TraitCollection] = [],
    tolerance: SnapshotTolerance? = nil, record: RecordMode? = nil, snapshotDirectory: String? = nil,
    masking: [String] = [], tolerances: [String: SnapshotTolerance] = [:], maskColor: Color? = nil, audit: AuditMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) -> Bool {
    assertSnapshot(
        of: ListScene(listView: list), at: offsets, named: name, viewport: viewport, traits: traits, tolerance: tolerance, record: record,
        snapshotDirectory: snapshotDirectory, masking: masking, tolerances: tolerances, maskColor: maskColor, audit: audit,
        fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Checks an image against the golden `Snapshots/<TestFile>/<test>.<name>.png`, as the
/// list forms do for each frame.
@discardableResult
public func assertSnapshot(
    of image: Framebuffer, named name: String, tolerance: SnapshotTolerance? = nil, record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    return SnapshotSettings(record: record, snapshotDirectory: snapshotDirectory, tolerance: tolerance, site: site)?
        .check(image, golden: GoldenName(fileID: "\(fileID)", function: "\(function)", name: name)) ?? false
}

/// A list made in a test, as a scene.
private final class ListScene: Scene {
    let listView: ListView

    init(listView: ListView) {
        self.listView = listView
    }
}
