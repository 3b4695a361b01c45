/// What a cell's layout reads of the reader's text size: the part of UIKit's
/// `traitCollection.preferredContentSizeCategory` that standard cells adapt to.
///
/// Set it on a cell (a scene does, from its text size) together with fonts of that size: the
/// cell scales its accessories by ``scale`` up to their size at AX1, as SF Symbols grow with
/// the body style (its image and icon stay 29 pt), and at the accessibility sizes lays its
/// labels out one under another (``isAccessibilityCategory``).
public struct ContentSizeTraits: Sendable, Hashable {
    /// The body style's size over its size at the default category, Large (17 pt): what
    /// `UIFontMetrics.default.scaledValue(for:)` multiplies by. 1 at Large, 53/17 at AX5.
    public var scale: Double
    /// True at the accessibility sizes, AX1 to AX5 (UIKit's `isAccessibilityCategory`), where
    /// value1 and value2 put their detail under their title and titles wrap.
    public var isAccessibilityCategory: Bool

    /// - Parameters:
    ///   - scale: the body size over 17 pt; a value that is not finite and positive counts as 1.
    ///   - isAccessibilityCategory: whether the size is one of AX1 to AX5.
    public init(scale: Double, isAccessibilityCategory: Bool) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.isAccessibilityCategory = isAccessibilityCategory
    }

    /// The default text size, Large.
    public static let standard = ContentSizeTraits(scale: 1, isAccessibilityCategory: false)
}
