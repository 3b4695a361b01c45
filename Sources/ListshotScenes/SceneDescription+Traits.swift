import ListshotViews

extension SceneDescription {
    /// The description with the traits' appearance, text size and direction in place of its
    /// own; a trait left `nil` keeps the description's. System colour names in a row's
    /// older colour keys (`backgroundColor`, `textColor`) were resolved when the file was
    /// read and keep that appearance's value; `listshot render --appearance` reads the file
    /// again and does not have that limit.
    public func applying(_ traits: TraitCollection) -> SceneDescription {
        var description = self
        if let style = traits.userInterfaceStyle { description.appearance = style }
        if let size = traits.preferredContentSizeCategory { description.textSize = size }
        if let direction = traits.layoutDirection { description.direction = direction }
        return description
    }
}

extension FileScene {
    /// The file's device or viewport.
    public var preferredViewport: Viewport? { sceneDescription.viewport }

    /// A new scene of the description in the traits' appearance, text size and direction
    /// (``SceneDescription/applying(_:)``), on a screen of this one's size.
    public func applying(_ traits: TraitCollection) -> any Scene {
        sceneDescription.applying(traits).makeScene(viewport: Self.viewport(of: tableView, sceneDescription))
    }

    /// The viewport a scene was made for: its list's size at the description's scale.
    static func viewport(of list: ListView, _ description: SceneDescription) -> Viewport {
        Viewport(width: list.frame.width, height: list.frame.height, scale: description.viewport.scale)
    }
}

extension FileCollectionScene {
    /// The file's device or viewport.
    public var preferredViewport: Viewport? { sceneDescription.viewport }

    /// A new scene of the description in the traits' appearance, text size and direction
    /// (``SceneDescription/applying(_:)``), on a screen of this one's size.
    public func applying(_ traits: TraitCollection) -> any Scene {
        sceneDescription.applying(traits).makeScene(viewport: FileScene.viewport(of: collectionView, sceneDescription))
    }
}
