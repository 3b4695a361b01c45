// swift-tools-version: 6.0
import PackageDescription

// One module per layer; each depends only on the layers listed before it.
//
//   ListshotGeometry   points, sizes, rects, insets            (standard library only)
//   ListshotLayout     the table layout engine                 (standard library + Geometry)
//   ListshotRaster     premultiplied RGBA8 framebuffer, fills  (standard library + Geometry)
//   ListshotText       FreeType faces, HarfBuzz shaping, lines  (Raster, CFreeType, CHarfBuzz)
//   ListshotFiles      atomic writes, bounded whole-file reads (standard library + libc)
//   ListshotPNG        PNG encode/decode through CListshotPNG  (Raster, Files)
//   ListshotViews      view tree, cells, TableView, rendering  (Layout, Raster, Text)
//   ListshotScenes     built-in scenes and the render pipeline (Views, PNG)
//   ListshotSnapshot   golden-image comparison                 (Raster, PNG)
//   listshot           the command-line tool                   (Scenes, ArgumentParser)
let package = Package(
    name: "listshot",
    products: [
        .executable(name: "listshot", targets: ["listshot"]),
        .library(name: "ListshotLayout", targets: ["ListshotLayout"]),
        .library(name: "ListshotViews", targets: ["ListshotViews"]),
        .library(name: "ListshotFiles", targets: ["ListshotFiles"]),
        .library(name: "ListshotPNG", targets: ["ListshotPNG"]),
        .library(name: "ListshotScenes", targets: ["ListshotScenes"]),
        .library(name: "ListshotSnapshot", targets: ["ListshotSnapshot"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "ListshotGeometry"),
        .target(name: "ListshotLayout", dependencies: ["ListshotGeometry"]),
        .target(name: "ListshotRaster", dependencies: ["ListshotGeometry"]),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .target(name: "ListshotText", dependencies: ["ListshotRaster", "CFreeType", "CHarfBuzz"]),
        .target(
            name: "CListshotPNG",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]
        ),
        .target(name: "ListshotFiles"),
        .target(name: "ListshotPNG", dependencies: ["ListshotRaster", "ListshotFiles", "CListshotPNG"]),
        .target(name: "ListshotViews", dependencies: ["ListshotLayout", "ListshotRaster", "ListshotText"]),
        .target(name: "ListshotScenes", dependencies: ["ListshotViews", "ListshotFiles", "ListshotPNG"]),
        .target(name: "ListshotSnapshot", dependencies: ["ListshotRaster", "ListshotPNG"]),
        .executableTarget(
            name: "listshot",
            dependencies: [
                "ListshotScenes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Seeded randomness and repository paths shared by the test targets.
        .target(name: "ListshotTestSupport", path: "Tests/ListshotTestSupport"),
        // `swift run -c release listshot-benchmarks`: prints engine figures, asserts nothing.
        .executableTarget(name: "listshot-benchmarks", dependencies: ["ListshotViews"]),
        .testTarget(name: "ListshotLayoutTests", dependencies: ["ListshotGeometry", "ListshotLayout", "ListshotTestSupport"]),
        .testTarget(name: "ListshotRasterTests", dependencies: ["ListshotRaster", "ListshotPNG", "ListshotTestSupport"]),
        .testTarget(name: "ListshotTextTests", dependencies: ["ListshotText", "ListshotRaster", "ListshotGeometry", "ListshotViews", "ListshotTestSupport"]),
        .testTarget(name: "ListshotFilesTests", dependencies: ["ListshotFiles", "ListshotTestSupport"]),
        .testTarget(name: "ListshotPNGTests", dependencies: ["ListshotPNG", "ListshotRaster", "ListshotTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ListshotViewsTests", dependencies: ["ListshotViews", "ListshotTestSupport"]),
        .testTarget(
            name: "ListshotScenesTests",
            dependencies: ["ListshotScenes", "ListshotSnapshot", "ListshotPNG", "ListshotTestSupport"]
        ),
        .testTarget(name: "listshotCLITests", dependencies: ["listshot", "ListshotPNG"]),
    ]
)
