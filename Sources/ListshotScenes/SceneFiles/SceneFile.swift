import ListshotFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListshotGeometry
import ListshotLayout
import ListshotRaster
import ListshotStructuredText
import ListshotText
import ListshotViews

/// Reads scene files: JSON or YAML documents that describe a table for `listshot render` and
/// `listshot layout`.
///
/// ```json
/// {
///   "viewport": {"width": 390, "height": 844, "scale": 2},
///   "style": "grouped",
///   "rowHeight": 44,
///   "sections": [
///     {"header": {"text": "People"}, "rows": [{"text": "Ada", "detail": "Analyst", "height": 60}]},
///     {"generate": {"count": 1000, "text": "Row {i}", "heights": [40, 60]}}
///   ]
/// }
/// ```
///
/// Every key is checked: a misspelt or unknown key is an error, not ignored, and every
/// error names the file and the key path of the bad value (`StructuredTextError`).
public enum SceneFile {
    /// The most rows a scene may have, all its sections together: a billion. A generated
    /// section costs memory for its `heights`, not its rows, so the cap bounds only the
    /// numbers; listed rows are bounded by ``maximumFileSize``.
    public static let maximumRows = 1_000_000_000
    /// The largest scene file read, in bytes (16 MiB): a larger file is refused before
    /// it is read.
    public static let maximumFileSize = 16 << 20
    /// The largest PNG file a row's `image` may name, in bytes (64 MiB): a larger file is
    /// refused before it is read.
    public static let maximumImageFileSize = 64 << 20
    /// The most pixels a scene file's PNG images may take decoded, all together: 2²⁸ (1 GiB),
    /// as many as the largest one image. A file reached by several paths (`a.png`,
    /// `./a.png`, `x/../a.png`, a link) is decoded once and counted once.
    public static let maximumImagePixels = 1 << 28
    /// The longest text a row, header or footer may have, and the longest `generate`
    /// template, in Unicode scalars. Longer text is refused: a cell shows a few lines, and
    /// laying out megabytes of it would take seconds per row.
    public static var maximumTextLength: Int { SceneValueReader.maximumTextLength }
    /// The smallest `estimatedRowHeight` other than 0 (none): an estimate is how many rows
    /// the table expects on screen, and one of a thousandth of a point would have it
    /// measure a million rows for one frame.
    public static let minimumEstimatedRowHeight = 1.0
    /// The most rows a scene with self-sizing rows may have when its `estimatedRowHeight`
    /// is 0 (no estimate): then every row is measured before the first frame, as a UIKit
    /// table without an estimate does.
    public static let maximumRowsMeasuredUpFront = 10_000

    /// Reads and checks the scene file at `path`, JSON or YAML (`StructuredText/Format/of(path:bytes:)`).
    ///
    /// - Parameter path: the file; errors name it as written here.
    /// - Throws: `StructuredTextError` when the file cannot be read, is not JSON or YAML, or is not a scene.
    public static func load(path: String) throws(StructuredTextError) -> SceneDescription {
        try parse(readAll(path), name: path)
    }

    /// Reads and checks the scene file at `path`, with `overrides` in place of the file's
    /// appearance, text size and device.
    ///
    /// - Parameters:
    ///   - path: the file; errors name it as written here.
    ///   - overrides: values from the command line or a docs manifest.
    /// - Throws: `StructuredTextError` when the file cannot be read, is not JSON or YAML, or is
    ///   not a scene, or an override names no known appearance, text size or device.
    public static func load(path: String, overrides: SceneOverrides) throws(StructuredTextError) -> SceneDescription {
        try parse(readAll(path), name: path, overrides: overrides)
    }

    /// Checks a scene file's bytes and builds its description.
    ///
    /// - Parameters:
    ///   - data: the file's bytes, UTF-8 JSON or YAML.
    ///   - name: what errors call the file, usually its path; a name ending in `.yaml` or
    ///     `.yml` is read as YAML, one ending in `.json` as JSON, any other by its first character.
    ///   - overrides: values that replace the file's appearance, text size and device.
    /// - Throws: `StructuredTextError` when the bytes are not JSON or YAML, or not a scene.
    public static func parse(_ data: [UInt8], name: String, overrides: SceneOverrides = .none) throws(StructuredTextError) -> SceneDescription {
        try description(of: StructuredText.parse(data, path: name), name: name, overrides: overrides)
    }

