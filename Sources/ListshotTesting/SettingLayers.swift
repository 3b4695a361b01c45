import ListshotRaster
import ListshotSnapshot

/// The places an assertion's settings come from, highest first, and the one rule that
/// resolves every field: its value is the first layer's that sets it. The layers are the
/// assertion's arguments, the scope (the innermost trait or `withSnapshots`), the environment,
/// the test target's section of `listshot-snapshots.yaml`, the file's top level and the
/// built-in defaults; the article "Golden-image tests" shows in one table which layer can set
/// which field.
///
/// Each layer is a ``SnapshotConfiguration`` (the scope's, the file's, or one made from the
/// arguments or the environment), so that a field added to it is resolved like the others.
struct SettingLayers {
    /// One layer: the values it sets, and any value it holds but cannot give.
    struct Layer {
        /// The values set; `recordOrigin` says, for a message, what set `record`.
        let values: SnapshotConfiguration
        /// Why a field this layer sets is unusable (`LISTSHOT_RECORD=sometimes`), by field:
        /// resolving that field reports it rather than going on to the layers below, and
        /// resolving a field an upper layer sets never reads it.
        var problems: [PartialKeyPath<SnapshotConfiguration>: SnapshotError] = [:]
    }

    /// The layers, highest first; the last, the built-in defaults, sets every field.
    let layers: [Layer]

    /// The layers of an assertion given `argument`, run in `scope`, in `environment`, in the
    /// test target whose section of `listshot-snapshots.yaml` is `target` (empty when the
    /// file has none), in a package whose file's top level is `file`.
    init(
        argument: SnapshotConfiguration, scope: SnapshotConfiguration, environment: [String: String],
        target: SnapshotConfiguration, file: SnapshotConfiguration
    ) {
        var argument = argument
        argument.recordOrigin = .argument
        layers = [
            Layer(values: argument), Layer(values: scope), Self.environment(environment), Layer(values: target), Layer(values: file),
            Layer(values: Self.builtIn),
        ]
    }

    /// The value of `field` and the layer it came from.
    ///
    /// - Throws: the problem of the first layer that sets `field` but cannot give it.
    func resolve<Value>(_ field: KeyPath<SnapshotConfiguration, Value?>) throws(SnapshotError) -> (value: Value, layer: Layer) {
        for layer in layers {
            if let problem = layer.problems[field] { throw problem }
            if let value = layer.values[keyPath: field] { return (value, layer) }
        }
        preconditionFailure("the built-in layer sets every field")
    }

    /// The built-in defaults. Its `record` (`missing`) is `LISTSHOT_RECORD`'s own default,
    /// so a message names the environment as what set it.
    static let builtIn: SnapshotConfiguration = {
        var defaults = SnapshotConfiguration(
            record: .missing, tolerance: .exact, snapshotDirectory: SnapshotAcceptance.defaultSnapshotFolder,
            artifactsDirectory: PackageRoot.defaultArtifacts, audit: .off)
        defaults.maskColor = ViewRules.defaultMaskColor
        defaults.recordOrigin = .environment
        return defaults
    }()

    /// The layer of the environment: `LISTSHOT_RECORD`, `LISTSHOT_SNAPSHOTS` and
    /// `LISTSHOT_ARTIFACTS`, each when not empty; a record mode it does not know is its problem.
    static func environment(_ environment: [String: String]) -> Layer {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        var values = SnapshotConfiguration(
            snapshotDirectory: value(SnapshotDefaults.snapshotsVariable), artifactsDirectory: value(PackageRoot.artifactsVariable))
        values.recordOrigin = .environment
        var layer = Layer(values: values)
        if value(RecordMode.environmentVariable) != nil {
            do {
                values.record = try RecordMode.fromEnvironment(environment)
                layer = Layer(values: values)
            } catch {
                layer.problems[\SnapshotConfiguration.record] = error
            }
        }
        return layer
    }
}
