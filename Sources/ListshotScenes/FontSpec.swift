import ListshotText

/// A font as a scene file names it: `font: {family: Inter, weight: semibold, size: 17}`,
/// every key optional. The size is the size at the default text size (``TextSize/large``);
/// ``font(scaledFor:)`` scales it as Dynamic Type scales the body style.
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
    package var size: Double = FontSpec.defaultSize
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
        try? Font.bundled(bundledFont, size: scaledSize(for: textSize))
    }

    /// ``size`` scaled for `textSize`, no larger than ``maximumScaledSize`` (nor smaller than
    /// ``size`` because of it).
    func scaledSize(for textSize: TextSize) -> Double {
        let scaled = textSize.scaled(size)
        guard let maximumScaledSize else { return scaled }
        return min(scaled, max(size, maximumScaledSize))
    }

    package init(
        family: Family = .inter, weight: Weight = .regular, size: Double = FontSpec.defaultSize, maximumScaledSize: Double? = nil
    ) {
        (self.family, self.weight, self.size, self.maximumScaledSize) = (family, weight, size, maximumScaledSize)
    }
}
