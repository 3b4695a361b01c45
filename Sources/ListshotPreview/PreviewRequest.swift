import ListshotScenes
import ListshotStructuredText
import ListshotText

/// What a frame request asks for, read from its query and checked: `/frame.png?offset=120&textSize=AX2`.
///
/// Each value is read as the command line reads the flag of the same meaning (`--offset`,
/// `--text-size`, `--appearance`, `--device`): numbers through `NumberText/decimal(_:)`,
/// names through `TextSize/lookUp(_:)`, `Appearance/lookUp(_:)` and `DevicePreset/lookUp(_:)`,
/// so a value `render` refuses is refused here with the same words.
public struct PreviewRequest: Sendable, Hashable {
    /// The offset along the layout's axis; `nil` for the start of the scrollable range.
    public var offset: Double?
    /// The text size, appearance and device, as `render`'s flags set them.
    public var overrides: SceneOverrides

    /// A request for the frame at `offset` with `overrides`.
    public init(offset: Double? = nil, overrides: SceneOverrides = .none) {
        self.offset = offset
        self.overrides = overrides
    }

    /// The query parameters a frame request reads; others (the page's cache-busting `v`) are ignored.
    public static let parameters = ["offset", "textSize", "appearance", "device"]

    /// Reads and checks a query's parameters.
    ///
    /// - Parameter query: the query's name–value pairs, decoded, in order.
    /// - Throws: ``PreviewQueryError`` naming the first parameter that is wrong and its value.
    public init(query: [(name: String, value: String)]) throws(PreviewQueryError) {
        var values: [String: String] = [:]
        for (name, value) in query where Self.parameters.contains(name) {
            guard values[name] == nil else {
                throw PreviewQueryError(parameter: name, message: "given more than once; give one value")
            }
            values[name] = value
        }
        self.init()
        if let text = values["offset"] {
            do {
                offset = try NumberText.decimal(text)
            } catch {
                throw PreviewQueryError(parameter: "offset", message: Self.shortened(error.description, quoting: text))
            }
        }
        overrides.textSize = try Self.checked("textSize", values["textSize"]) { text throws(UnknownName) in _ = try TextSize.lookUp(text) }
        overrides.appearance = try Self.checked("appearance", values["appearance"]) { text throws(UnknownName) in _ = try Appearance.lookUp(text) }
        overrides.device = try Self.checked("device", values["device"]) { text throws(UnknownName) in _ = try DevicePreset.lookUp(text) }
    }

    /// `message`, which starts by quoting `value` whole (`'nan' is not a decimal number …`, as
    /// `render --offset` says it), with the value cut after 40 code points and its control
    /// characters escaped (``PreviewResponse/excerpt(_:)``), as the names' messages quote theirs:
    /// a query's value may be 10,000 digits long or hold a NUL (`offset=%00`), and a 400's
    /// body is one short line.
    static func shortened(_ message: String, quoting value: String) -> String {
        let whole = "'\(value)'".unicodeScalars
        guard message.unicodeScalars.starts(with: whole) else { return message }
        return "'\(PreviewResponse.excerpt(value))'" + String(message.unicodeScalars.dropFirst(whole.count))
    }

    /// `value` when `lookUp` knows it; an empty value is no value (the scene file's own).
    private static func checked(
        _ parameter: String, _ value: String?, _ lookUp: (String) throws(UnknownName) -> Void
    ) throws(PreviewQueryError) -> String? {
        guard let value, !value.isEmpty else { return nil }
        do {
            try lookUp(value)
        } catch {
            throw PreviewQueryError(parameter: parameter, message: error.description)
        }
        return value
    }
}

/// A query value a frame request cannot take: a 400, whose body is ``description``.
public struct PreviewQueryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The query parameter: `"offset"`.
    public var parameter: String
    /// What is wrong with its value, naming the value.
    public var message: String

    /// The error of `parameter`'s value: `message` says what is wrong with it.
    public init(parameter: String, message: String) {
        self.parameter = parameter
        self.message = message
    }

    /// `offset: 'nan' is not a decimal number (such as 120, -33.5 or 1e3)`.
    public var description: String { "\(parameter): \(message)" }
}
