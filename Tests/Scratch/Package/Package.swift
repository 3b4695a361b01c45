// swift-tools-version: 6.1
// A package of a listshot user, made outside listshot's repository by Tests/Scratch/run:
// two screens, and their golden-image tests in Swift Testing, XCTest and through
// swift-snapshot-testing. `listshot` is a symbolic link to the checkout under test, named
// with the one package trait this package needs: SnapshotTesting, for ListshotSnapshotTesting
// (not Preview: no Hummingbird or SwiftNIO is resolved).
import PackageDescription

let package = Package(
    name: "Scratch",
    dependencies: [
        .package(path: "listshot", traits: ["SnapshotTesting"]),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(name: "Screens", dependencies: [.product(name: "ListshotViews", package: "listshot")]),
        // Only `import ListshotTesting` in its files, checked with MemberImportVisibility.
        .testTarget(
            name: "ScreensTests",
            dependencies: ["Screens", .product(name: "ListshotTesting", package: "listshot")],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
        .testTarget(
            name: "ScreensXCTests",
            dependencies: ["Screens", .product(name: "ListshotTesting", package: "listshot")]),
        .testTarget(
            name: "ScreensSnapshotTestingTests",
            dependencies: [
                "Screens",
                .product(name: "ListshotSnapshotTesting", package: "listshot"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
    ]
)
