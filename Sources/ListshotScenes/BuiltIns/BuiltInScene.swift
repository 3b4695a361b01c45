import ListshotFiles

/// A scene compiled into listshot, drawn by `listshot render NAME`.
public struct BuiltInScene: Sendable {
    /// The name to pass on the command line.
    public let name: String
    /// One line saying what the scene shows.
    public let summary: String
    /// The viewport drawn when no `--width`, `--height` or `--scale` is given.
    public var viewport: Viewport { definition().viewport }
    /// Builds the scene for a viewport.
    public var make: @Sendable (Viewport) -> any Scene { definition().make }
    /// The viewport and the maker, for a scene drawn from its file read the first time
    /// either is asked for (so that naming one built-in scene reads one file).
    private let definition: @Sendable () -> SceneMaker

    public init(name: String, summary: String, viewport: Viewport = .phone, make: @escaping @Sendable (Viewport) -> any Scene) {
        self.init(name: name, summary: summary) { SceneMaker(viewport: viewport, make: make, imagePaths: []) }
    }

    private init(name: String, summary: String, definition: @escaping @Sendable () -> SceneMaker) {
        self.name = name
        self.summary = summary
        self.definition = definition
    }

    /// Every built-in scene, the default (`demo`) first. Each is its example file
    /// (`listshot scenes NAME --print`), read once, except three a file cannot say:
    /// `classmates`, whose form keeps what is typed in its fields (`ClassmatesScene`), and
    /// `grid` and `grid-horizontal`, whose photos are drawn at the screen's scale
    /// (`GridScene`). Their files draw their pixels in their own viewports (a test).
    public static let all: [BuiltInScene] = [
        drawingItsFile("demo", summary: "the seed's example: 25 purple rows \"Hola 0\" … \"Hola 24\", 40 pt tall, on black"),
        drawingItsFile("animals", summary: "the seed's animal list: a photo and a name in each self-sizing row"),
        drawingItsFile("animal-detail", summary: "one animal: name, photo, a long wrapped description, the author (self-sizing rows)"),
        BuiltInScene(name: "classmates", summary: "the seed's form: 20 rows, each with a text field") {
            ClassmatesScene(viewport: $0)
        },
        drawingItsFile("cells", summary: "every standard cell style with every accessory, with and without an image (grouped)"),
        drawingItsFile("typography", summary: "text: sizes, fallback scripts, truncation three ways, alignment, wrapping, kerning"),
        drawingItsFile("sections", summary: "names in sections by letter, with sticky headers (plain style)"),
        drawingItsFile("contacts", summary: "10,000 60 pt rows: a round avatar with initials, a name, a phone number (the peers' benchmark)"),
        drawingItsFile("carousel", summary: "the seed's horizontal recycling list: 1,000 numbered cards, scrolling on x"),
        drawingItsFile("wheel", summary: "the seed's circle view: a round avatar and a name in each row, curving from the left, wrapping round without end"),
        drawingItsFile("wheel-right", summary: "the wheel on the right edge, content aligned right, 24 rows end to end"),
        BuiltInScene(name: "grid", summary: "a photo grid in five sections with headers, scrolling vertically (flow layout)") {
            GridScene(viewport: $0, direction: .vertical)
        },
        BuiltInScene(name: "grid-horizontal", summary: "the photo grid in columns, scrolling on x", viewport: GridScene.horizontalViewport) {
            GridScene(viewport: $0, direction: .horizontal)
        },
        drawingItsFile("contacts-rtl", summary: "the contacts in a right-to-left app: Hebrew and Arabic names, each cell mirrored"),
        drawingItsFile("chat", summary: "two chats, in Hebrew and in Arabic: self-sizing bubbles with emoji and mixed-direction lines"),
        drawingItsFile("settings", summary: "iOS's Settings screen: status bar, a large title that collapses, search, icons, switches, values, a badge, a tab bar"),
    ]

    /// The built-in scene that is its example file `Examples/NAME.yaml` and nothing else:
    /// the file, read once (the first time the scene is asked for), is the scene's only
    /// definition, its viewport the file's.
    private static func drawingItsFile(_ name: String, summary: String) -> BuiltInScene {
        let read = Lock<SceneMaker?>(nil)
        return BuiltInScene(name: name, summary: summary) {
            read.withLock { maker in
                if let maker { return maker }
                let description: SceneDescription
                do {
                    guard let example = SceneExample.named(name) else { preconditionFailure("no example file \(name)") }
                    description = try example.description()
                } catch {
                    // The bundled file is read by every test run (BuiltInFilesTests), so this
                    // is a broken build, not bad input.
                    preconditionFailure("the built-in scene \(name)'s file: \(error)")
                }
                let made = SceneMaker(description)
                maker = made
                return made
            }
        }
    }

    /// The scene file that is this scene, or draws the same pixels as it, from `Examples/`
    /// (`listshot scenes NAME --print`), or `nil` when there is none.
    public var example: SceneExample? { SceneExample.named(name) }

    /// The scene drawn when none is named.
    public static var `default`: BuiltInScene { all[0] }

    /// The built-in scene called `name`, or `nil`.
    public static func named(_ name: String) -> BuiltInScene? {
        all.first { $0.name == name }
    }
}
