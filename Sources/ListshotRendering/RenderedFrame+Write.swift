import ListshotFiles
import ListshotRaster
import ListshotStructuredText

/// Where a rendered frame's PNG goes.
public enum FrameDestination: Equatable, Sendable {
    /// A file, written through `AtomicFile`: a temporary file renamed into place (a
    /// device or FIFO is written in place; a folder or socket is refused).
    case file(String)
    /// Standard output, for `-o -`.
    case standardOutput
}

extension RenderedFrame {
    /// The last steps of the render pipeline — encode, then write — after
    /// ``SceneRenderer/render(_:offset:viewport:)`` laid the scene out and drew it. Every
    /// one-frame output of listshot goes through here, so through one atomic writer (a run of
    /// many frames, ``FramePipeline``, writes through the same writer's `AtomicFile/Batch`).
    ///
    /// - Throws: `PNGError` when encoding fails; `FileError` when writing does, naming the
    ///   file (`"out/a.png: cannot write file: Permission denied"`) or `"standard output: …"`;
    ///   nothing half-written is left at the path.
    public func write(to destination: FrameDestination, options: PNGEncodingOptions = .init()) throws {
        switch destination {
        case let .file(path):
            try PNGEncoder.write(framebuffer, to: path, options: options)
        case .standardOutput:
            let bytes = try PNGEncoder.encode(framebuffer, options: options)
            try AtomicFile.writeToStandardOutput(bytes)
        }
    }

    /// The name `listshot render` gives a frame when no `-o` is given: the scene's name and
    /// the offset drawn, `demo-120.png`.
    public static func defaultFileName(scene: String, offset: Double) -> String {
        "\(scene)-\(NumberText.plain(offset)).png"
    }
}
