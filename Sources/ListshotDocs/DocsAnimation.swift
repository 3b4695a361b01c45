import ListshotPNG
import ListshotRaster
import ListshotScenes

/// A docs image of kind `animation`: an animated PNG scrolling from the first offset to the
/// last on UIScrollView's deceleration curve (``ScrollAnimation``), as `listshot render
/// --apng` makes it: the frames between on whole device pixels, each shown 1/fps seconds
/// and the last for a second.
enum DocsAnimation {
    /// The most frames an animation has, as `render --apng` allows: 600 (20 s at 30 fps).
    static let maximumFrames = 600
    /// The most pixels its frames hold together (they are kept until the file is written): 1 GiB.
    static let maximumPixels = 1 << 28

    /// The animated PNG of `image`.
    static func encode(
        _ image: DocsImage, viewport: Viewport, makeScene: (Viewport) -> any Scene
    ) throws(DocsImageFailure) -> [UInt8] {
        let count = ScrollAnimation.frameCount(duration: image.duration, framesPerSecond: image.framesPerSecond)
        guard count * viewport.pixelWidth * viewport.pixelHeight <= maximumPixels else {
            throw DocsImageFailure("\(count) frames of \(viewport.pixelWidth) × \(viewport.pixelHeight) pixels are more than "
                + "the 1 GiB an animation may hold; shorten the duration, lower the fps or the scale")
        }
        do {
            let first = try SceneRenderer.render(makeScene(viewport), offset: image.offsets.first, viewport: viewport)
            let last = try SceneRenderer.render(makeScene(viewport), offset: image.offsets.last, viewport: viewport)
            var offsets = ScrollAnimation.offsets(
                from: first.appliedOffset, to: last.appliedOffset, duration: image.duration, framesPerSecond: image.framesPerSecond)
            offsets = offsets.indices.map { index in
                index == 0 || index == offsets.count - 1 ? offsets[index] : (offsets[index] * viewport.scale).rounded() / viewport.scale
            }
            var frames = [first.framebuffer]
            for offset in offsets.dropFirst().dropLast() {
                frames.append(try SceneRenderer.render(makeScene(viewport), offset: offset, viewport: viewport).framebuffer)
            }
            frames.append(last.framebuffer)
            let delays = Array(repeating: APNGDelay(framesPerSecond: image.framesPerSecond), count: frames.count - 1)
                + [APNGDelay(numerator: 1, denominator: 1)]
            return try APNGEncoder.encode(frames: frames, delays: delays)
        } catch let error as ViewportError {
            throw DocsImageFailure("\(error)")
        } catch {
            throw DocsImageFailure("\(error)")
        }
    }
}
