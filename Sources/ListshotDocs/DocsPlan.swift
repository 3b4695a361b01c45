#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which of a manifest's images a build makes, and why; the others are skipped because
/// their inputs have not changed since their output was made.
public struct DocsPlan: Sendable {
    /// Why an image is made.
    public enum Reason: String, Sendable {
        /// Its output does not exist, or the state file has no record of it.
        case new
        /// An input changed: the scene file, the fonts, listshot's version, or the image's options.
        case changed
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

    /// The items to make.
    public var toMake: [Item] { items.filter { $0.reason != nil } }
    /// How many are skipped.
    public var skippedCount: Int { items.count - toMake.count }

    /// Plans a build of `manifest`: expands its images, takes `shard`'s, reads their
    /// inputs and compares their digests with the state file's.
    ///
    /// - Parameter force: make every image of the shard, changed or not.
    /// - Throws: ``DocsManifestError`` for a manifest whose images cannot be made.
    public init(manifest: DocsManifest, shard: DocsShard? = nil, force: Bool = false) throws(DocsManifestError) {
        self.manifest = manifest
        allImages = try manifest.images()
        let selected = shard?.select(allImages) ?? allImages
        inputs = try DocsInputs.read(for: selected, manifest: manifest.file)
        state = DocsState.load(folder: manifest.folder)
        items = selected.map { [inputs, state] image in
            let digest = inputs.digest(of: image)
            let reason: Reason?
            if force {
                reason = .forced
            } else if let recorded = state.digests[image.name], Self.exists(image.path) {
                reason = recorded == digest ? nil : .changed
            } else {
                reason = .new
            }
            return Item(image: image, digest: digest, reason: reason)
        }
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}
