import ListshotText
import ListshotViews

extension TextSize {
    /// What a standard cell's layout reads of this size (`ContentSizeTraits`).
    public var traits: ContentSizeTraits { ContentSizeTraits(scale: scale, isAccessibilityCategory: isAccessibilityCategory) }

    /// The category called `name`, its name or short name (case does not matter), or an
    /// error that suggests the nearest name.
    ///
    /// - Throws: ``UnknownName`` for a name that is no category.
    public static func lookUp(_ name: String) throws(UnknownName) -> TextSize {
        guard let size = allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() || $0.shortName.lowercased() == name.lowercased() }) else {
            throw UnknownName(what: "text size", name: name, known: allCases.map(\.rawValue), aliases: allCases.map(\.shortName))
        }
        return size
    }
}

extension TextStyle {
    /// The style called `name` (case does not matter), or an error that suggests the nearest name.
    ///
    /// - Throws: ``UnknownName`` for a name that is no style.
    public static func lookUp(_ name: String) throws(UnknownName) -> TextStyle {
        guard let style = allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
            throw UnknownName(what: "text style", name: name, known: allCases.map(\.rawValue))
        }
        return style
    }
}
