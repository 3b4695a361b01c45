import ListshotViews

/// A scene file's name for UIKit's `UserInterfaceStyle`: `"appearance": "dark"` in a scene
/// file, `--appearance dark` on the command line.
public typealias Appearance = UserInterfaceStyle

extension UserInterfaceStyle {
    /// The appearance called `name`, or an error that suggests the nearest name.
    ///
    /// - Throws: ``UnknownName`` for any name but "light" and "dark".
    public static func lookUp(_ name: String) throws(UnknownName) -> UserInterfaceStyle {
        guard let style = UserInterfaceStyle(rawValue: name.lowercased()) else {
            throw UnknownName(what: "appearance", name: name, known: allCases.map(\.rawValue))
        }
        return style
    }
}
