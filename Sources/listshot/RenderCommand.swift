import ArgumentParser
import ListshotPNG
import ListshotScenes
import ListshotText

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a scene scrolled to an offset and write it as a PNG.",
        discussion: """
            The frame shows the rows whose frames intersect [offset, offset + height). An \
            offset outside the scrollable range (0 to content height - viewport height) is \
            clamped into it, with a note on standard error.

            The PNG is written to a temporary file beside the output and renamed into \
            place, so a failed run never leaves a partial file.
            """
    )

    @Argument(help: "A built-in scene's name (see `listshot scenes`). Default: demo.")
    var scene: String?

    // `.unconditional` so that negative numbers (`--offset -40`) are values, not flags.
    @Option(parsing: .unconditional, help: "The vertical scroll offset in points.")
    var offset: Double = 0

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp(
        "The PNG file to write.", discussion: "Default: <scene>-<offset>.png in the current folder, e.g. demo-120.png.",
        valueName: "file"))
    var output: String?

    @Option(parsing: .unconditional, help: "The viewport's width in points.")
    var width: Double = Viewport.phone.width

    @Option(parsing: .unconditional, help: "The viewport's height in points.")
    var height: Double = Viewport.phone.height

    @Option(parsing: .unconditional, help: "Device pixels per point (1, 2 or 3 for phones).")
    var scale: Double = Viewport.phone.scale

    var viewport: Viewport { Viewport(width: width, height: height, scale: scale) }

    func validate() throws {
        guard offset.isFinite else { throw ValidationError("--offset must be a finite number, got \(format(offset))") }
        do {
            try viewport.validate()
        } catch let .invalid(field, value) {
            throw ValidationError("--\(field) must be a finite number greater than 0, got \(format(value))")
        } catch {
            throw ValidationError("--width \(format(width)) × --height \(format(height)) at --scale \(format(scale)): \(error)")
        }
        if let scene, BuiltInScene.named(scene) == nil {
            let names = BuiltInScene.all.map(\.name).joined(separator: ", ")
            throw ValidationError("unknown scene '\(scene)'; the built-in scenes are: \(names)")
        }
        if output?.isEmpty == true { throw ValidationError("-o/--output needs a file name") }
    }

    func run() throws {
        let builtIn = scene.flatMap(BuiltInScene.named) ?? .default
        // Fail before drawing when the fonts cannot be found, rather than drawing no text.
        do {
            _ = try BundledFonts.directory()
        } catch {
            throw CommandError(message: "\(error)")
        }
        let frame = try SceneRenderer.render(builtIn.make(viewport), offset: offset, viewport: viewport)
        if frame.wasClamped {
            printError(
                "listshot: offset \(format(frame.requestedOffset)) is outside the scrollable range "
                    + "\(format(frame.offsetRange.lowerBound))…\(format(frame.offsetRange.upperBound)); "
                    + "drawing at \(format(frame.appliedOffset))")
        }
        let path = output ?? "\(builtIn.name)-\(format(offset)).png"
        do {
            try PNGEncoder.write(frame.framebuffer, to: path)
        } catch {
            throw CommandError(message: "-o: \(error)")
        }
        print(path)
    }
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