    /// Checks a scene file's document, as `StructuredText/parse(_:path:)` read it, and builds
    /// its description: ``parse(_:name:overrides:)`` without the parsing, for a caller that
    /// draws one file with several overrides (a docs manifest's matrix) and parses it once.
    ///
    /// - Throws: `StructuredTextError` naming `name` when the document is not a scene, or an
    ///   override names no known appearance, text size or device.
    public static func description(of document: JSONValue, name: String, overrides: SceneOverrides = .none) throws(StructuredTextError) -> SceneDescription {
        var description: SceneDescription
        do {
            // System colour names in the older colour keys are resolved now, in the appearance the
            // scene is drawn in (the override's, else the file's); custom cells resolve theirs per frame.
            let colors = (overrides.appearance.flatMap { try? Appearance.lookUp($0) } ?? fileAppearance(document)).colors
            let parsed = SceneValueReader.$colorsWhileParsing.withValue(colors) { () -> Result<SceneDescription, SceneFileProblem> in
                do throws(SceneFileProblem) {
                    return .success(try scene(
                        JSONNode(value: document, path: .root), deviceOverride: overrides.device, images: SceneImageLoader(sceneFile: name)))
                } catch {
                    return .failure(error)
                }
            }
            description = try parsed.get()
        } catch {
            throw StructuredTextError(file: name, kind: .invalidScene, keyPath: error.path.description, message: error.message)
        }
        do {
            try apply(overrides, to: &description)
        } catch {
            throw StructuredTextError(file: name, kind: .invalidScene, message: "\(error)")
        }
        // Checked again at the text size drawn: a custom cell's heights grow with it.
        if overrides.textSize != nil {
            do {
                try checkTotalHeight(of: description, at: .root.appending("sections"))
            } catch {
                throw StructuredTextError(file: name, kind: .invalidScene, keyPath: error.path.description, message: error.message)
            }
        }
        return description
    }

    /// Puts the overrides' appearance, text size and device in place of the file's.
    private static func apply(_ overrides: SceneOverrides, to description: inout SceneDescription) throws(UnknownName) {
        if let name = overrides.appearance { description.appearance = try Appearance.lookUp(name) }
        if let name = overrides.textSize { description.textSize = try TextSize.lookUp(name) }
        if let name = overrides.device {
            let device = try DevicePreset.lookUp(name)
            description.device = device.name
            description.viewport = device.viewport
        }
    }

    // MARK: The schema

