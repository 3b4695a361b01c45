import ListshotFiles

/// Which of a manifest's images a build makes, and why; the others are skipped because
/// their inputs have not changed since their output was made, and the output is the file
/// that was made.
public struct DocsPlan: Sendable {
    /// Why an image is made.
    public enum Reason: String, Sendable {
        /// Its output does not exist, or the state file has no record of it.
        case new
        /// An input changed: the scene file, the engine (listshot's version, its code, the
        /// fonts), or the image's options.
        case changed
        /// Its output's bytes are not the ones that were made (edited or replaced since).
        case altered
        /// `--force`.
        case forced
    }

    /// An image of this build's shard, with the digest of its inputs.
    public struct Item: Sendable {
        public var image: DocsImage
        public var digest: String
        /// Why it is made; `nil` when it is skipped.
        public var reason: Reason?
    }

    public var manifest: DocsManifest
    /// Every image of the manifest, all shards: the state file keeps records for these only.
    public var allImages: [DocsImage]
    /// This shard's images, in the manifest's order.
    public var items: [Item]
    public var inputs: DocsInputs
    /// The state file as it was before the build.
    public var state: DocsState
    /// The manifest's key in the state (``DocsState/key(ofManifest:folder:)``).
    public var stateKey: String

    /// The items to make.
    public var toMake: [Item] { items.filter { $0.reason != nil } }
    /// How many are skipped.
    public var skippedCount: Int { items.count - toMake.count }

    /// Plans a build of `manifest`: expands its images, takes `shard`'s, reads their
    /// inputs, checks where they go, and compares their digests and their outputs' with
    /// the state file's.
    ///
    /// - Parameters:
    ///   - manifest: the manifest to build.
    ///   - shard: which of the images to plan (all of them by default).
    ///   - force: make every image of the shard, changed or not.
    ///   - engine: what draws; by default this process's (``DocsEngine/current()``).
    /// - Throws: ``DocsManifestError`` for a manifest whose images cannot be made, or would
    ///   be written outside the output folder, over something that is not a regular file,
    ///   over an input, over another output or over the state file.
    public init(manifest: DocsManifest, shard: DocsShard? = nil, force: Bool = false, engine: DocsEngine? = nil) throws(DocsManifestError) {
        self.manifest = manifest
        allImages = try manifest.images()
        let selected = shard?.select(allImages) ?? allImages
        var engine = engine
        if engine == nil { engine = try Self.currentEngine(manifest) }
        inputs = try DocsInputs.read(for: selected, manifest: manifest.file, engine: engine!)
        try Self.checkOutputs(of: manifest, images: allImages, inputs: inputs)
        state = DocsState.load(folder: manifest.folder)
        stateKey = DocsState.key(ofManifest: manifest.file, folder: manifest.folder)
        let records = state.manifests[stateKey] ?? [:]
        items = selected.map { [inputs] image in
            let digest = inputs.digest(of: image)
            return Item(image: image, digest: digest, reason: force ? .forced : Self.reason(image, digest: digest, record: records[image.name]))
        }
    }

    private static func currentEngine(_ manifest: DocsManifest) throws(DocsManifestError) -> DocsEngine {
        do {
            return try DocsEngine.current()
        } catch {
            throw DocsManifestError(file: manifest.file, keyPath: "", message: "\(error)")
        }
    }

    /// Why `image` is made, given what the state recorded for it; nil to skip it.
    private static func reason(_ image: DocsImage, digest: String, record: DocsState.Record?) -> Reason? {
        guard let record, let stamp = OutputStamp.of(image.path) else { return .new }
        if record.inputs != digest { return .changed }
        if stamp == record.stamp { return nil }
        guard let bytes = try? FileReader.readAll(image.path, regularFileOnly: true) else { return .new }
        return SHA256.hexDigest(bytes) == record.output ? nil : .altered
    }

    /// Refuses a build that would write through a link out of the output folder, into a FIFO
    /// or device, over one of its inputs, or two outputs (or an output and the state file)
    /// into one file (``DocsOutputCheck``).
    private static func checkOutputs(of manifest: DocsManifest, images: [DocsImage], inputs: DocsInputs) throws(DocsManifestError) {
        for image in images {
            if let problem = DocsOutputCheck.problem(name: image.name, in: manifest.folder) {
                throw DocsManifestError(file: manifest.file, keyPath: image.entryKeyPath + ".output", message: "\(image.source): \(problem)")
            }
        }
        if let problem = DocsOutputCheck.problem(name: DocsManifest.stateFileName, in: manifest.folder) {
            throw DocsManifestError(file: manifest.file, keyPath: "output", message: "the state file: \(problem)")
        }
        var known: [(path: String, what: String)] = [(manifest.file, "the manifest")]
        for entry in manifest.entries {
            guard case let .file(path, _) = entry.scene else { continue }
            known.append((path, "the scene file of \(entry.keyPath)"))
            for picture in inputs.sceneImagePaths[path] ?? [] { known.append((picture, "an image the scene file '\(path)' shows,")) }
        }
        let outputs = images.map { ($0.path, $0.source) } + [(DocsState.path(in: manifest.folder), "the state file")]
        if let clash = DocsOutputCheck.clash(outputs: outputs, inputs: known) {
            let keyPath = clash.source == "the state file" ? "output" : String(clash.source.prefix { $0 != " " }) + ".output"
            throw DocsManifestError(file: manifest.file, keyPath: keyPath, message: clash.message)
        }
        if let clash = DocsOutputCheck.sameFile(outputs: images.map { ($0.path, $0.source) }, stateFile: DocsState.path(in: manifest.folder)) {
            throw DocsManifestError(file: manifest.file, keyPath: String(clash.source.prefix { $0 != " " }) + ".output", message: clash.message)
        }
    }
}
