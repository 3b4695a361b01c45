/// The inputs `Tests/Fuzz/run` fuzzes with libFuzzer, and that `ListshotFuzzTests` replays
/// from `Tests/Fuzz/corpus` and `Tests/Fuzz/regressions`: one function per parser or
/// layout engine, taking arbitrary bytes.
///
/// A target never crashes and never runs long on any input (libFuzzer's `-timeout=10`
/// treats a unit over 10 seconds as a bug); bad input ends in an error whose message names
/// the input. The functions live in a library, not in the `listshot-fuzz` executable, so
/// that the test target links them like any other module (in debug and release alike).
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// ``PNGDecoder``: `decode`, `decodeImage` and `text(in:)` of the bytes.
    case png
    /// ``PNGEncoder``: the bytes as pixels, written with every compression and read back by
    /// libpng, which must give the same pixels.
    case pngEncode = "png-encode"
    /// ``SceneFile/parse(_:name:overrides:)`` as JSON, then one small frame of the scene.
    case sceneJSON = "scene-json"
    /// ``SceneFile/parse(_:name:overrides:)`` as YAML, then one small frame of the scene.
    case sceneYAML = "scene-yaml"
    /// ``DocsManifest/parse(_:path:)`` and its `images()`, JSON or YAML by the first character.
    case docs
    /// ``TextLayout`` of the bytes as UTF-8 (invalid sequences replaced), with the width,
    /// line limit, break mode, alignment, direction and font taken from the first 3 bytes.
    case text
    /// ``SnapshotProcessLog/parse(_:name:)``, then `listshot snapshots accept`'s checks of
    /// each failure's golden and actual image (nothing is written).
    case acceptLog = "accept-log"
    /// `listshot preview`'s reading of a request: ``PreviewHost`` on its `Host`, `Origin` and
    /// `Sec-Fetch-Site` headers, and ``PreviewRequest/init(query:)`` on its query.
    case previewRequest = "preview-request"

    /// The `-max_len` `Tests/Fuzz/run` gives libFuzzer: enough for the seeds, small enough
    /// to keep executions fast.
    public var maximumLength: Int {
        switch self {
        case .png: 65_536
        case .pngEncode: 65_536
        case .sceneJSON, .sceneYAML: 16_384
        case .docs: 8_192
        case .text: 4_096
        case .acceptLog: 8_192
        case .previewRequest: 4_096
        }
    }

    /// The name an input is given when it has none (under libFuzzer): what errors call it,
    /// and, by its extension, the format a scene is read in.
    public var defaultInputName: String {
        switch self {
        case .png: "fuzz-input.png"
        case .pngEncode: "fuzz-input.pixels"
        case .sceneJSON: "fuzz-input.json"
        case .sceneYAML: "fuzz-input.yaml"
        // No extension: the manifest's first character picks JSON or YAML.
        case .docs: "fuzz-input/manifest"
        case .text: "fuzz-input.txt"
        case .acceptLog: "fuzz-input-1.json"
        case .previewRequest: "fuzz-input.http"
        }
    }

    /// Runs `bytes` through the target.
    ///
    /// - Parameter name: what the input is called (its path when replayed from a file):
    ///   parse errors must name it. A scene's format comes from the target, not the name.
    /// - Returns: what happened; an input that the code under test rejects is an
    ///   ``FuzzOutcome/rejected(_:)`` with the error's description, not a failure.
    public func run(_ bytes: [UInt8], name: String? = nil) -> FuzzOutcome {
        let name = name ?? defaultInputName
        switch self {
        case .png: return PNGFuzzing.run(bytes)
        case .pngEncode: return PNGEncodeFuzzing.run(bytes)
        case .sceneJSON: return SceneFuzzing.run(bytes, name: Self.withExtension(name, "json"))
        case .sceneYAML: return SceneFuzzing.run(bytes, name: Self.withExtension(name, "yaml"))
        case .docs: return DocsFuzzing.run(bytes, path: name)
        case .text: return TextFuzzing.run(bytes)
        case .acceptLog: return AcceptLogFuzzing.run(bytes, name: name)
        case .previewRequest: return PreviewRequestFuzzing.run(bytes)
        }
    }

    /// `name`, ending in `.ext` (the scene parser picks the format from the extension).
    static func withExtension(_ name: String, _ ext: String) -> String {
        name.hasSuffix("." + ext) ? name : name + "." + ext
    }
}

/// What one input did.
public enum FuzzOutcome: Equatable, Sendable {
    /// The input was accepted; a short summary of the result (sizes, counts).
    case accepted(String)
    /// The input was rejected with this error description.
    case rejected(String)
}
