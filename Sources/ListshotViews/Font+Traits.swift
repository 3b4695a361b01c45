import ListshotText

/// Preferred fonts at a view's traits' text size.
extension Font {
    /// The bundled font for `style` at the text size of `TraitCollection.current`: the
    /// traits of the list being laid out (so in a data source's `cellForRowAt`), else
    /// Large (UIKit's `UIFont.preferredFont(forTextStyle:)`).
    ///
    /// - Throws: `FontError` when the bundled fonts cannot be found.
    public static func preferredFont(forTextStyle style: TextStyle) throws(FontError) -> Font {
        try preferredFont(forTextStyle: style, compatibleWith: TraitCollection.current.resolvedContentSizeCategory)
    }

    /// The bundled font for `style` at `traits`' text size, Large when they give none
    /// (UIKit's `UIFont.preferredFont(forTextStyle:compatibleWith:)`).
    ///
    /// - Throws: `FontError` when the bundled fonts cannot be found.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: TraitCollection) throws(FontError) -> Font {
        try preferredFont(forTextStyle: style, compatibleWith: traits.resolvedContentSizeCategory)
    }
}
