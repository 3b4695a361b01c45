#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListshotFiles
import ListshotScenes
import ListshotStructuredText
import ListshotText

extension DocsManifest {
    /// The keys of a manifest, in the order the documentation images article lists them.
    static let manifestKeys = ["output", "images"]
    /// The keys of an image entry.
    static let imageKeys = ["scene", "output", "kind", "offsets", "matrix", "duration", "fps"]
    /// The keys of a matrix.
    static let matrixKeys = ["appearance", "textSize", "device"]

    /// Reads and checks the manifest at `path`, at most ``maximumFileSize`` bytes.
    ///
    /// - Throws: ``DocsManifestError`` naming the file and the key path of the first problem.
    public static func load(path: String) throws(DocsManifestError) -> DocsManifest {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.readAll(path, limit: maximumFileSize, regularFileOnly: true)
        } catch {
            if case .tooLarge = error.kind {
                throw DocsManifestError(file: path, keyPath: "", message:
                    "the manifest is larger than \(NumberText.grouped(maximumFileSize)) bytes, the most listshot docs reads")
            }
            throw DocsManifestError(file: path, keyPath: "", message: error.message)
        }
        return try parse(bytes, path: path)
    }

    /// Checks a manifest's bytes (JSON, or YAML where the parser reads it).
    ///
    /// - Parameters:
    ///   - bytes: the manifest's contents.
    ///   - path: the manifest's path: messages name it, and relative paths in it are
    ///     relative to its folder. A scene file must exist.
    public static func parse(_ bytes: [UInt8], path: String) throws(DocsManifestError) -> DocsManifest {
        try checkUTF8(bytes, path: path)
        let document: JSONValue
        do {
            document = try StructuredText.parse(bytes, path: path)
        } catch {
            throw DocsManifestError(error)
        }
        let root = ManifestNode(value: document, keyPath: "", file: path)
        let fields = try root.fields(of: "a manifest", keys: manifestKeys)
        let base = folder(of: path)
        let folder = try fields["output"].map { (node) throws(DocsManifestError) in join(base, try node.string()) } ?? base
        guard let images = fields["images"] else {
            throw root.child("images", .null).problem("missing; a manifest needs \"images\", a list of the images to make")
        }
        // Each entry's images are counted as it is read, so that a manifest of too many is
        // refused at the entry that passes the limit, before the rest is read or expanded.
        var entries: [Entry] = []
        var count = 0
        for node in try images.elements() {
            let entry = try entry(node, base: base)
            count += entry.imageCount
            guard count <= maximumImages else { throw tooManyImages(file: path, keyPath: node.keyPath) }
            entries.append(entry)
        }
        return DocsManifest(file: path, folder: folder, entries: entries)
    }

    private static func entry(_ node: ManifestNode, base: String) throws(DocsManifestError) -> Entry {
        let fields = try node.fields(of: "an image", keys: imageKeys)
        guard let sceneNode = fields["scene"] else {
            throw node.child("scene", .null).problem("missing; an image needs \"scene\", a built-in scene's name or a scene file's path")
        }
        guard let outputNode = fields["output"] else {
            throw node.child("output", .null).problem("missing; an image needs \"output\", the PNG's path in the output folder")
        }
        let kind = try fields["kind"].map { (node) throws(DocsManifestError) in try self.kind(node) } ?? .frames
        let offsets = try fields["offsets"].map { (node) throws(DocsManifestError) in try self.offsets(node) } ?? []
        if kind == .frame, offsets.count > 1 {
            throw fields["offsets"]!.problem(
                "a frame is drawn at one offset, got \(offsets.count); for an image per offset write \"kind\": \"frames\"")
        }
        if kind == .animation, offsets.count < 2 {
            throw (fields["offsets"] ?? node.child("offsets", .null)).problem(
                "an animation scrolls from the first offset to the last; give at least two, e.g. [0, 1200]")
        }
        for key in ["duration", "fps"] where kind != .animation && fields[key] != nil {
            throw fields[key]!.problem("only an animation has \"\(key)\"; this image's kind is \"\(kind.rawValue)\"")
        }
        let duration = try fields["duration"].map { (node) throws(DocsManifestError) in
            try node.number("a number of seconds > 0 and ≤ \(NumberText.plain(maximumDuration))") { $0 > 0 && $0 <= maximumDuration }
        } ?? ScrollAnimation.defaultDuration
        let fps = try fields["fps"].map { (node) throws(DocsManifestError) in
            Int(try node.number("a whole number of frames per second from 1 to \(maximumFramesPerSecond)") {
                $0 >= 1 && $0 <= Double(maximumFramesPerSecond) && $0 == $0.rounded()
            })
        } ?? ScrollAnimation.defaultFramesPerSecond
        if kind == .animation, ScrollAnimation.frameCount(duration: duration, framesPerSecond: fps) > ScrollAnimation.maximumFrames {
            throw (fields["duration"] ?? fields["fps"]!).problem(
                "\(NumberText.plain(duration)) s at \(fps) fps makes \(NumberText.grouped(ScrollAnimation.frameCount(duration: duration, framesPerSecond: fps))) "
                    + "frames; an animation has at most \(ScrollAnimation.maximumFrames)")
        }
        let scene = try self.scene(sceneNode, base: base)
        let matrix = try fields["matrix"].map { (node) throws(DocsManifestError) in try self.matrix(node) } ?? Matrix()
        return Entry(
            keyPath: node.keyPath, scene: scene, output: try output(outputNode), kind: kind, offsets: offsets, matrix: matrix,
            duration: duration, framesPerSecond: fps)
    }

    private static func kind(_ node: ManifestNode) throws(DocsManifestError) -> Kind {
        let names = Kind.allCases.map(\.rawValue)
        guard case let .string(text) = node.value, let kind = Kind(rawValue: text) else {
            let hint = node.value.stringValue.flatMap { MessageText.closest(to: $0, among: names) }
                .map { "; did you mean \(MessageText.quoted($0))?" } ?? ""
            throw node.problem("expected one of \(names.map(MessageText.quoted).joined(separator: ", ")), "
                + "got \(MessageText.describe(node.value))\(hint)")
        }
        return kind
    }

    /// A list of numbers, a single number, or a range `"START:END:STEP"` as `render --offsets` takes.
    private static func offsets(_ node: ManifestNode) throws(DocsManifestError) -> [Double] {
        let offsets: [Double]
        switch node.value {
        case .number:
            offsets = [try node.number("a finite number")]
        case let .string(text):
            do {
                offsets = try OffsetSteps(parsing: text).values(limit: maximumOffsets)
            } catch {
                if case let .tooMany(count, limit) = error {
                    let counted = count.map(NumberText.grouped) ?? "more than " + NumberText.grouped(.max)
                    throw node.problem("\(MessageText.quoted(text)) gives \(counted) offsets; an image takes at most \(NumberText.grouped(limit))")
                }
                throw node.problem(error.description)
            }
        case let .array(values):
            // Counted before a value is looked at, so that a long (or aliased) list costs nothing.
            guard values.count <= maximumOffsets else {
                throw node.problem("\(NumberText.grouped(values.count)) offsets; an image takes at most \(NumberText.grouped(maximumOffsets))")
            }
            offsets = try node.elements().map { (element) throws(DocsManifestError) in try element.number("a number of points") }
            guard !offsets.isEmpty else { throw node.problem("the list is empty; give at least one offset, or leave \"offsets\" out for the start") }
        default:
            throw node.expected("a list of offsets, a number, or a range \"START:END:STEP\" such as \"0:600:200\"")
        }
        return offsets
    }

    /// A built-in scene's name, or a scene file's path (containing a "/" or ending in
    /// .json, .yaml or .yml) that must exist.
    private static func scene(_ node: ManifestNode, base: String) throws(DocsManifestError) -> SceneReference {
        let text = try node.string()
        let lowered = text.lowercased()
        guard text.contains("/") || [".json", ".yaml", ".yml"].contains(where: lowered.hasSuffix) else {
            if BuiltInScene.named(text) != nil { return .builtIn(text) }
            let names = BuiltInScene.all.map(\.name)
            let hint = MessageText.closest(to: text, among: names).map { "did you mean \(MessageText.quoted($0))? " } ?? ""
            throw node.problem("no built-in scene is called \(MessageText.quoted(text)); \(hint)"
                + "the built-in scenes are \(names.joined(separator: ", ")); a scene file is named by its path, which contains a \"/\" or ends in .json, .yaml or .yml")
        }
        let path = text.hasPrefix("/") ? text : join(base, text)
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw node.problem("the scene file '\(path)' \(errno == ENOENT ? "does not exist" : "cannot be read: \(String(cString: strerror(errno)))")")
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw node.problem("'\(path)' is not a file") }
        return .file(path: path, written: text)
    }

    /// An output path: relative, inside the output folder, a file name at the end.
    private static func output(_ node: ManifestNode) throws(DocsManifestError) -> String {
        let text = try node.string()
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard !text.hasPrefix("/"), !parts.contains("..") else {
            throw node.problem("\(MessageText.quoted(text)) must stay inside the output folder: a relative path without \"..\"")
        }
        guard let last = parts.last, !last.isEmpty, last != "." else {
            throw node.problem("\(MessageText.quoted(text)) names a folder; end it with a file name, e.g. \"\(text)image.png\"")
        }
        guard last != Substring(stateFileName) else {
            throw node.problem("\(MessageText.quoted(text)) is the name of the state file listshot docs keeps in the output folder")
        }
        try OutputTemplate.check(text, node: node)
        return text
    }

    private static func matrix(_ node: ManifestNode) throws(DocsManifestError) -> Matrix {
        let fields = try node.fields(of: "a matrix", keys: matrixKeys)
        func values(_ key: String) throws(DocsManifestError) -> [String] {
            guard let list = fields[key] else { return [] }
            let elements = try list.elements()
            guard !elements.isEmpty else { throw list.problem("the list is empty; list at least one \(key), or leave \"\(key)\" out") }
            // By the name each value stands for: `light` and `Light`, `AX1` and
            // `accessibilityMedium` are one value, which would make one image twice.
            var seen: [String: (value: String, keyPath: String)] = [:]
            var values: [String] = []
            for element in elements {
                let value = try element.string()
                let canonical: String
                do throws(UnknownName) {
                    switch key {
                    case "appearance": canonical = try Appearance.lookUp(value).rawValue
                    case "textSize": canonical = try TextSize.lookUp(value).rawValue
                    default: canonical = try DevicePreset.lookUp(value).name
                    }
                } catch {
                    throw element.problem(error.description)
                }
                if let earlier = seen[canonical] {
                    throw element.problem(earlier.value == value ? "\(MessageText.quoted(value)) is listed twice"
                        : "\(MessageText.quoted(value)) is \(MessageText.quoted(earlier.value)) (\(earlier.keyPath)) again: both are "
                            + "\(MessageText.quoted(canonical)); list each once")
                }
                seen[canonical] = (value, element.keyPath)
                values.append(value)
            }
            return values
        }
        return Matrix(appearance: try values("appearance"), textSize: try values("textSize"), device: try values("device"))
    }

    /// Refuses a manifest that is not UTF-8, naming it as the manifest (the scene parser's
    /// own message would call it a scene file).
    private static func checkUTF8(_ bytes: [UInt8], path: String) throws(DocsManifestError) {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                if scalar == "\n" { line += 1 }
            case .emptyInput:
                return
            case .error:
                throw DocsManifestError(file: path, keyPath: "", message:
                    "not UTF-8 (line \(line)); a manifest is JSON or YAML in UTF-8: save it as UTF-8")
            }
        }
    }

    /// `docs/manual.json` → `docs`; `manual.json` → `.`.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` inside `folder`, without a leading `./` for the current folder.
    static func join(_ folder: String, _ path: String) -> String {
        if path.hasPrefix("/") { return path }
        if folder == "." { return path }
        return folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }
}

extension JSONValue {
    /// The string, when the value is one.
    var stringValue: String? {
        if case let .string(text) = self { return text }
        return nil
    }
}
