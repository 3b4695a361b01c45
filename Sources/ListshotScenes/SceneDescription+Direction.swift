import ListshotViews

extension SceneDescription {
    /// What a file's `"direction"` makes of the table's ``View/semanticContentAttribute``:
    /// forced right to left for `"rtl"`, left as it is (left to right) otherwise.
    var semanticContentAttribute: SemanticContentAttribute {
        direction == .rightToLeft ? .forceRightToLeft : .unspecified
    }
}
