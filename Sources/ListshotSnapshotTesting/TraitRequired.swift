// The strategies are built on swift-snapshot-testing, which listshot resolves only with its
// SnapshotTesting package trait (on by default; a package that names listshot with
// `traits: []` resolves none of it). Without the trait this module would be empty and a
// test would fail to find `.listshot(offset:)`; the build says why instead.
#if !SnapshotTesting
#error("ListshotSnapshotTesting needs listshot's SnapshotTesting package trait: name listshot with traits: [\"SnapshotTesting\"] (or [.defaults]) in the .package line of your Package.swift")
#endif
