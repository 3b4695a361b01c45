import ListshotScenes

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
            for image in Self.images(of: entry, folder: folder) {
                if let earlier = writers[image.path] {
                    throw outputNode.problem("\(MessageText.quoted(image.path)) is written by both \(earlier) and \(image.source); "
                        + "give each image its own output")
                }
                writers[image.path] = image.source
                images.append(image)
                guard images.count <= Self.maximumImages else {
                    throw DocsManifestError(file: file, keyPath: "images", message:
                        "more than \(NumberText.grouped(Self.maximumImages)) images, every offset and matrix combination counted; "
                            + "listshot docs makes at most \(NumberText.grouped(Self.maximumImages)) from one manifest")
                }
            }
        }
        return images
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
    private static func images(of entry: Entry, folder: String) -> [DocsImage] {
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
                        let name = normalized(OutputTemplate.fill(entry.output, [
                            "scene": entry.scene.name, "offset": offsetText, "appearance": appearance ?? "",
                            "textSize": textSize ?? "", "device": device ?? "",
                        ]))
                        var variant = [appearance, textSize, device].compactMap { $0 }
                        if entry.kind == .frames, !offsets.isEmpty { variant.append("offset \(offsetText)") }
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

    /// `./a//b.png` → `a/b.png`, so that two spellings of one file are one path.
    private static func normalized(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }
}
