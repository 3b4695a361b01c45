import ListshotText

/// A font as a scene file names it: `font: {style: headline}` or `font: {family: Inter,
/// weight: semibold, size: 17}`, every key optional.
///
/// With a ``style`` the font is Dynamic Type's for that style: its size at each text size
/// is Apple's table's (``TextStyle/pointSize(for:)``) and its weight the style's unless
/// `weight` is given. A `size` given with a style is a custom size that grows as the style
/// does (`UIFontMetrics(forTextStyle:).scaledFont(for:)`); a `size` without one grows as
/// the body style does (`UIFontMetrics.default`). Sizes are the sizes at the default text
/// size (``TextSize/large``); ``font(scaledFor:)`` scales them.
package struct FontSpec: Sendable, Equatable {
    /// A family of the bundled fonts, and the weights it has.
    package enum Family: String, CaseIterable, Sendable {
        case inter = "Inter"
        case dejaVuSans = "DejaVu Sans"
        case droidSansFallback = "Droid Sans Fallback"

        /// The weights the family's bundled files draw, in the order to list them.
        package var weights: [Weight] {
            switch self {
            case .inter: return [.regular, .semibold]
            case .dejaVuSans, .droidSansFallback: return [.regular]
            }
        }

        /// The family called `name`, ignoring case.
        ///
        /// - Throws: ``UnknownName`` naming the bundled families.
        package static func lookUp(_ name: String) throws(UnknownName) -> Family {
            guard let family = allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
                throw UnknownName(what: "font family", name: name, known: allCases.map(\.rawValue))
            }
            return family
        }
    }

    /// How heavy the strokes are.
    package enum Weight: String, CaseIterable, Sendable {
        case regular, semibold
    }

    /// The largest size a file may ask for, in points (before text-size scaling).
    package static let maximumSize = 1000.0
    /// The size used when a file gives none: UIKit's body size at the default text size.
    package static let defaultSize = 17.0

    package var family: Family = .inter
    package var weight: Weight = .regular
    /// The size at ``TextSize/large``: the style's there when a style is given without a size.
    package var size: Double = FontSpec.defaultSize
    /// The Dynamic Type style whose table sizes the font; `nil` for a size that grows as the body does.
    package var style: TextStyle?
    /// The largest size the text size may scale ``size`` to (UIKit's
    /// `UIFontMetrics.scaledFont(for:maximumPointSize:)`), for text in a box of fixed size,
    /// as a carousel card's; `nil` for no limit. Never below ``size``.
    package var maximumScaledSize: Double?

    /// The bundled file that draws this family at this weight.
    var bundledFont: BundledFont {
        switch (family, weight) {
        case (.inter, .semibold): return .semibold
        case (.inter, .regular): return .regular
        case (.dejaVuSans, _): return .dejaVuSans
        case (.droidSansFallback, _): return .droidSansFallback
        }
    }

    /// The font at ``size`` scaled for `textSize` (``TextSize/scaled(_:)``), or `nil` when
    /// the bundled fonts cannot be loaded.
    package func font(scaledFor textSize: TextSize) -> Font? {
        let size = scaledSize(for: textSize)
        // The font is the style's when it is drawn at the style's size there: not a custom size
        // nor one ``maximumScaledSize`` stopped.
        let style = style.flatMap { $0.pointSize(for: textSize) == size ? $0 : nil }
        return (try? FontFace.bundled(bundledFont)).map { Font(face: $0, size: size, textStyle: style) }
    }

    /// ``size`` scaled for `textSize`, no larger than ``maximumScaledSize`` (nor smaller than
    /// ``size`` because of it): the style's table value when the size is the style's own,
    /// a custom size times the style's growth, or, without a style, as the body style grows.
    func scaledSize(for textSize: TextSize) -> Double {
        let scaled: Double
        if let style {
            scaled = size == style.pointSize(for: .large)
                ? style.pointSize(for: textSize) : (size * style.scale(for: textSize) * 4).rounded() / 4
        } else {
            scaled = textSize.scaled(size)
        }
        guard let maximumScaledSize else { return scaled }
        return min(scaled, max(size, maximumScaledSize))
    }

    /// The distance between baselines of wrapped lines at `textSize`: the style's table's
    /// leading for its size there, in proportion for the size drawn (a custom or capped size);
    /// `nil` without a style (the font's own line height).
    func leading(for textSize: TextSize) -> Double? {
        guard let style else { return nil }
        return scaledSize(for: textSize) * style.leading(for: textSize) / style.pointSize(for: textSize)
    }

    package init(
        family: Family = .inter, weight: Weight = .regular, size: Double = FontSpec.defaultSize, maximumScaledSize: Double? = nil
    ) {
        (self.family, self.weight, self.size, self.maximumScaledSize) = (family, weight, size, maximumScaledSize)
    }

    /// The font of `style`: its size at ``TextSize/large`` and its weight.
    package init(style: TextStyle) {
        self.init(weight: style.weight == .semibold ? .semibold : .regular, size: style.pointSize(for: .large))
        self.style = style
    }
}
