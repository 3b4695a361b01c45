import ListshotStructuredText

extension DocsManifest {
    /// The name of the state file that records what each output was made from, in the
    /// output folder.
    public static let stateFileName = ".listshot-docs-state.json"

    /// Every image the manifest makes, in the manifest's order: each entry's matrix
    /// combinations (appearance, then text size, then device), and for `frames` each offset.
    ///
    /// - Throws: ``DocsManifestError`` when two images would be written to one path, an
    ///   output uses a placeholder its entry has no value for, or there are more than
    ///   ``maximumImages`` images.
    public func images() throws(DocsManifestError) -> [DocsImage] {
        var images: [DocsImage] = []
        var writers: [String: String] = [:]
        for entry in entries {
            let outputNode = ManifestNode(value: .string(entry.output), keyPath: entry.keyPath + ".output", file: file)
            try Self.checkPlaceholders(of: entry, node: outputNode)
            for image in try Self.images(of: entry, folder: folder, node: outputNode) {
                if let earlier = writers[image.path] {
                    throw outputNode.problem("\(MessageText.quoted(image.path)) is written by both \(earlier) and \(image.source); "
                        + "give each image its own output")
                }
                writers[image.path] = image.source
                images.append(image)
                guard images.count <= Self.maximumImages else { throw Self.tooManyImages(file: file, keyPath: entry.keyPath) }
            }
        }
        try Self.checkNoOutputIsAFolderOfAnother(images, file: file)
        return images
    }

    /// Refuses an image whose output path goes through another image's output, as a folder:
    /// `a.png` and `a.png/b.png` cannot both be files.
    private static func checkNoOutputIsAFolderOfAnother(_ images: [DocsImage], file: String) throws(DocsManifestError) {
        let writers = Dictionary(images.map { ($0.name, $0.source) }, uniquingKeysWith: { first, _ in first })
        for image in images {
            var folder = Substring(image.name)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                guard let other = writers[String(folder)] else { continue }
                throw DocsManifestError(file: file, keyPath: image.entryKeyPath + ".output", message:
                    "\(MessageText.quoted(image.name)) (\(image.source)) is inside \(MessageText.quoted(String(folder))), "
                        + "the file \(other) writes; one path cannot be both a file and a folder")
            }
        }
    }

    /// The refusal of a manifest whose images, up to the entry at `keyPath`, are more than ``maximumImages``.
    static func tooManyImages(file: String, keyPath: String) -> DocsManifestError {
        DocsManifestError(file: file, keyPath: keyPath, message:
            "the images up to this entry are more than \(NumberText.grouped(maximumImages)), every offset and matrix combination counted; "
                + "listshot docs makes at most \(NumberText.grouped(maximumImages)) from one manifest")
    }

    /// Refuses an output that uses a placeholder with no value, or that leaves out one
    /// whose value varies (so that its images would overwrite one another).
    private static func checkPlaceholders(of entry: Entry, node: ManifestNode) throws(DocsManifestError) {
        let used = OutputTemplate.used(in: entry.output)
        let oneFilePerOffset = entry.kind == .frames || entry.kind == .frame
        let counts = [
            ("offset", oneFilePerOffset ? entry.offsets.count : (entry.offsets.isEmpty ? 0 : 1)),
            ("appearance", entry.matrix.appearance.count), ("textSize", entry.matrix.textSize.count),
            ("device", entry.matrix.device.count),
        ]
        for (name, count) in counts where used.contains(name) && count == 0 {
            let missing = name == "offset" ? "no \"offsets\"" : "no matrix.\(name)"
            throw node.problem("uses {\(name)}, but the image has \(missing) to fill it with")
        }
        let varying = counts.filter { $0.1 > 1 && !used.contains($0.0) }.map { "{\($0.0)}" }
        if !varying.isEmpty {
            let total = counts.map { max(1, $0.1) }.reduce(1, *)
            throw node.problem("\(MessageText.quoted(entry.output)) names one file for \(total) images; "
                + "put \(varying.joined(separator: " and ")) in it so that each has its own")
        }
    }

    /// The images of one entry, its placeholders filled.
    ///
    /// - Throws: ``DocsManifestError`` for an output path that ``OutputName`` refuses.
    private static func images(of entry: Entry, folder: String, node: ManifestNode) throws(DocsManifestError) -> [DocsImage] {
        func orNone(_ values: [String]) -> [String?] { values.isEmpty ? [nil] : values }
        let frames: [[Double]] = entry.kind == .frames || entry.kind == .frame
            ? (entry.offsets.isEmpty ? [[]] : entry.offsets.map { [$0] })
            : [entry.offsets]
        var images: [DocsImage] = []
        for appearance in orNone(entry.matrix.appearance) {
            for textSize in orNone(entry.matrix.textSize) {
                for device in orNone(entry.matrix.device) {
                    for offsets in frames {
                        let offsetText = offsets.isEmpty ? "" : offsets.count == 1
                            ? NumberText.plain(offsets[0]) : "\(NumberText.plain(offsets.first!))-\(NumberText.plain(offsets.last!))"
                        let values = [
                            "scene": entry.scene.name, "offset": offsetText, "appearance": appearance ?? "",
                            "textSize": textSize ?? "", "device": device ?? "",
                        ]
                        let name = OutputTemplate.fill(entry.output, values)
                        var variant = [appearance, textSize, device].compactMap { $0 }
                        if entry.kind == .frames, !offsets.isEmpty { variant.append("offset \(offsetText)") }
                        if let problem = OutputName.problem(name, template: entry.output, values: values) {
                            throw node.problem(problem)
                        }
                        images.append(DocsImage(
                            source: variant.isEmpty ? entry.keyPath : "\(entry.keyPath) (\(variant.joined(separator: ", ")))",
                            path: join(folder, name), name: name, scene: entry.scene,
                            kind: entry.kind == .frames ? .frame : entry.kind, offsets: offsets,
                            appearance: appearance, textSize: textSize, device: device,
                            duration: entry.duration, framesPerSecond: entry.framesPerSecond))
                    }
                }
            }
        }
        return images
    }
}
