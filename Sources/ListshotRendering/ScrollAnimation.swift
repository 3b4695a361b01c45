#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The offsets of an animated scroll that slows down as a `UIScrollView` does after a flick.
///
/// A decelerating `UIScrollView` (``decelerationRate`` `.normal`, 0.998) keeps 0.998 of its
/// velocity each millisecond: `v(t) = v₀ · r^t` with `r` = 0.998 and `t` in milliseconds, so
/// it has gone `v₀ · (1 − r^t) / −ln r` after `t`. A scroll that starts at `from` and stops
/// at `to` after `T` milliseconds is that curve scaled so that it ends there exactly:
///
/// ```
/// offset(t) = from + (to − from) · (1 − r^t) / (1 − r^T)
/// ```
///
/// Its speed, proportional to `r^t`, falls all the way: by 1.5 s it is 5 % of the start's
/// (0.998¹⁵⁰⁰ ≈ 0.0497), so the scroll visibly settles. A frame is drawn every
/// 1 / `framesPerSecond` seconds: `round(duration × framesPerSecond)` intervals (at least
/// one), so `T` is the duration rounded to whole frames, and the frames are that count + 1:
/// the first at `from`, the last at `to`, exactly.
public enum ScrollAnimation {
    /// `UIScrollView.DecelerationRate.normal`: the share of velocity kept each millisecond.
    public static let decelerationRate = 0.998

    /// The offset of each frame of a scroll from `from` to `to` lasting `duration` seconds
    /// at `framesPerSecond`, on the deceleration curve (see ``ScrollAnimation``).
    ///
    /// - Parameters:
    ///   - from: the offset of the first frame.
    ///   - to: the offset of the last frame; `from` again gives frames that stand still.
    ///   - duration: seconds, greater than 0.
    ///   - framesPerSecond: at least 1.
    /// - Returns: ``frameCount(duration:framesPerSecond:)`` offsets, from `from` to `to`
    ///   exactly, moving monotonically, each step no longer than the one before.
    public static func offsets(from: Double, to: Double, duration: Double, framesPerSecond: Int) -> [Double] {
        precondition(from.isFinite && to.isFinite, "the offsets must be finite")
        let count = frameCount(duration: duration, framesPerSecond: framesPerSecond)
        let intervals = count - 1
        let total = 1000 * Double(intervals) / Double(framesPerSecond)  // T, in milliseconds
        let end = 1 - pow(decelerationRate, total)
        return (0..<count).map { frame in
            if frame == 0 { return from }
            if frame == intervals { return to }
            let t = 1000 * Double(frame) / Double(framesPerSecond)
            return from + (to - from) * ((1 - pow(decelerationRate, t)) / end)
        }
    }

    /// How many frames ``offsets(from:to:duration:framesPerSecond:)`` gives:
    /// `round(duration × framesPerSecond)` (at least 1) + 1, the last for the end.
    public static func frameCount(duration: Double, framesPerSecond: Int) -> Int {
        precondition(duration.isFinite && duration > 0, "the duration must be greater than 0, got \(duration)")
        precondition(framesPerSecond >= 1, "frames per second must be at least 1, got \(framesPerSecond)")
        let intervals = (duration * Double(framesPerSecond)).rounded()
        precondition(intervals < Double(Int.max / 2), "too many frames: \(duration) s at \(framesPerSecond) fps")
        return max(1, Int(intervals)) + 1
    }
}
