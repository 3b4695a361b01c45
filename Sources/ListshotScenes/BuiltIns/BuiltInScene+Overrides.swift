import ListshotStructuredText

/// What `listshot render`, `listshot layout` and `listshot docs` resolve a built-in scene
/// and its appearance, text size and device to: one rule for all of them.
extension BuiltInScene {
    /// This scene with `overrides`. Without overrides, the scene as built in, in its own
    /// viewport (its file, or the Swift code of the few a file cannot say); with any (an
    /// appearance, a text size or a device), its scene file (`listshot scenes NAME --print`,
    /// which draws the same pixels as such code in the scene's viewport) with the
    /// overrides, as the command line and documentation images articles say of `--device` and
    /// of a docs matrix. The one loader of built-in scenes and files is ``SceneMaker``.
    ///
    /// - Throws: `StructuredTextError` when an override names no appearance, text size or device.
    public func maker(overrides: SceneOverrides) throws(StructuredTextError) -> SceneMaker {
        guard overrides != .none, let example else { return SceneMaker(viewport: viewport, make: make, imagePaths: []) }
        return SceneMaker(try example.description(overrides: overrides))
    }
}
