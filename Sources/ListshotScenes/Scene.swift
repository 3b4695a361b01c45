import ListshotViews

/// A list with everything it needs to draw itself: its data source and delegate live as
/// long as the scene (a list view holds them weakly, as UIKit does).
public protocol Scene: AnyObject {
    /// The list the scene shows: a table, or a collection view with another layout.
    var listView: ListView { get }
}

/// A scene that shows a table.
public protocol TableScene: Scene {
    /// The table the scene shows.
    var tableView: TableView { get }
}

extension TableScene {
    public var listView: ListView { tableView }
}

/// A scene compiled into listshot, drawn by `listshot render NAME`.
public struct BuiltInScene: Sendable {
    /// The name to pass on the command line.
    public let name: String
    /// One line saying what the scene shows.
    public let summary: String
    /// The viewport drawn when no `--width`, `--height` or `--scale` is given.
    public let viewport: Viewport
    /// Builds the scene for a viewport.
    public let make: @Sendable (Viewport) -> any Scene

    public init(name: String, summary: String, viewport: Viewport = .phone, make: @escaping @Sendable (Viewport) -> any Scene) {
        self.name = name
        self.summary = summary
        self.viewport = viewport
        self.make = make
    }

    /// Every built-in scene, the default (`demo`) first.
    public static let all: [BuiltInScene] = [
        BuiltInScene(name: "demo", summary: "the seed's example: 25 purple rows \"Hola 0\" … \"Hola 24\", 40 pt tall, on black") {
            DemoScene(viewport: $0)
        },
        BuiltInScene(name: "animals", summary: "the seed's animal list: a photo and a name in each self-sizing row") {
            AnimalListScene(viewport: $0)
        },
        BuiltInScene(name: "animal-detail", summary: "one animal: name, photo, a long wrapped description, the author (self-sizing rows)") {
            AnimalDetailScene(viewport: $0)
        },
        BuiltInScene(name: "classmates", summary: "the seed's form: 20 rows, each with a text field") {
            ClassmatesScene(viewport: $0)
        },
        BuiltInScene(name: "cells", summary: "every standard cell style with every accessory, with and without an image (grouped)") {
            CellsScene(viewport: $0)
        },
        BuiltInScene(name: "typography", summary: "text: sizes, fallback scripts, truncation three ways, alignment, wrapping, kerning") {
            TypographyScene(viewport: $0)
        },
        BuiltInScene(name: "sections", summary: "names in sections by letter, with sticky headers (plain style)") {
            SectionsScene(viewport: $0)
        },
        BuiltInScene(name: "contacts", summary: "10,000 60 pt rows: a round avatar with initials, a name, a phone number (the peers' benchmark)") {
            ContactsScene(viewport: $0)
        },
        BuiltInScene(name: "carousel", summary: "the seed's horizontal recycling list: 1,000 numbered cards, scrolling on x", viewport: CarouselScene.viewport) {
            CarouselScene(viewport: $0)
        },
        BuiltInScene(name: "wheel", summary: "the seed's circle view: a round avatar and a name in each row, curving from the left, wrapping round without end") {
            WheelScene(viewport: $0, side: .left, infinite: true)
        },
        BuiltInScene(name: "wheel-right", summary: "the wheel on the right edge, content aligned right, 24 rows end to end") {
            WheelScene(viewport: $0, side: .right, infinite: false)
        },
        BuiltInScene(name: "grid", summary: "a photo grid in five sections with headers, scrolling vertically (flow layout)") {
            GridScene(viewport: $0, direction: .vertical)
        },
        BuiltInScene(name: "grid-horizontal", summary: "the photo grid in columns, scrolling on x", viewport: GridScene.horizontalViewport) {
            GridScene(viewport: $0, direction: .horizontal)
        },
        BuiltInScene(name: "contacts-rtl", summary: "the contacts in a right-to-left app: Hebrew and Arabic names, each cell mirrored", make: drawingItsFile("contacts-rtl")),
        BuiltInScene(name: "chat", summary: "two chats, in Hebrew and in Arabic: self-sizing bubbles with emoji and mixed-direction lines", make: drawingItsFile("chat")),
    ]

    /// The maker of a built-in scene that is its example file and nothing else (`chat`,
    /// `contacts-rtl`): the file, read once, is the scene's only definition.
    private static func drawingItsFile(_ name: String) -> @Sendable (Viewport) -> any Scene {
        let description = Result { () throws(SceneFileError) in
            guard let example = SceneExample.named(name) else { preconditionFailure("no example file \(name)") }
            return try example.description()
        }
        return { viewport in
            switch description {
            case let .success(description): return description.makeScene(viewport: viewport)
            // The bundled file is read by every test run (BuiltInFilesTests), so this is a
            // broken build, not bad input.
            case let .failure(error): preconditionFailure("the built-in scene \(name)'s file: \(error)")
            }
        }
    }

    /// The scene file that draws the same pixels as this scene, from `Examples/`
    /// (`listshot scenes NAME --print`), or `nil` when there is none yet.
    public var example: SceneExample? { SceneExample.named(name) }

    /// The scene drawn when none is named.
    public static var `default`: BuiltInScene { all[0] }

    /// The built-in scene called `name`, or `nil`.
    public static func named(_ name: String) -> BuiltInScene? {
        all.first { $0.name == name }
    }
}
