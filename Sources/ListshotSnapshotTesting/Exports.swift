#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (TraitRequired.swift)
// `import ListshotSnapshotTesting` is the one import a test file needs: the modules
// re-exported here are those whose names the strategies' users write, and no others.
// SnapshotTesting for `assertSnapshot(of:as:)`, `Snapshotting` and its `.snapshots(record:)`
// trait (as its own InlineSnapshotTesting re-exports it); `TableView` and `CollectionView`
// (`.listshot(offset:)`), `Scene` and `Viewport` (`viewport:`), `Framebuffer`
// (`.listshotImage()`) and `SnapshotTolerance` (`tolerance:`). `Tests/ListshotSnippetTests`
// compiles the golden-image tests article's snippet, with the upcoming feature
// MemberImportVisibility on, to keep it so.
@_exported import ListshotRaster
@_exported import ListshotScenes
@_exported import ListshotSnapshot
@_exported import ListshotViews
@_exported import SnapshotTesting
#endif