    /// The scene at the document's root. With a `deviceOverride`, the file's device and
    /// viewport are checked but not used: the command line's device replaces both.
    private static func scene(_ node: JSONNode, deviceOverride: String?, images: SceneImageLoader) throws(SceneFileProblem) -> SceneDescription {
        let fields = try node.fields(of: "a scene", keys: [
            "device", "viewport", "appearance", "textSize", "direction", "layout", "style", "contentInset", "rowHeight", "estimatedRowHeight",
            "backgroundColor", "separators", "fonts", "cells", "sections",
        ] + chromeKeys)
        var scene = SceneDescription()
        if let node = fields["device"] {
            let device = try named(node) { (name) throws(UnknownName) in try DevicePreset.lookUp(name) }
            scene.device = device.name
            scene.viewport = device.viewport
        }
        if let node = fields["viewport"] { scene.viewport = try viewport(node, base: scene.viewport) }
        if deviceOverride != nil { scene.device = nil; scene.viewport = .phone }
        if let node = fields["appearance"] { scene.appearance = try named(node) { (name) throws(UnknownName) in try Appearance.lookUp(name) } }
        if let node = fields["textSize"] { scene.textSize = try named(node) { (name) throws(UnknownName) in try TextSize.lookUp(name) } }
        if let node = fields["direction"] { scene.direction = try direction(node) }
        if let node = fields["style"] { scene.style = try style(node) }
        if let node = fields["contentInset"] { scene.contentInset = try insets(node) }
        if let node = fields["rowHeight"] { scene.rowHeight = try node.rowHeight() }
        if let node = fields["estimatedRowHeight"] { scene.estimatedRowHeight = try estimatedRowHeight(node) }
        if let node = fields["backgroundColor"] { scene.backgroundColor = try SceneValueReader.color(node) }
        if let node = fields["separators"] { scene.separators = try separators(node) }
        if let node = fields["fonts"] { scene.fonts = try fonts(node) }
        if let node = fields["layout"] { scene.layout = try layout(node, rowHeight: scene.rowHeight) }
        if let node = fields["cells"] { scene.cells = try cells(node, images: images) }
        scene.chrome = try chrome(fields, layout: scene.layout)
        let sections = try fields.required("sections", "a scene needs \"sections\", a list of sections (it may be empty)")
        let designs = scene.cells
        scene.sections = try sections.elements().map { (node) throws(SceneFileProblem) in try section(node, images: images, designs: designs) }
        try checkRowCount(of: scene, at: sections)
        try checkOneSelection(of: scene, at: sections.path)
        if case .wheel = scene.layout, scene.sections.count > 1 {
            throw SceneFileProblem(
                path: sections.path, message: "a wheel shows one section of rows, got \(scene.sections.count) sections")
        }
        if case .waterfall = scene.layout, scene.sections.count > 1 || scene.sections.contains(where: { $0.header != nil || $0.footer != nil }) {
            throw SceneFileProblem(
                path: sections.path, message: "a waterfall shows one section of rows, without a header or footer")
        }
        if case let .wheel(wheel) = scene.layout, wheel.infinite, scene.sections.allSatisfy({ $0.rows.count == 0 }) {
            throw SceneFileProblem(path: .root.appending("layout").appending("infinite"), message: "an infinite wheel needs rows to wrap round; the sections have none")
        }
        try checkTotalHeight(of: scene, at: sections.path)
        try checkRowsMeasuredUpFront(of: scene, at: .root.appending("estimatedRowHeight"))
        return scene
    }

    /// 0 (no estimate) or at least ``minimumEstimatedRowHeight``.
    private static func estimatedRowHeight(_ node: JSONNode) throws(SceneFileProblem) -> Double? {
        let points = try node.length()
        guard points == 0 || points >= minimumEstimatedRowHeight else {
            throw node.problem("must be 0 (no estimate) or at least \(NumberText.plain(minimumEstimatedRowHeight)) point, "
                + "got \(node.value.shortDescription)")
        }
        return points
    }

    /// Refuses `estimatedRowHeight: 0` (measure every self-sizing row before the first
    /// frame) for more than ``maximumRowsMeasuredUpFront`` rows.
    private static func checkRowsMeasuredUpFront(of scene: SceneDescription, at path: JSONPath) throws(SceneFileProblem) {
        guard scene.estimatedRowHeight == 0 else { return }
        let selfSizing = scene.rowHeight == .automatic || scene.sections.contains { section in
            switch section.rows {
            case let .listed(rows): return rows.contains { $0.height == .automatic }
            case let .generated(pattern): return pattern.heights.contains(.automatic)
            }
        }
        let rows = scene.sections.reduce(0) { $0 + $1.rows.count }
        guard selfSizing, rows > maximumRowsMeasuredUpFront else { return }
        throw SceneFileProblem(
            path: path,
            message: "0 (no estimate) measures every row before the first frame, at most "
                + "\(NumberText.grouped(maximumRowsMeasuredUpFront)) rows; the scene has \(NumberText.grouped(rows)) "
                + "self-sizing rows: give an estimate, the height a row is assumed to have until it is shown")
    }

    /// A value looked up by name, such as a device; an unknown name gets "did you mean".
    static func named<Value>(_ node: JSONNode, _ lookUp: (String) throws(UnknownName) -> Value) throws(SceneFileProblem) -> Value {
        let name = try node.string()
        do {
            return try lookUp(name)
        } catch {
            throw node.problem("\(error)")
        }
    }

