import ListshotRaster
import ListshotStructuredText
import ListshotViews

/// A colour as a scene file gives it: a fixed one (`"#RRGGBB"`) or one of UIKit's system
/// colours by name (`"secondaryLabel"`), which is resolved in the scene's appearance when
/// the cells are configured, so a file drawn dark follows.
public enum SceneColor: Sendable, Equatable {
    /// The same colour in every appearance.
    case fixed(Color)
    /// A system colour, resolved in the scene's appearance.
    case system(SystemColorName)

    /// The colour in `colors`' appearance.
    public func resolved(in colors: SystemColors) -> Color {
        switch self {
        case let .fixed(color): return color
        case let .system(name): return name.color(in: colors)
        }
    }
}

/// The system colours a scene file may name, UIKit's names.
public enum SystemColorName: String, Sendable, CaseIterable {
    case label, secondaryLabel, systemBackground, secondarySystemBackground, systemGroupedBackground
    case secondarySystemGroupedBackground, separator, systemGray
    case systemRed, systemOrange, systemGreen, systemBlue, systemIndigo, systemPurple
    case white, black, clear

    /// The colour in `colors`' appearance.
    public func color(in colors: SystemColors) -> Color {
        switch self {
        case .label: return colors.label
        case .secondaryLabel: return colors.secondaryLabel
        case .systemBackground: return colors.background
        case .secondarySystemBackground: return colors.secondaryBackground
        case .systemGroupedBackground: return colors.groupedBackground
        case .secondarySystemGroupedBackground: return colors.secondaryGroupedBackground
        case .separator: return colors.separator
        case .systemGray: return colors.systemGray
        case .systemRed: return ColorRole.systemRed.color(in: colors.appearance)
        case .systemOrange: return ColorRole.systemOrange.color(in: colors.appearance)
        case .systemGreen: return ColorRole.systemGreen.color(in: colors.appearance)
        case .systemBlue: return ColorRole.systemBlue.color(in: colors.appearance)
        case .systemIndigo: return ColorRole.systemIndigo.color(in: colors.appearance)
        case .systemPurple: return ColorRole.systemPurple.color(in: colors.appearance)
        case .white: return .white
        case .black: return .black
        case .clear: return .clear
        }
    }
}

extension SystemColors {
    /// `systemGray`: #8E8E93 in light and dark alike (`ColorRole.systemGray`).
    public var systemGray: Color { ColorRole.systemGray.color(in: .light) }
}

/// What the scene model reads of a scene file's values itself, as well as the scene-file
/// reader (`SceneFile`): colours, and pictures whose templates are filled in per row
/// when the cells are configured.
package enum SceneValueReader {
    /// The longest text a row, header or footer may have, and the longest `generate`
    /// template, in Unicode scalars (`SceneFile.maximumTextLength`).
    package static let maximumTextLength = 10_000

    /// What a colour may be, for messages.
    package static let colorExpectation = "a colour \"#RGB\", \"#RRGGBB\", \"#RRGGBBAA\" or a system colour name (\"label\", \"secondaryLabel\", …)"

    /// A colour: hex, or a system colour's name (with "did you mean" for a near miss).
    package static func sceneColor(_ node: JSONNode) throws(SceneFileProblem) -> SceneColor {
        guard case let .string(text) = node.value else { throw node.expected(colorExpectation) }
        if text.hasPrefix("#") {
            guard let color = Color(hex: text) else { throw node.expected(colorExpectation) }
            return .fixed(color)
        }
        if let name = SystemColorName(rawValue: text) { return .system(name) }
        let names = SystemColorName.allCases.map(\.rawValue)
        guard let suggestion = JSONNode.closest(to: text, among: names) else { throw node.expected(colorExpectation) }
        throw node.problem(
            "unknown colour \(JSONPath.quoted(text)); did you mean \(JSONPath.quoted(suggestion))? (a colour is \"#RGB\", \"#RRGGBB\", "
                + "\"#RRGGBBAA\" or a system colour: \(quotedList(names, "or")))")
    }

    /// A colour written in a list item or a filled-in template: hex or a system colour name.
    package static func sceneColor(parsing text: String) -> SceneColor? {
        if text.hasPrefix("#") { return Color(hex: text).map(SceneColor.fixed) }
        return SystemColorName(rawValue: text).map(SceneColor.system)
    }

    /// A colour: hex, or a system colour's name resolved in the appearance being parsed for
    /// (``colorsWhileParsing``).
    package static func color(_ node: JSONNode) throws(SceneFileProblem) -> Color {
        try sceneColor(node).resolved(in: colorsWhileParsing)
    }

    /// The system colours of the appearance the file being parsed is drawn in.
    @TaskLocal package static var colorsWhileParsing = SystemColors.light

    /// `["a", "b", "c"]` as `"a", "b" or "c"`.
    package static func quotedList(_ names: [String], _ conjunction: String) -> String {
        let quoted = names.map(JSONPath.quoted)
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted[quoted.count - 1]
    }
}
