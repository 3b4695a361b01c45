import ListshotStructuredText

/// A phone or tablet whose screen a scene can take as its viewport: `"device": "iphone-15"`
/// in a scene file, `--device iphone-15` on the command line.
///
/// The sizes are Apple's published screen sizes in points, portrait, and the scale is the
/// device's (pixels per point): an iPhone 15 draws 393 × 852 points at 3 pixels a point.
public struct DevicePreset: Hashable, Sendable {
    /// The name a scene file uses: `"iphone-15"`.
    public let name: String
    /// The device's marketing name: "iPhone 15".
    public let title: String
    /// Its screen in points, portrait, and its scale.
    public let viewport: Viewport

    /// Every preset, phones then tablets, older then newer.
    public static let all: [DevicePreset] = [
        preset("iphone-se-3", "iPhone SE (3rd generation)", 375, 667, 2),
        preset("iphone-13-mini", "iPhone 13 mini", 375, 812, 3),
        preset("iphone-14", "iPhone 14", 390, 844, 3),
        preset("iphone-15", "iPhone 15", 393, 852, 3),
        preset("iphone-15-plus", "iPhone 15 Plus", 430, 932, 3),
        preset("iphone-15-pro", "iPhone 15 Pro", 393, 852, 3),
        preset("iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, 3),
        preset("iphone-16", "iPhone 16", 393, 852, 3),
        preset("iphone-16-plus", "iPhone 16 Plus", 430, 932, 3),
        preset("iphone-16-pro", "iPhone 16 Pro", 402, 874, 3),
        preset("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, 3),
        preset("ipad-mini-6", "iPad mini (6th generation)", 744, 1133, 2),
        preset("ipad-10", "iPad (10th generation)", 820, 1180, 2),
        preset("ipad-air-11", "iPad Air 11-inch (M2)", 820, 1180, 2),
        preset("ipad-pro-11", "iPad Pro 11-inch (4th generation)", 834, 1194, 2),
        preset("ipad-pro-12-9", "iPad Pro 12.9-inch (6th generation)", 1024, 1366, 2),
        preset("ipad-pro-13", "iPad Pro 13-inch (M4)", 1032, 1376, 2),
    ]

    /// The preset called `name` (case does not matter), or `nil`.
    public static func named(_ name: String) -> DevicePreset? {
        let lowered = name.lowercased()
        return all.first { $0.name == lowered }
    }

    /// The preset called `name`, or an error that suggests the nearest name and lists them all.
    ///
    /// - Throws: ``UnknownName`` for a name that is no preset.
    public static func lookUp(_ name: String) throws(UnknownName) -> DevicePreset {
        guard let preset = named(name) else { throw UnknownName(what: "device", name: name, known: all.map(\.name)) }
        return preset
    }

    private static func preset(_ name: String, _ title: String, _ width: Double, _ height: Double, _ scale: Double) -> DevicePreset {
        DevicePreset(name: name, title: title, viewport: Viewport(width: width, height: height, scale: scale))
    }
}

/// A name that is none of the known ones, with the nearest ("did you mean") and the list:
/// `unknown device "iphone15"; did you mean "iphone-15"? (use "iphone-se-3", …)`.
public struct UnknownName: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the name was meant to name: "device", "appearance", "text size".
    public var what: String
    /// The name given.
    public var name: String
    /// The names there are, in the order to list them.
    public var known: [String]
    /// Other names that are taken but not listed (short names), suggested when nearest.
    public var aliases: [String]

    /// - Parameters:
    ///   - what: what the name was meant to name: "device".
    ///   - name: the name given.
    ///   - known: the names to list.
    ///   - aliases: other names that are taken but not listed.
    public init(what: String, name: String, known: [String], aliases: [String] = []) {
        self.what = what
        self.name = name
        self.known = known
        self.aliases = aliases
    }

    /// The known name or alias nearest to ``name``, if one is close enough to be a typo of it.
    public var suggestion: String? { JSONNode.closest(to: name, among: known + aliases) }

    /// The message: `unknown device "iphone15"; did you mean "iphone-15"? (use "iphone-se-3", …)`.
    public var description: String {
        let hint = suggestion.map { "; did you mean \(JSONPath.quoted($0))?" } ?? ""
        return "unknown \(what) \(JSONPath.quoted(name))\(hint) (use \(known.map(JSONPath.quoted).joined(separator: ", ")))"
    }
}
