import ListshotStructuredText
import ListshotText

/// A font as a scene file names it: `font: {family: Inter, weight: semibold, size: 17}`,
/// every key optional. The size is the size at the default text size (``TextSize/large``);
/// ``font(scaledFor:)`` scales it as Dynamic Type scales the body style.
struct FontSpec: Sendable, Equatable {
    /// A family of the bundled fonts, and the weights it has.
    enum Family: String, CaseIterable, Sendable {
        case inter = "Inter"
        case dejaVuSans = "DejaVu Sans"
        case droidSansFallback = "Droid Sans Fallback"

        /// The weights the family's bundled files draw, in the order to list them.
        var weights: [Weight] {
            switch self {
            case .inter: return [.regular, .semibold]
            case .dejaVuSans, .droidSansFallback: return [.regular]
            }
        }

        /// The family called `name`, ignoring case.
        ///
        /// - Throws: ``UnknownName`` naming the bundled families.
        static func lookUp(_ name: String) throws(UnknownName) -> Family {
            guard let family = allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
                throw UnknownName(what: "font family", name: name, known: allCases.map(\.rawValue))
            }
            return family
        }
    }

    /// How heavy the strokes are.
    enum Weight: String, CaseIterable, Sendable {
        case regular, semibold
    }

    /// The largest size a file may ask for, in points (before text-size scaling).
    static let maximumSize = 1000.0
    /// The size used when a file gives none: UIKit's body size at the default text size.
    static let defaultSize = 17.0

    var family: Family = .inter
    var weight: Weight = .regular
    var size: Double = FontSpec.defaultSize
    /// The largest size the text size may scale ``size`` to (UIKit's
    /// `UIFontMetrics.scaledFont(for:maximumPointSize:)`), for text in a box of fixed size,
    /// as a carousel card's; `nil` for no limit. Never below ``size``.
    var maximumScaledSize: Double?

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
    func font(scaledFor textSize: TextSize) -> Font? {
        try? Font.bundled(bundledFont, size: scaledSize(for: textSize))
    }

    /// ``size`` scaled for `textSize`, no larger than ``maximumScaledSize`` (nor smaller than
    /// ``size`` because of it).
    func scaledSize(for textSize: TextSize) -> Double {
        let scaled = textSize.scaled(size)
        guard let maximumScaledSize else { return scaled }
        return min(scaled, max(size, maximumScaledSize))
    }
}

extension SceneFile {
    /// A font spec: `{family, weight, size, maximumSize}`, each optional (Inter, regular, 17
    /// points, no limit).
    ///
    /// - Throws: ``SceneFileProblem`` for an unknown key, an unknown family (with "did you
    ///   mean"), a weight the family lacks, or a size that is not > 0 and ≤ ``FontSpec/maximumSize``.
    static func fontSpec(_ node: JSONNode) throws(SceneFileProblem) -> FontSpec {
        let fields = try node.fields(of: "a font", keys: ["family", "weight", "size", "maximumSize"])
        var spec = FontSpec()
        if let node = fields["family"] {
            spec.family = try named(node) { (name) throws(UnknownName) in try FontSpec.Family.lookUp(name) }
        }
        if let node = fields["weight"] {
            let name = try node.string()
            let weights = spec.family.weights
            guard let weight = weights.first(where: { $0.rawValue == name.lowercased() }) else {
                let list = weights.map { JSONPath.quoted($0.rawValue) }.joined(separator: ", ")
                let isWeight = FontSpec.Weight(rawValue: name.lowercased()) != nil
                throw node.problem(
                    (isWeight ? "\(spec.family.rawValue) has no weight \(JSONPath.quoted(name))" : "unknown weight \(JSONPath.quoted(name))")
                        + "; the bundled \(spec.family.rawValue) has \(list)")
            }
            spec.weight = weight
        }
        if let node = fields["size"] {
            spec.size = try node.number("a size in points > 0 and ≤ \(NumberText.plain(FontSpec.maximumSize))") {
                $0 > 0 && $0 <= FontSpec.maximumSize
            }
        }
        if let node = fields["maximumSize"] {
            let limit = try node.number("a size in points > 0 and ≤ \(NumberText.plain(FontSpec.maximumSize))") {
                $0 > 0 && $0 <= FontSpec.maximumSize
            }
            guard limit >= spec.size else {
                throw node.problem("must be at least the font's size, \(NumberText.plain(spec.size)), got \(NumberText.plain(limit))")
            }
            spec.maximumScaledSize = limit
        }
        return spec
    }
}
