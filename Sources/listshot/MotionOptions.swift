import ArgumentParser
import ListshotRendering
import ListshotStructuredText

/// `listshot render`'s flags for a scroll shown whole: `--strip` (the frames side by side in
/// one PNG) and `--apng` (an animated PNG), with the animation's `--duration` and `--fps`.
struct MotionOptions: ParsableArguments {
    static let defaultDuration = ScrollAnimation.defaultDuration
    static let defaultFramesPerSecond = ScrollAnimation.defaultFramesPerSecond
    /// The most frames per second: more than any screen shows.
    static let maximumFramesPerSecond = 120
    static let maximumAnimationFrames = ScrollAnimation.maximumFrames

    @Flag(help: ArgumentHelp(
        "Lay the frames side by side in one PNG (-o), each offset written under its frame.",
        discussion: "The frames of --offsets (or of each --offset), left to right, 16 points apart and from the edges, "
            + "on UIKit's grouped background (#F2F2F7), each in a 1-pixel border, with 'offset N' under it in 13-point Inter. "
            + "At most 32,768 pixels wide: 40 frames of an iPhone at scale 2."))
    var strip = false

    @Flag(help: ArgumentHelp(
        "Write an animated PNG (-o) scrolling from the first offset to the last.",
        discussion: "The scroll slows down as a UIScrollView does after a flick (deceleration rate 0.998 a millisecond), "
            + "lasts --duration seconds at --fps frames a second, shows the last frame for a second and starts again. "
            + "Every browser plays it; other viewers show the first frame. At most \(maximumAnimationFrames) frames."))
    var apng = false

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "How long the animation scrolls, in seconds (with --apng).",
        discussion: "Default: \(NumberText.plain(defaultDuration)). Rounded to whole frames.", valueName: "seconds"),
        transform: decimalNumber)
    var duration: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Frames per second of the animation, 1…\(maximumFramesPerSecond) (with --apng).",
        discussion: "Default: \(defaultFramesPerSecond).", valueName: "n"))
    var fps: Int?

    /// True when a strip or an animation was asked for.
    var isRequested: Bool { strip || apng }

    /// Refuses `--duration` and `--fps` without `--apng`.
    func validateUnused() throws {
        if duration != nil || fps != nil {
            throw ValidationError("\(duration != nil ? "--duration" : "--fps") is the length of an animation; give --apng with it")
        }
    }

    /// Checks the animation's flags; the number of frames it makes.
    ///
    /// - Throws: `ValidationError` naming the flag.
    func animationFrameCount() throws -> Int {
        let duration = self.duration ?? Self.defaultDuration
        let fps = self.fps ?? Self.defaultFramesPerSecond
        guard duration > 0 else { throw ValidationError("--duration must be greater than 0 seconds, got \(NumberText.plain(duration))") }
        guard (1...Self.maximumFramesPerSecond).contains(fps) else {
            throw ValidationError("--fps must be 1…\(Self.maximumFramesPerSecond), got \(fps)")
        }
        guard duration * Double(fps) < Double(Self.maximumAnimationFrames) else {
            throw ValidationError(
                "--duration \(NumberText.plain(duration)) at --fps \(fps) makes more than \(NumberText.grouped(Self.maximumAnimationFrames)) frames; "
                    + "an animation has at most \(NumberText.grouped(Self.maximumAnimationFrames))")
        }
        let count = ScrollAnimation.frameCount(duration: duration, framesPerSecond: fps)
        guard count <= Self.maximumAnimationFrames else {
            throw ValidationError(
                "--duration \(NumberText.plain(duration)) at --fps \(fps) makes \(NumberText.grouped(count)) frames; "
                    + "an animation has at most \(NumberText.grouped(Self.maximumAnimationFrames))")
        }
        return count
    }
}