    /// The viewport: `base` (the device's, else `Viewport/phone`) with the values the file gives.
    private static func viewport(_ node: JSONNode, base: Viewport) throws(SceneFileProblem) -> Viewport {
        let fields = try node.fields(of: "the viewport", keys: ["width", "height", "scale"])
        var viewport = base
        if let node = fields["width"] { viewport.width = try node.number("a number > 0") { $0 > 0 } }
        if let node = fields["height"] { viewport.height = try node.number("a number > 0") { $0 > 0 } }
        if let node = fields["scale"] { viewport.scale = try node.number("a number > 0") { $0 > 0 } }
        do {
            try viewport.validate()
        } catch {
            throw node.problem("\(error)")
        }
        return viewport
    }

    /// `"plain"`, `"grouped"` or `"insetGrouped"`, spelt exactly; a near miss gets "did you mean".
    private static func style(_ node: JSONNode) throws(SceneFileProblem) -> TableStyle {
        let quoted = TableStyle.allCases.map { JSONPath.quoted($0.rawValue) }
        let names = quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
        guard case let .string(name) = node.value else { throw node.expected(names) }
        guard let style = TableStyle(rawValue: name) else {
            let hint = JSONNode.closest(to: name, among: TableStyle.allCases.map(\.rawValue))
                .map { "; did you mean \(JSONPath.quoted($0))? Use " } ?? "; use "
            throw node.problem("unknown style \(JSONPath.quoted(name))\(hint)\(names)")
        }
        return style
    }

    static func insets(_ node: JSONNode, of what: String = "the content inset") throws(SceneFileProblem) -> EdgeInsets {
        let fields = try node.fields(of: what, keys: ["top", "left", "bottom", "right"])
        return EdgeInsets(
            top: try fields["top"]?.length() ?? 0, left: try fields["left"]?.length() ?? 0,
            bottom: try fields["bottom"]?.length() ?? 0, right: try fields["right"]?.length() ?? 0)
    }

    /// The appearance the document names, if it names one (a bad name is refused later, at its key).
    private static func fileAppearance(_ document: JSONValue) -> Appearance {
        guard case let .object(fields) = document, case let .string(name)? = fields["appearance"] else { return .light }
        return (try? Appearance.lookUp(name)) ?? .light
    }

    private static func section(
        _ node: JSONNode, images: SceneImageLoader, designs: [String: CellDesign]
    ) throws(SceneFileProblem) -> SceneDescription.Section {
        let fields = try node.fields(of: "a section", keys: ["header", "rows", "generate", "footer"])
        let rows: SceneDescription.Rows
        switch (fields["rows"], fields["generate"]) {
        case let (list?, nil):
            rows = .listed(try list.elements().map { (node) throws(SceneFileProblem) in try row(node, images: images, designs: designs) })
        case let (nil, pattern?):
            rows = .generated(try generatedRows(pattern, images: images, designs: designs))
        case (_?, _?):
            throw node.problem("give either \"rows\" or \"generate\", not both")
        case (nil, nil):
            throw node.problem("a section needs \"rows\" (a list of rows) or \"generate\" (a pattern for rows)")
        }
        return SceneDescription.Section(
            header: try fields["header"].map { (node) throws(SceneFileProblem) in try headerFooter(node, "a header") },
            rows: rows,
            footer: try fields["footer"].map { (node) throws(SceneFileProblem) in try headerFooter(node, "a footer") })
    }

    private static func headerFooter(_ node: JSONNode, _ what: String) throws(SceneFileProblem) -> SceneDescription.HeaderFooter {
        let fields = try node.fields(of: what, keys: ["text", "height"])
        return SceneDescription.HeaderFooter(text: try fields["text"]?.text(), height: try fields["height"]?.length())
    }

