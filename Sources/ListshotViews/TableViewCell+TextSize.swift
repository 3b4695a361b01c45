import ListshotText

extension TableViewCell.CellStyle {
    /// The text styles of a standard cell's title and detail, as UIKit's cell styles set
    /// them: the body for titles and value1's detail, caption 1 for subtitle's detail
    /// (12 pt at Large), and for value2 a caption 1 title (in semibold) beside a
    /// subheadline detail.
    public var textStyles: (text: TextStyle, detail: TextStyle) {
        switch self {
        case .default, .value1: (.body, .body)
        case .subtitle: (.body, .caption1)
        case .value2: (.caption1, .subheadline)
        }
    }
}

extension TableViewCell {
    /// The title's and the detail's fonts of the cell's style at `size`: ``CellStyle/textStyles``'s,
    /// value2's title in semibold.
    public func styleFonts(at size: TextSize) -> (text: Font?, detail: Font?) {
        let (text, detail) = cellStyle.textStyles
        let title = cellStyle == .value2
            ? (try? FontFace.bundled(.semibold)).map { Font(face: $0, size: text.pointSize(for: size), textStyle: text) }
            : try? Font.preferredFont(forTextStyle: text, compatibleWith: size)
        return (title, try? Font.preferredFont(forTextStyle: detail, compatibleWith: size))
    }

    /// Moves the labels whose fonts are the style's at `old` to the style's at `new`, and
    /// takes `new`'s ``contentSizeTraits``; a font set by hand stays.
    func followTextSize(from old: TextSize, to new: TextSize) {
        contentSizeTraits = ContentSizeTraits(
            scale: new.bodyPointSize / TextSize.large.bodyPointSize, isAccessibilityCategory: new.isAccessibilityCategory)
        guard old != new else { return }
        let before = styleFonts(at: old), after = styleFonts(at: new)
        func isStyleFont(_ font: Font?, _ styleFont: Font?) -> Bool {
            guard let font, let styleFont else { return false }
            return font.face === styleFont.face && font.size == styleFont.size
        }
        if isStyleFont(textLabel.font, before.text) { textLabel.font = after.text }
        if isStyleFont(detailTextLabel.font, before.detail) { detailTextLabel.font = after.detail }
    }
}
