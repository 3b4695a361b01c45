import ListshotStructuredText

/// What reading a scene file throws, by its earlier name: `StructuredTextError`, which docs
/// manifests and `listshot-snapshots.yaml` throw too.
@available(*, deprecated, renamed: "StructuredTextError")
public typealias SceneFileError = StructuredTextError
