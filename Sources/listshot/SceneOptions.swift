#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import ListshotRendering
import ListshotScenes
import ListshotStructuredText
import ListshotText

/// The scene argument and the scroll and viewport options that `render` and `layout` share.
struct SceneOptions: ParsableArguments {
    @Argument(help: ArgumentHelp(
        "A built-in scene's name (see `listshot scenes`) or a scene file's path.",
        discussion: "A path contains a \"/\" or ends in \".json\", \".yaml\" or \".yml\"; a YAML file is read as YAML. Default: demo."))
    var scene: String?

    // `.unconditional` so that negative numbers (`--offset -40`) are values, not flags.
    @Option(name: .customLong("offset"), parsing: .unconditionalSingleValue, help: ArgumentHelp(
        "The scroll offset in points, along the layout's axis (x for a horizontal list or grid).",
        discussion: "Default: the start of the scrollable range, which is 0, or -contentInset.top (.left on x) for a scene with an inset. "
            + "Given more than once, render draws a frame at each; layout takes one.",
        valueName: "points"), transform: OffsetList.parse)
    var offsetLists: [OffsetList] = []

    /// Every `--offset` given, in order (``OffsetFlags`` folds many into one argument).
    var offsets: [Double] { offsetLists.flatMap(\.values) }

    /// The last `--offset` given: the one offset of `layout` (which refuses more) and of a one-frame `render`.
    var offset: Double? { offsets.last }

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "The viewport's width in points.", discussion: "Default: the scene file's width, else 390.", valueName: "points"),
        transform: decimalNumber)
    var width: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "The viewport's height in points.", discussion: "Default: the scene file's height, else 844.", valueName: "points"),
        transform: decimalNumber)
    var height: Double?

    @Option(help: ArgumentHelp(
        "A device preset for the viewport: iphone-15, ipad-pro-11, … (every one in the scene file format article, Devices).",
        discussion: "Replaces the scene's device and viewport; --width, --height and --scale still override it. "
            + "Works for built-in scenes too.",
        valueName: "name"))
    var device: String?

    @Option(help: ArgumentHelp(
        "light or dark: UIKit's system colours to draw a scene file with.",
        discussion: "Overrides the scene file's \"appearance\"; a built-in scene is drawn from its file (`listshot scenes NAME --print`).",
        valueName: "appearance"))
    var appearance: String?

    @Option(name: .customLong("text-size"), help: ArgumentHelp(
        "A Dynamic Type size: extraSmall … large … accessibilityExtraExtraExtraLarge, or xS … L … AX5.",
        discussion: "Overrides the scene file's \"textSize\"; cells' text scales as UIKit's body style does. "
            + "A built-in scene is drawn from its file.",
        valueName: "size"))
    var textSize: String?

    /// The appearance, text size and device flags, for a scene file.
    var overrides: SceneOverrides { SceneOverrides(appearance: appearance, textSize: textSize, device: device) }

    /// Where the scene comes from.
    enum Source {
        case builtIn(BuiltInScene)
        case file(path: String)
    }

    /// A scene ready to lay out, and the names to show for it.
    struct Loaded {
        let scene: any Scene
        let viewport: Viewport
        /// The name for default output files: the built-in name, or the file's name without `.json`.
        let name: String
        /// The scene file's path, or `nil` for a built-in scene.
        let file: String?
        /// The scene file and the images it shows (``Maker/inputs``).
        let inputs: [String]

        /// What a failure of the scene names: the file's path, or the built-in scene's name.
        var subject: CommandError.Subject { .scene(file ?? name) }
    }

    /// Checks the values of the viewport flags that were given, and the scene's name.
    func validateValues() throws {
        for (flag, value) in [("width", width), ("height", height)] {
            if let value, !(value > 0) {
                throw ValidationError("--\(flag) must be greater than 0, got \(NumberText.plain(value))")
            }
        }
        do {
            if let device { _ = try DevicePreset.lookUp(device) }
            if let appearance { _ = try Appearance.lookUp(appearance) }
            if let textSize { _ = try TextSize.lookUp(textSize) }
        } catch {
            throw ValidationError("\(error)")
        }
    }

    /// The endings that make an argument a scene file's path even without a "/".
    static let sceneFileExtensions = [".json", ".yaml", ".yml"]

    /// The built-in scene or file that the argument names.
    ///
    /// - Throws: `ValidationError` for a name that is neither a built-in scene nor a path.
    func source() throws -> Source {
        guard let scene else { return .builtIn(.default) }
        if scene.contains("/") || Self.sceneFileExtensions.contains(where: scene.lowercased().hasSuffix) { return .file(path: scene) }
        if let builtIn = BuiltInScene.named(scene) { return .builtIn(builtIn) }
        let names = BuiltInScene.all.map(\.name).joined(separator: ", ")
        let hint = fileExists(scene)
            ? "; to use the file '\(scene)', write its path: ./\(scene)"
            : "; a scene file is named by its path, which contains a '/' or ends in .json, .yaml or .yml"
        throw ValidationError("unknown scene '\(scene)'; the built-in scenes are: \(names)\(hint)")
    }

    /// The viewport from the flags given, the rest from `base`.
    func viewport(default base: Viewport, scale: Double?) -> Viewport {
        let base = device.flatMap(DevicePreset.named)?.viewport ?? base
        return Viewport(width: width ?? base.width, height: height ?? base.height, scale: scale ?? base.scale)
    }

    /// A scene's maker rather than a scene, for drawing many frames: a scene file is read
    /// once, and each scene made from its description.
    struct Maker {
        let make: @Sendable (Viewport) -> any Scene
        let viewport: Viewport
        let name: String
        let file: String?
        /// The files the scene is drawn from: the scene file and the images it shows, as
        /// they are named (relative to the current folder); none for a built-in scene.
        var inputs: [String] = []

        /// What a failure of the scene names: the file's path, or the built-in scene's name.
        var subject: CommandError.Subject { .scene(file ?? name) }
    }

    /// ``load(scale:)``'s scene as a maker of new scenes: resolved by `SceneMaker`, the
    /// loader `listshot docs` uses too, with the viewport flags on top.
    func loadMaker(scale: Double? = nil) throws -> Maker {
        let source = try source()
        let resolved: SceneMaker
        do {
            switch source {
            // The one rule `listshot docs` follows too: any of --appearance, --text-size
            // and --device draws the built-in scene's file (the same pixels as its code).
            case let .builtIn(builtIn): resolved = try .builtIn(builtIn, overrides: overrides)
            case let .file(path): resolved = try .file(path, overrides: overrides)
            }
        } catch {
            throw CommandError(error)
        }
        let viewport = viewport(default: resolved.viewport, scale: scale)
        switch source {
        case let .builtIn(builtIn):
            return Maker(make: resolved.make, viewport: viewport, name: builtIn.name, file: nil)
        case let .file(path):
            return Maker(make: resolved.make, viewport: viewport, name: Self.stem(of: path), file: path, inputs: [path] + resolved.imagePaths)
        }
    }

    /// Builds the scene, reading the scene file if the argument names one.
    ///
    /// - Parameter scale: the `--scale` flag, for commands that have one.
    /// - Throws: `CommandError` naming the file and the key path when the file is not a scene.
    func load(scale: Double? = nil) throws -> Loaded {
        let maker = try loadMaker(scale: scale)
        return Loaded(scene: maker.make(maker.viewport), viewport: maker.viewport, name: maker.name, file: maker.file, inputs: maker.inputs)
    }

    /// Lays the loaded scene out and scrolls it to `--offset` (or the top of its range), says
    /// on standard error when the offset was clamped, and turns a refusal into a `CommandError`.
    ///
    /// - Parameters:
    ///   - loaded: the scene and viewport `load(scale:)` read.
    ///   - doing: what the command does at the offset, for the note: "drawing".
    func scroll(_ loaded: Loaded, doing: String) throws -> SceneRenderer.Scroll {
        let scroll: SceneRenderer.Scroll
        do {
            scroll = try SceneRenderer.scroll(loaded.scene, to: offset, viewport: loaded.viewport)
        } catch {
            throw CommandError(error, subject: loaded.subject)
        }
        if scroll.wasClamped { printClampingNote(scroll, doing: doing) }
        return scroll
    }

    /// `scenes/people.json` → `people`.
    static func stem(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    private func fileExists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }
}
