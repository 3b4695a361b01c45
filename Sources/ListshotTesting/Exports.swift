// `import ListshotTesting` is the one import a test file needs: the modules re-exported here
// are those whose types the assertions take, and no others. A test names `TableView` or
// `CollectionView` (`of: list`), `Scene` and `Viewport` (`of: scene`, `viewport:`),
// `Framebuffer` (`of: image`), `SnapshotTolerance` (`tolerance:`) and `RecordMode`
// (`record:`; under the upcoming feature MemberImportVisibility even `record: .never` needs
// `RecordMode`'s module imported). swift-snapshot-testing's InlineSnapshotTesting re-exports
// SnapshotTesting the same way. `Tests/ListshotSnippetTests` compiles the README's and the
// golden-image tests article's snippets, with that feature on, to keep it so.
@_exported import ListshotRaster
@_exported import ListshotScenes
@_exported import ListshotSnapshot
@_exported import ListshotViews
