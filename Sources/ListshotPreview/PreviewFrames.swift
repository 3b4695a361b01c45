import ListshotLayout
import ListshotRaster
import ListshotRendering
import ListshotScenes
import ListshotStructuredText
import ListshotViews

/// The scene a preview shows: a scene file, read again for every frame so that each frame
/// shows the file as it is now, or a built-in scene.
public enum PreviewScene: Sendable, Hashable {
    /// A scene file's path, as `listshot render` takes it.
    case file(String)
    /// A built-in scene, by name.
    case builtIn(String)

    /// What messages call it: the file's path or the built-in scene's name.
    public var name: String {
        switch self {
        case let .file(path): return path
        case let .builtIn(name): return name
        }
    }

    /// The scene resolved with `overrides`: what `listshot render` resolves for the same scene and flags.
    ///
    /// - Throws: `StructuredTextError` naming the file and the key path or line when it is not a scene.
    func maker(overrides: SceneOverrides) throws(StructuredTextError) -> SceneMaker {
        switch self {
        case let .file(path): return try .file(path, overrides: overrides)
        case let .builtIn(name):
            guard let scene = BuiltInScene.named(name) else { preconditionFailure("no built-in scene \(name)") }
            return try .builtIn(scene, overrides: overrides)
        }
    }
}

/// A frame drawn for a preview: its PNG and where the list was scrolled.
public struct PreviewFrame: Sendable {
    /// The PNG, byte for byte what `listshot render SCENE --offset N` with the same options writes.
    public let png: [UInt8]
    /// Where the list was scrolled: the offset drawn, clamped into the scrollable range.
    public let scroll: SceneRenderer.Scroll
    /// The axis offsets move along.
    public let axis: ScrollAxis
    /// The viewport drawn: its size in points and its scale.
    public let viewport: Viewport
}

extension PreviewScene {
    /// Draws the frame `request` asks for through the render pipeline `listshot render` uses:
    /// `SceneMaker`, `SceneRenderer/render(_:offset:viewport:)`, and the PNG encoder with
    /// `render`'s default options.
    ///
    /// - Throws: ``PreviewFrameError`` with the scene file's error or the viewport's.
    public func frame(_ request: PreviewRequest) throws(PreviewFrameError) -> PreviewFrame {
        let maker: SceneMaker
        do {
            maker = try self.maker(overrides: request.overrides)
        } catch {
            throw PreviewFrameError(message: error.description)
        }
        let scene = maker.make(maker.viewport)
        do {
            let frame = try SceneRenderer.render(scene, offset: request.offset, viewport: maker.viewport)
            let png = try PNGEncoder.encode(frame.framebuffer, options: PNGEncodingOptions())
            return PreviewFrame(png: png, scroll: frame.scroll, axis: scene.listView.scrollAxis, viewport: maker.viewport)
        } catch {
            throw PreviewFrameError(message: "\(name): \(error)")
        }
    }
}

/// Why a frame could not be drawn: the scene file is not a scene (its error names the file
/// and the line or key path), or the viewport cannot be drawn.
public struct PreviewFrameError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message, as `listshot render` prints it.
    public let message: String

    public var description: String { message }
}
