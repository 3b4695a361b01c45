#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import ListshotPNG
import ListshotScenes
import ListshotText

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a scene scrolled to an offset and write it as a PNG.",
        discussion: """
            The scene is a built-in scene's name (see `listshot scenes`) or the path of a \
            JSON scene file; a path is anything that contains a "/" or ends in ".json", so \
            write ./people for a file called people. The viewport is the scene file's, \
            else 390 × 844 points at scale 2; --width, --height and --scale override it.

            The frame shows the rows whose frames intersect [offset, offset + height). An \
            offset outside the scrollable range (0 to content height - viewport height) is \
            clamped into it, with a note on standard error.

            The PNG is written to a temporary file beside the output and renamed into \
            place, so a failed run never leaves a partial file.
            """
    )

    @OptionGroup var scene: SceneOptions

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Device pixels per point (1, 2 or 3 for phones).", discussion: "Default: the scene file's scale, else 2."))
    var scale: Double?

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp(
        "The PNG file to write.",
        discussion: "Default: <scene>-<offset>.png in the current folder, e.g. demo-120.png; for a scene file, its name without .json, e.g. people-120.png.",
        valueName: "file"))
    var output: String?

    func validate() throws {
        try scene.validateValues()
        if let scale, !(scale.isFinite && scale > 0) {
            throw ValidationError("--scale must be a finite number greater than 0, got \(format(scale))")
        }
        // A built-in scene's viewport is known now; a file's only once it is read.
        if case .builtIn = try scene.source() { try validateViewport(scene.viewport(default: .phone, scale: scale), from: nil) }
        if output?.isEmpty == true { throw ValidationError("-o/--output needs a file name") }
    }

    func run() throws {
        try requireBundledFonts()
        let loaded = try scene.load(scale: scale)
        try validateViewport(loaded.viewport, from: loaded.file)
        let frame = try SceneRenderer.render(loaded.scene, offset: scene.offset, viewport: loaded.viewport)
        if frame.wasClamped {
            printClampingNote(requested: frame.requestedOffset, range: frame.offsetRange, applied: frame.appliedOffset, doing: "drawing")
        }
        let path = output ?? "\(loaded.name)-\(format(scene.offset)).png"
        do {
            try PNGEncoder.write(frame.framebuffer, to: path)
        } catch {
            throw CommandError(message: "-o: \(error)")
        }
        print(path)
    }

    /// Refuses a viewport that cannot be drawn, naming the flags (and the file it came from).
    private func validateViewport(_ viewport: Viewport, from file: String?) throws {
        do {
            try viewport.validate()
        } catch let .invalid(field, value) {
            throw ValidationError("--\(field) must be a finite number greater than 0, got \(format(value))")
        } catch {
            let source = file.map { " (the viewport of \($0) and the flags given)" } ?? ""
            throw ValidationError(
                "--width \(format(viewport.width)) × --height \(format(viewport.height)) at --scale \(format(viewport.scale))"
                    + "\(source): \(error)")
        }
    }
}

// MARK: Choosing a scene

/// The scene argument and the scroll and viewport options that `render` and `layout` share.
struct SceneOptions: ParsableArguments {
    @Argument(help: ArgumentHelp(
        "A built-in scene's name (see `listshot scenes`) or a scene file's path.",
        discussion: "A path contains a \"/\" or ends in \".json\". Default: demo."))
    var scene: String?

    // `.unconditional` so that negative numbers (`--offset -40`) are values, not flags.
    @Option(parsing: .unconditional, help: "The vertical scroll offset in points.")
    var offset: Double = 0

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "The viewport's width in points.", discussion: "Default: the scene file's width, else 390."))
    var width: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "The viewport's height in points.", discussion: "Default: the scene file's height, else 844."))
    var height: Double?

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
    }

    /// Checks the values of the offset and the viewport flags that were given.
    func validateValues() throws {
        guard offset.isFinite else { throw ValidationError("--offset must be a finite number, got \(format(offset))") }
        for (flag, value) in [("width", width), ("height", height)] {
            if let value, !(value.isFinite && value > 0) {
                throw ValidationError("--\(flag) must be a finite number greater than 0, got \(format(value))")
            }
        }
        _ = try source()
    }

    /// The built-in scene or file that the argument names.
    ///
    /// - Throws: `ValidationError` for a name that is neither a built-in scene nor a path.
    func source() throws -> Source {
        guard let scene else { return .builtIn(.default) }
        if scene.contains("/") || scene.lowercased().hasSuffix(".json") { return .file(path: scene) }
        if let builtIn = BuiltInScene.named(scene) { return .builtIn(builtIn) }
        let names = BuiltInScene.all.map(\.name).joined(separator: ", ")
        let hint = fileExists(scene)
            ? "; to use the file '\(scene)', write its path: ./\(scene)"
            : "; a scene file is named by its path, which contains a '/' or ends in .json"
        throw ValidationError("unknown scene '\(scene)'; the built-in scenes are: \(names)\(hint)")
    }

    /// The viewport from the flags given, the rest from `base`.
    func viewport(default base: Viewport, scale: Double?) -> Viewport {
        Viewport(width: width ?? base.width, height: height ?? base.height, scale: scale ?? base.scale)
    }

    /// Builds the scene, reading the scene file if the argument names one.
    ///
    /// - Parameter scale: the `--scale` flag, for commands that have one.
    /// - Throws: `CommandError` naming the file and the key path when the file is not a scene.
    func load(scale: Double? = nil) throws -> Loaded {
        switch try source() {
        case let .builtIn(builtIn):
            let viewport = viewport(default: .phone, scale: scale)
            return Loaded(scene: builtIn.make(viewport), viewport: viewport, name: builtIn.name, file: nil)
        case let .file(path):
            let description: SceneDescription
            do {
                description = try SceneFile.load(path: path)
            } catch {
                throw CommandError(message: "\(error)")
            }
            let viewport = viewport(default: description.viewport, scale: scale)
            return Loaded(scene: FileScene(description, viewport: viewport), viewport: viewport, name: Self.stem(of: path), file: path)
        }
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

// MARK: Shared by the commands

/// Fails before drawing or measuring when the fonts cannot be found, rather than drawing no
/// text and measuring every label as empty.
func requireBundledFonts() throws {
    do {
        _ = try BundledFonts.directory()
    } catch {
        throw CommandError(message: "\(error)")
    }
}

/// Tells the user on standard error that their offset was moved into the scrollable range,
/// e.g. `listshot: offset 5000 is outside the scrollable range 0…156; drawing at 156`.
func printClampingNote(requested: Double, range: ClosedRange<Double>, applied: Double, doing: String) {
    printError(
        "listshot: offset \(format(requested)) is outside the scrollable range "
            + "\(format(range.lowerBound))…\(format(range.upperBound)); "
            + "\(doing) at \(format(applied))")
}

/// A failure that stops the command with exit code 1 and its message on standard error.
struct CommandError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// A number as a person would write it: `120`, `33.5`, `-4`.
func format(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}

func printError(_ message: String) {
    var stderr = StandardError()
    print(message, to: &stderr)
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandleStandardError.write(string)
    }
}
