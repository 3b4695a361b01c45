import ListshotViews

extension SceneFile {
    /// The names a scene file's `"direction"` takes: `"ltr"` (the default) and `"rtl"`.
    enum DirectionName: String, CaseIterable {
        case ltr, rtl

        var direction: UserInterfaceLayoutDirection {
            switch self {
            case .ltr: .leftToRight
            case .rtl: .rightToLeft
            }
        }
    }

    /// `"ltr"` or `"rtl"`, spelt exactly; a near miss gets "did you mean".
    static func direction(_ node: JSONNode) throws(SceneFileProblem) -> UserInterfaceLayoutDirection {
        try choice(node, DirectionName.allCases, "direction").direction
    }
}
