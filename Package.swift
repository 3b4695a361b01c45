// swift-tools-version: 6.1
import PackageDescription

// Fourteen Swift library modules, one per layer; each depends only on the layers listed
// before it, and each target declares exactly the modules its files import. No re-exports,
// but for ListshotViews (geometry, layouts, pixels and text, as `import UIKit` brings them)
// and the two test libraries: `import ListshotTesting` (or `ListshotSnapshotTesting`) brings
// the modules whose types their assertions take (their Exports.swift says which).
//
//   ListshotFiles      atomic writes, bounded reads, SHA-256, the version, the lock (libc; SHA-256 rounds in CListshotSHA256)
//   ListshotGeometry   points, sizes, rects, insets, paths      (standard library only)
//   ListshotLayout     the layout contract and its five layouts (Geometry)
//   ListshotLayoutTesting  the contract's conformance suite     (Geometry, Layout)
//   ListshotRaster     the RGBA8 framebuffer, drawing, PNG in and out (Files, Geometry; libpng, ISA-L, libdeflate in CListshotPNG)
//   ListshotText       FreeType faces, HarfBuzz shaping, bidi, lines (Geometry, Raster, Files, CFreeType, CHarfBuzz, CFriBidi)
//   ListshotViews      views, cells, traits, TableView, CollectionView (Geometry, Layout, Raster, Text)
//   ListshotStructuredText  the formats alone: JSON and YAML into one value tree, their errors, messages, numbers, exact decimals (Yams)
//   ListshotScenes     the scene model, scene files and their schema, the built-in scenes (Files, Geometry, Layout, Raster, Text, Views, StructuredText)
//   ListshotRendering  scenes into frames, strips, animations and files; the audit; docs images (Geometry, Raster, Text, Views, Files, StructuredText, Scenes)
//   ListshotSnapshot   comparison, provenance, the HTML report  (Raster, Files, StructuredText; its pixel loops in CListshotSnapshot)
//   ListshotTesting    assertSnapshot for XCTest, Swift Testing (Raster, Text, Views, Scenes, Files, StructuredText, Rendering, Snapshot)
//   ListshotSnapshotTesting  swift-snapshot-testing strategies (Raster, Files, Views, StructuredText, Scenes, Rendering, Snapshot; SnapshotTesting with the trait of that name)
//   ListshotPreview    `listshot preview`: the page, frames, events, the file watcher, the server (Files, Layout, Raster, Views, Text, StructuredText, Scenes, Rendering; Hummingbird, ServiceLifecycle, Logging with the Preview trait)
//
// and three executables:
//
//   listshot           the command-line tool                    (Files, Layout, StructuredText, Scenes, Rendering, Text, Raster, Snapshot, Preview, ArgumentParser)
//   listshot-fuzz      the fuzz targets; replays inputs, or (built with -DFUZZING) is the libFuzzer binary
//   listshot-benchmarks  the engine's figures                   (Geometry, Layout, Views)
let package = Package(
    name: "listshot",
    products: [
        .executable(name: "listshot", targets: ["listshot"]),
        .library(name: "ListshotLayout", targets: ["ListshotLayout"]),
        .library(name: "ListshotLayoutTesting", targets: ["ListshotLayoutTesting"]),
        .library(name: "ListshotViews", targets: ["ListshotViews"]),
        .library(name: "ListshotFiles", targets: ["ListshotFiles"]),
        .library(name: "ListshotStructuredText", targets: ["ListshotStructuredText"]),
        .library(name: "ListshotScenes", targets: ["ListshotScenes"]),
        .library(name: "ListshotRendering", targets: ["ListshotRendering"]),
        .library(name: "ListshotSnapshot", targets: ["ListshotSnapshot"]),
        .library(name: "ListshotTesting", targets: ["ListshotTesting"]),
        .library(name: "ListshotSnapshotTesting", targets: ["ListshotSnapshotTesting"]),
    ],
    // Two traits, on by default, put the heaviest dependencies behind a switch: a package that
    // names listshot with `traits: []` resolves neither (SwiftPM resolves a dependency only
    // when a target dependency on it is unconditional or its trait is on), and listshot's own
    // clone, where both are on, builds and tests everything with a plain `swift test`.
    traits: [
        .trait(name: "Preview", description: "listshot preview's local HTTP server (Hummingbird, swift-service-lifecycle, swift-log, swift-nio)."),
        .trait(name: "SnapshotTesting", description: "The ListshotSnapshotTesting product's strategies for swift-snapshot-testing (and its swift-syntax)."),
        .default(enabledTraits: ["Preview", "SnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // YAML scene files and manifests: ListshotStructuredText reads them (and prints the
        // YAML examples as JSON with their keys in the order written).
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // ListshotSnapshotTesting's, with the SnapshotTesting trait (and its tests').
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation` (the DocC catalogs; .ci/run step 4). A
        // command plugin: no target depends on it, so no package that names listshot resolves it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `listshot preview`'s local HTTP server (ListshotPreview's PreviewServer), with the
        // Preview trait: the executable and the fuzz targets link ListshotPreview, no library product.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // Hummingbird runs on it: ListshotPreview ends the page's event streams on Ctrl-C with it.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        // Hummingbird logs through it; ListshotPreview keeps its start-up line off the terminal
        // (listshot preview prints its own address) and lets warnings through.
        .package(url: "https://github.com/apple/swift-log.git", from: "1.14.0"),
    ],
    targets: [
        // libpng decodes; ISA-L and libdeflate compress what the encoder writes. A C target
        // cannot declare `providers`: they are Debian's `libpng-dev`, `libisal-dev` and
        // `libdeflate-dev`, which `.ci/run` and the README's Quick start install.
        .target(
            name: "CListshotPNG",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("deflate"), .linkedLibrary("isal")]
        ),
        // SHA-256's rounds, in C: at -O0 (the debug builds tests run in) they hash the fonts a
        // golden's provenance records in a fraction of a second, where Swift took seconds.
        .target(name: "CListshotSHA256"),
        .target(name: "ListshotFiles", dependencies: ["CListshotSHA256"]),
        .target(name: "ListshotGeometry"),
        .target(name: "ListshotLayout", dependencies: ["ListshotGeometry"]),
        // The layout contract's conformance suite, for any ListLayout, with a one-line
        // assertion for XCTest and Swift Testing (both ship with the toolchain).
        .target(name: "ListshotLayoutTesting", dependencies: ["ListshotGeometry", "ListshotLayout"]),
        .target(name: "ListshotRaster", dependencies: ["ListshotFiles", "ListshotGeometry", "CListshotPNG"]),
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
        // The Unicode Bidirectional Algorithm (GNU FriBidi), as Pillow's raqm uses it.
        .systemLibrary(
            name: "CFriBidi",
            pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"])]
        ),
        .target(
            name: "ListshotText",
            dependencies: ["ListshotGeometry", "ListshotRaster", "ListshotFiles", "CFreeType", "CHarfBuzz", "CFriBidi"]
        ),
        .target(name: "ListshotViews", dependencies: ["ListshotGeometry", "ListshotLayout", "ListshotRaster", "ListshotText"]),
        // Strict JSON, YAML through Yams, and the wording of messages about what a file holds:
        // what scene files, docs manifests and the command line read, with no scene in sight.
        .target(name: "ListshotStructuredText", dependencies: [.product(name: "Yams", package: "Yams")]),
        // The scene model: scenes, the description a scene file is read into, cell designs,
        // viewports, devices, appearances and text sizes.
        .target(
            name: "ListshotScenes",
            dependencies: [
                "ListshotFiles", "ListshotGeometry", "ListshotLayout", "ListshotRaster", "ListshotText", "ListshotViews", "ListshotStructuredText", ],
            // Compiled in as bytes (`PackageResources`), so `listshot schema` and `listshot
            // scenes NAME --print` need no files beside the binary.
            resources: [
                .embedInCode("SceneFiles/scene.schema.json"),
                .embedInCode("BuiltIns/Examples/demo.yaml"),
                .embedInCode("BuiltIns/Examples/animals.yaml"),
                .embedInCode("BuiltIns/Examples/animal-detail.yaml"),
                .embedInCode("BuiltIns/Examples/classmates.yaml"),
                .embedInCode("BuiltIns/Examples/cells.yaml"),
                .embedInCode("BuiltIns/Examples/typography.yaml"),
                .embedInCode("BuiltIns/Examples/sections.yaml"),
                .embedInCode("BuiltIns/Examples/contacts.yaml"),
                .embedInCode("BuiltIns/Examples/carousel.yaml"),
                .embedInCode("BuiltIns/Examples/wheel.yaml"),
                .embedInCode("BuiltIns/Examples/wheel-right.yaml"),
                .embedInCode("BuiltIns/Examples/grid.yaml"),
                .embedInCode("BuiltIns/Examples/grid-horizontal.yaml"),
                .embedInCode("BuiltIns/Examples/contacts-rtl.yaml"),
                .embedInCode("BuiltIns/Examples/chat.yaml"),
                .embedInCode("BuiltIns/Examples/settings.yaml"),
                .embedInCode("BuiltIns/Examples/people.yaml"),
            ]
        ),
        // `SceneRenderer.render`, the one render call, and what writes its frames: many at once
        // (FramePipeline on a WorkerPool), side by side (StripRenderer), as an APNG (ScrollAnimation).
        .target(
            name: "ListshotRendering",
            dependencies: [
                "ListshotGeometry", "ListshotRaster", "ListshotText", "ListshotViews", "ListshotFiles", "ListshotStructuredText", "ListshotScenes",
            ]
        ),
        // The comparison's per-pixel loops, in C: at -O0 (the debug builds tests run in) they
        // take milliseconds a frame where unoptimised Swift took a third of a second.
        .target(name: "CListshotSnapshot", linkerSettings: [.linkedLibrary("m")]),
        .target(name: "ListshotSnapshot", dependencies: ["ListshotRaster", "ListshotFiles", "ListshotStructuredText", "CListshotSnapshot"]),
        // One-line golden-image assertions for XCTest and Swift Testing (both ship with the
        // toolchain, so this target needs no package).
        .target(
            name: "ListshotTesting",
            dependencies: ["ListshotRaster", "ListshotText", "ListshotViews", "ListshotScenes", "ListshotFiles", "ListshotStructuredText", "ListshotRendering", "ListshotSnapshot"]
        ),
        // swift-snapshot-testing strategies for listshot frames, for teams already on that
        // library; a product of its own, with the SnapshotTesting trait (its files are empty
        // without it, but for an #error that names the trait), so that nobody else resolves it.
        .target(
            name: "ListshotSnapshotTesting",
            dependencies: [
                "ListshotRaster", "ListshotFiles", "ListshotViews", "ListshotStructuredText", "ListshotScenes", "ListshotRendering", "ListshotSnapshot",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
            ]
        ),
        // `listshot preview`: the page, the frame and events endpoints, the file watcher, and,
        // with the Preview trait, the Hummingbird server that carries them. Only the executable
        // (and the fuzz targets) depend on it.
        .target(
            name: "ListshotPreview",
            dependencies: [
                "ListshotFiles", "ListshotLayout", "ListshotRaster", "ListshotViews", "ListshotText", "ListshotStructuredText", "ListshotScenes", "ListshotRendering", .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Preview"])),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: .when(traits: ["Preview"])),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Preview"])),
            ],
            // The page's HTML, style and script, compiled in as bytes (`PackageResources`).
            resources: [.embedInCode("PreviewPage.html")]
        ),
        .executableTarget(
            name: "listshot",
            dependencies: [
                "ListshotFiles", "ListshotLayout", "ListshotStructuredText", "ListshotScenes", "ListshotRendering", "ListshotText", "ListshotRaster", "ListshotSnapshot", "ListshotPreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Seeded randomness, repository paths, temporary files, pngcheck and the stack filler,
        // shared by the test targets.
        .target(name: "ListshotTestSupport", dependencies: ["ListshotFiles", "CListshotTestSupport"], path: "Tests/ListshotTestSupport"),
        // Fills the stack with a pattern, for tests of code that must not read what it did not set.
        .target(name: "CListshotTestSupport", path: "Tests/CListshotTestSupport"),
        // `swift run -c release listshot-benchmarks`: prints engine figures, asserts nothing.
        // `Tests/Fuzz/run`: libFuzzer targets for the PNG decoder, scene files, docs manifests
        // and text layout, in the one executable; ListshotFuzzTests imports it (`@testable`)
        // to replay the corpus in-process.
        .executableTarget(
            name: "listshot-fuzz",
            dependencies: ["ListshotGeometry", "ListshotRaster", "ListshotText", "ListshotStructuredText", "ListshotScenes", "ListshotRendering", "ListshotFiles", "ListshotSnapshot", "ListshotPreview"]
        ),
        .executableTarget(name: "listshot-benchmarks", dependencies: ["ListshotGeometry", "ListshotLayout", "ListshotViews"]),
        // Each test target depends on the module it tests and ListshotTestSupport, nothing else:
        // a test imports only what that module is built on (ListshotLayoutTests tests the layout
        // engine and its conformance suite, which is built on it). Two exceptions, each for what it
        // tests: ListshotGoldenTests (this repository's goldens, in Snapshots/) uses the golden
        // library, and the layout conformance suite for a registered layout; ListshotSnippetTests
        // compiles the README's snippets with the two products they import.
        .testTarget(name: "ListshotLayoutTests", dependencies: ["ListshotLayoutTesting", "ListshotTestSupport"]),
        .testTarget(name: "ListshotRasterTests", dependencies: ["ListshotRaster", "ListshotTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ListshotTextTests", dependencies: ["ListshotText", "ListshotTestSupport"]),
        .testTarget(name: "ListshotFilesTests", dependencies: ["ListshotFiles", "ListshotTestSupport"]),
        .testTarget(name: "ListshotViewsTests", dependencies: ["ListshotViews", "ListshotTestSupport"]),
        .testTarget(name: "ListshotScenesTests", dependencies: ["ListshotScenes", "ListshotTestSupport"]),
        .testTarget(name: "ListshotRenderingTests", dependencies: ["ListshotRendering", "ListshotTestSupport"]),
        .testTarget(name: "ListshotStructuredTextTests", dependencies: ["ListshotStructuredText", "ListshotTestSupport"]),
        .testTarget(name: "ListshotSnapshotTests", dependencies: ["ListshotSnapshot", "ListshotTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ListshotTestingTests", dependencies: ["ListshotTesting", "ListshotTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ListshotGoldenTests", dependencies: ["ListshotTesting", "ListshotLayoutTesting", "ListshotTestSupport"]),
        // The README's and the golden-image tests article's Swift snippets, compiled as written
        // (SnippetSourceTests keeps them the same), under MemberImportVisibility as a user's test
        // target may have it: the imports a snippet shows must be all it needs.
        .testTarget(
            name: "ListshotSnippetTests",
            dependencies: ["ListshotTesting", "ListshotSnapshotTesting", "ListshotTestSupport"],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        .testTarget(name: "ListshotSnapshotTestingTests", dependencies: ["ListshotSnapshotTesting", "ListshotTestSupport"]),
        .testTarget(name: "ListshotPreviewTests", dependencies: ["ListshotPreview", "ListshotTestSupport"]),
        .testTarget(name: "ListshotFuzzTests", dependencies: ["listshot-fuzz", "ListshotTestSupport"]),
        .testTarget(name: "listshotCLITests", dependencies: ["listshot", "ListshotTestSupport"], exclude: ["Fixtures"]),
    ]
)
