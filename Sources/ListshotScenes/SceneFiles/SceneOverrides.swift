/// What the command line (or a docs manifest's matrix) sets in place of a scene file's own
/// values: `--appearance`, `--text-size` and `--device`. A `nil` leaves the file's value.
public struct SceneOverrides: Sendable, Hashable {
    /// `"light"` or `"dark"`, as the scene file's `"appearance"` key takes.
    public var appearance: String?
    /// A Dynamic Type content size category, as the scene file's `"textSize"` key takes: `"large"`.
    public var textSize: String?
    /// A device preset's name, as the scene file's `"device"` key takes: `"iphone-15"`.
    public var device: String?

    /// Overrides of the given values.
    ///
    /// - Parameters:
    ///   - appearance: `"light"` or `"dark"`, or `nil` for the file's.
    ///   - textSize: a content size category, or `nil` for the file's.
    ///   - device: a device preset, or `nil` for the file's.
    public init(appearance: String? = nil, textSize: String? = nil, device: String? = nil) {
        self.appearance = appearance
        self.textSize = textSize
        self.device = device
    }

    /// No overrides: the scene file as written.
    public static let none = SceneOverrides()
}
