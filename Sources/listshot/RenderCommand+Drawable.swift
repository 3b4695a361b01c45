import ArgumentParser
import ListshotRendering
import ListshotScenes
import ListshotStructuredText

/// What `listshot render` reads before it draws: the offsets of its frames, and the scene's
/// maker with the viewport checked once (`ValidatedViewport`), for every way it draws (a
/// frame, many, a strip, an animation).
extension RenderCommand {
    /// A scene's maker and the viewport it is drawn in, checked.
    struct Drawable {
        let maker: SceneOptions.Maker
        let viewport: ValidatedViewport
    }

    /// What `validate()` read and checked, kept for `run()` so that nothing is read or
    /// checked twice: ArgumentParser runs the command value `validate()` leaves, and keeps a
    /// property without a property wrapper (which is no flag) as its initial value. It is
    /// `Decodable` only because the command is; nothing decodes it.
    struct Prepared: Decodable {
        /// The offsets to draw, one a frame: `nil` is the default (the top of the range).
        var frames: [Double?] = [nil]
        /// A built-in scene's maker, whose viewport is known before any file is read; a
        /// scene file's is read in `run()`.
        var builtIn: Drawable?

        init() {}

        init(from decoder: any Decoder) throws {
            self.init()
        }
    }

    /// The offsets to draw, one a frame: `nil` is the default (the top of the range).
    ///
    /// - Throws: `ValidationError` naming the flag.
    func frameOffsets() throws -> [Double?] {
        if let offsets {
            guard scene.offsets.isEmpty else {
                throw ValidationError("--offset and --offsets cannot be used together; give the offsets one way")
            }
            return try offsets.offsets(limit: FramePipeline.maximumFrames)
        }
        guard scene.offsets.count <= FramePipeline.maximumFrames else {
            throw ValidationError("--offset is given \(NumberText.grouped(scene.offsets.count)) times; "
                + "listshot draws at most \(NumberText.grouped(FramePipeline.maximumFrames)) frames in one run")
        }
        return scene.offsets.isEmpty ? [nil] : scene.offsets
    }

    /// Loads a built-in scene's maker and checks its viewport, before any work, keeping them
    /// for `run()`; does nothing for a scene file, whose viewport is known once it is read.
    ///
    /// - Returns: the built-in scene's viewport, checked; `nil` for a scene file.
    /// - Throws: `ValidationError` naming the flags for a viewport that cannot be drawn.
    mutating func prepareBuiltIn() throws -> ValidatedViewport? {
        guard case .builtIn = try scene.source() else { return nil }
        let drawable = try loadDrawable()
        prepared.builtIn = drawable
        return drawable.viewport
    }

    /// The scene to draw: the built-in scene `validate()` prepared, or the scene file, read.
    ///
    /// - Throws: as ``loadDrawable()``.
    func drawable() throws -> Drawable {
        try prepared.builtIn ?? loadDrawable()
    }

    /// The scene's maker in the viewport the scene and the flags give, and that viewport
    /// checked, once for every way `render` draws.
    ///
    /// - Throws: `ValidationError` naming the flags (and the file) for a viewport that
    ///   cannot be drawn; ``CommandError`` for a scene file that is not a scene.
    func loadDrawable() throws -> Drawable {
        let maker = try scene.loadMaker(scale: scale)
        do {
            return Drawable(maker: maker, viewport: try ValidatedViewport(maker.viewport))
        } catch {
            throw ValidationError(error, of: maker.viewport, from: maker.file)
        }
    }
}
