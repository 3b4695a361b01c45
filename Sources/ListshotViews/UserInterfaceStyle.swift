import ListshotRaster

/// Light or dark: UIKit's `UIUserInterfaceStyle`, which of its system colours views are
/// drawn with. A ``TraitCollection`` carries it down a tree of views; a scene file calls it
/// its `"appearance"`.
public enum UserInterfaceStyle: String, Sendable, Hashable, CaseIterable {
    /// UIKit's light colours: what listshot draws by default.
    case light
    /// UIKit's dark colours (the base level, not elevated).
    case dark

    /// UIKit's system colours in this style.
    public var colors: SystemColors {
        switch self {
        case .light: return .light
        case .dark: return .dark
        }
    }
}
