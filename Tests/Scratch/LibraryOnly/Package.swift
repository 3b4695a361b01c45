// swift-tools-version: 6.1
// The smallest listshot user: a list made with ListshotViews and its golden-image tests with
// ListshotTesting, naming listshot as the README says, with `traits: []`. Tests/Scratch/run
// checks the packages it resolves (listshot, swift-argument-parser and Yams: no Hummingbird,
// SwiftNIO or swift-snapshot-testing); it is never built. `listshot` is a symbolic link to
// the checkout under test.
import PackageDescription

let package = Package(
    name: "LibraryOnly",
    dependencies: [.package(path: "listshot", traits: [])],
    targets: [
        .target(name: "Feed", dependencies: [.product(name: "ListshotViews", package: "listshot")]),
        .testTarget(name: "FeedTests", dependencies: ["Feed", .product(name: "ListshotTesting", package: "listshot")]),
    ]
)
