#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import ListshotScenes

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
            offset outside the scrollable range (-contentInset.top to content height + \
            contentInset.bottom - viewport height) is clamped into it, with a note on \
            standard error.

            The PNG is written to a temporary file beside the output and renamed into \
            place, so a failed run never leaves a partial file. An output that is a device \
            or a FIFO is written to directly, never replaced; a symbolic link is followed. \
            -o - writes the PNG to standard output.

            Examples:
              listshot render --offset 120                   writes demo-120.png
              listshot render contacts --offset 600 -o contacts.png
              listshot render people.json --scale 3 -o - | display
            """
    )

    @OptionGroup var scene: SceneOptions

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Device pixels per point (1, 2 or 3 for phones).", discussion: "Default: the scene file's scale, else 2.",
        valueName: "pixels"), transform: decimalNumber)
    var scale: Double?

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp(
        "The PNG file to write, or - for standard output.",
        discussion: "Default: <scene>-<offset>.png in the current folder, named after the offset drawn (clamped into the scrollable range), e.g. demo-120.png; for a scene file, its name without .json, e.g. people-120.png.",
        valueName: "file"))
    var output: String?

    func validate() throws {
        try scene.validateValues()
        if let scale, !(scale > 0) { throw ValidationError("--scale must be greater than 0, got \(NumberText.plain(scale))") }
        // A built-in scene's viewport is known now; a file's only once it is read.
        if case let .builtIn(builtIn) = try scene.source() { try validateViewport(scene.viewport(default: builtIn.viewport, scale: scale), from: nil) }
        try OutputCheck.validate(output)
    }

    func run() throws {
        try requireBundledFonts()
        let loaded = try scene.load(scale: scale)
        try validateViewport(loaded.viewport, from: loaded.file)
        let frame: RenderedFrame
        do {
            frame = try SceneRenderer.render(loaded.scene, offset: scene.offset, viewport: loaded.viewport)
        } catch {
            throw CommandError(message: "\(loaded.file ?? loaded.name): \(error)")
        }
        if frame.wasClamped { printClampingNote(frame.scroll, doing: "drawing") }
        if output == "-" {
            do {
                try frame.write(to: .standardOutput)
            } catch {
                throw CommandError(message: "-o -: \(error)")
            }
            return
        }
        let path = output ?? RenderedFrame.defaultFileName(scene: loaded.name, offset: frame.appliedOffset)
        do {
            try frame.write(to: .file(path))
        } catch {
            throw CommandError(message: "-o: \(error)")
        }
        // Say where the PNG went, unless it went to standard output itself (`-o /dev/stdout`):
        // the name would land after the image's bytes.
        if !isStandardOutput(path) { print(path) }
    }

    /// True when `path` is the file standard output writes to.
    private func isStandardOutput(_ path: String) -> Bool {
        var file = stat(), out = stat()
        return stat(path, &file) == 0 && fstat(1, &out) == 0 && file.st_dev == out.st_dev && file.st_ino == out.st_ino
    }

    /// Refuses a viewport that cannot be drawn, naming the flags (and the file it came from).
    private func validateViewport(_ viewport: Viewport, from file: String?) throws {
        let source = file.map { " (the viewport of \($0) and the flags given)" } ?? ""
        do {
            try viewport.validate()
        } catch let .lessThanOnePixel(field, points, scale) {
            throw ValidationError(
                "--\(field) \(NumberText.plain(points)) at --scale \(NumberText.plain(scale)) is \(NumberText.plain(points * scale)) pixels\(source); "
                    + "the viewport must be at least 1 pixel \(field == "width" ? "wide" : "tall")")
        } catch let .invalid(field, value) {
            throw ValidationError("--\(field) must be greater than 0, got \(NumberText.plain(value))\(source)")
        } catch {
            throw ValidationError(
                "--width \(NumberText.plain(viewport.width)) × --height \(NumberText.plain(viewport.height)) at --scale \(NumberText.plain(viewport.scale))"
                    + "\(source): \(error)")
        }
    }
}

/// Checks, before any work, that `-o` can be written: its folder exists, is a folder and
/// may be written in; `-` is standard output, which must not be a terminal.
enum OutputCheck {
    static func validate(_ output: String?) throws {
        if output == "-" {
            guard isatty(1) == 0 else {
                throw ValidationError("-o -: standard output is a terminal; send it to a file or a pipe (listshot render -o - > frame.png)")
            }
            return
        }
        if output?.isEmpty == true { throw ValidationError("-o/--output needs a file name") }
        let path = output ?? "."
        var info = stat()
        if let output, stat(output, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw ValidationError("-o \(output) is a folder; give a file name in it, e.g. \(output)/frame.png")
        }
        let folder = output.map(Self.folder(of:)) ?? "."
        let flag = output.map { "-o \($0)" } ?? "the output (by default in the current folder)"
        let named = output == nil ? "the current folder" : "the folder '\(folder)'"
        guard stat(folder, &info) == 0 else {
            throw ValidationError("\(flag): \(named) \(errno == ENOENT ? "does not exist" : "cannot be read: \(reason(errno))")")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw ValidationError("\(flag): '\(folder)' is not a folder") }
        guard access(folder, W_OK | X_OK) == 0 else { throw ValidationError("\(flag): cannot write in \(named): \(reason(errno))") }
    }

    /// `out/a.png` → `out`, `a.png` → `.`, `/a.png` → `/`.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func reason(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }
}
