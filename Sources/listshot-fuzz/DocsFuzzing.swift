import ListshotRendering

enum DocsFuzzing {
    /// Parses the manifest and expands its images (offsets × matrix).
    static func run(_ bytes: [UInt8], path: String) -> FuzzOutcome {
        do throws(DocsManifestError) {
            let manifest = try DocsManifest.parse(bytes, path: path)
            let images = try manifest.images()
            precondition(images.count <= DocsManifest.maximumImages, "\(images.count) images")
            return .accepted("\(manifest.entries.count) entries, \(images.count) images")
        } catch {
            return .rejected(error.description)
        }
    }
}