    /// Refuses a second selected row: a table selects one row at a time, as UIKit's does by default.
    private static func checkOneSelection(of scene: SceneDescription, at path: JSONPath) throws(SceneFileProblem) {
        var first: JSONPath?
        for (sectionIndex, section) in scene.sections.enumerated() {
            guard case let .listed(rows) = section.rows else { continue }
            for (rowIndex, row) in rows.enumerated() where row.isSelected {
                let here = path.appending(sectionIndex).appending("rows").appending(rowIndex).appending("selected")
                if let first {
                    throw SceneFileProblem(path: here, message: "a second selected row; a table selects one row at a time (\(first) is selected)")
                }
                first = here
            }
        }
    }

    /// Refuses a scene of more than ``maximumRows`` rows, naming the section that passes it.
    private static func checkRowCount(of scene: SceneDescription, at sections: JSONNode) throws(SceneFileProblem) {
        var total = 0
        for (index, section) in scene.sections.enumerated() {
            total += section.rows.count
            guard total <= maximumRows else {
                let sectionPath = sections.path.appending(index)
                let path = if case .generated = section.rows {
                    sectionPath.appending("generate").appending("count")
                } else {
                    sectionPath.appending("rows")
                }
                throw SceneFileProblem(
                    path: path,
                    message: "the sections up to this one have \(NumberText.grouped(total)) rows; a scene has at most "
                        + "\(NumberText.grouped(maximumRows)) rows in all its sections together")
            }
        }
    }

    /// Refuses heights that add up past ``TableLayout/maximumExtent``, where frames stop being
    /// exact, at the scene's text size (a custom cell's heights scale with it, `FileScene/rowHeight(_:showing:in:)`).
    private static func checkTotalHeight(of scene: SceneDescription, at path: JSONPath) throws(SceneFileProblem) {
        func points(_ height: SceneDescription.RowHeight?, cell: String? = nil) -> Double {
            switch height ?? scene.rowHeight {
            case let .fixed(points): return FileScene.rowHeight(points, showing: cell, in: scene, fromScene: height == nil)
            case .automatic: return scene.estimatedRowHeight ?? SceneDescription.defaultRowHeight
            }
        }
        var total = 0.0
        for section in scene.sections {
            total += (section.header?.height ?? 0) + (section.footer?.height ?? 0)
            switch section.rows {
            case let .listed(rows):
                for row in rows { total += points(row.height, cell: row.cell) }
            case let .generated(pattern) where pattern.heights.isEmpty:
                total += Double(pattern.count) * points(nil, cell: pattern.look.cell)
            case let .generated(pattern):
                let cell = pattern.look.cell
                let cycles = pattern.count / pattern.heights.count, rest = pattern.count % pattern.heights.count
                total += Double(cycles) * pattern.heights.reduce(0) { $0 + points($1, cell: cell) }
                total += pattern.heights.prefix(rest).reduce(0) { $0 + points($1, cell: cell) }
            }
        }
        guard total <= TableLayout.maximumExtent else {
            throw SceneFileProblem(
                path: path,
                message: "the heights add up to \(NumberText.plain(total)) points, more than the "
                    + "\(NumberText.plain(TableLayout.maximumExtent)) points over which listshot lays frames out exactly"
                    + (scene.textSize == .large ? "" : " (at the text size \(scene.textSize.rawValue), which scales custom cells' heights and the file's rowHeight)"))
        }
    }

    // MARK: Reading the file

    /// Every byte of the regular file at `path`, at most ``maximumFileSize`` of them: a
    /// device, FIFO, socket or folder is refused before a byte is read.
    private static func readAll(_ path: String) throws(StructuredTextError) -> [UInt8] {
        do {
            return try FileReader.readAll(path, limit: maximumFileSize, regularFileOnly: true)
        } catch {
            switch error.kind {
            case .system:
                throw StructuredTextError(file: path, kind: .unreadable(code: error.code), message: error.message)
            case .notRegularFile:
                throw StructuredTextError(file: path, kind: .unreadable(code: error.code), message: error.message + "; a scene file is a JSON or YAML file")
            case .tooLarge:
                throw StructuredTextError(
                    file: path, kind: .unreadable(code: error.code),
                    message: "the file is larger than \(maximumFileSize >> 20) MiB, the most a scene file may be")
            }
        }
    }
}
