/// A button in a navigation bar or a toolbar (UIKit's `UIBarButtonItem`): text in the tint
/// colour, an icon, or both (a back button: the chevron and the previous screen's title).
public struct BarButtonItem: Sendable, Hashable {
    /// The text; `nil` for an icon alone.
    public var title: String?
    /// The icon, drawn before the title; `nil` for text alone.
    public var icon: BarGlyph?
    /// Drawn in semibold, as a bar's "Done" button is (UIKit's `.done` style).
    public var isProminent: Bool

    /// - Parameters:
    ///   - title: the text, or `nil`.
    ///   - icon: the icon, or `nil`; at least one of the two should be given.
    ///   - isProminent: semibold text, as the `.done` style draws.
    public init(title: String? = nil, icon: BarGlyph? = nil, isProminent: Bool = false) {
        self.title = title
        self.icon = icon
        self.isProminent = isProminent
    }
}
