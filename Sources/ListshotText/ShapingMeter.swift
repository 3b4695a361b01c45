import ListshotFiles

/// Counts the text handed to HarfBuzz while it is the task's ``current`` meter: a seam for
/// tests that bound shaping work by what was shaped, not by time.
final class ShapingMeter: Sendable {
    /// The meter HarfBuzz calls in this task report to; `nil` (none) unless a test sets one.
    @TaskLocal static var current: ShapingMeter?

    private let counts = Lock((calls: 0, bytes: 0))

    /// Notes one HarfBuzz call shaping `bytes` UTF-8 bytes.
    func record(bytes: Int) { counts.withLock { $0.calls += 1; $0.bytes += bytes } }

    /// How many times HarfBuzz shaped.
    var calls: Int { counts.withLock { $0.calls } }
    /// How many UTF-8 bytes it shaped, all calls together.
    var bytes: Int { counts.withLock { $0.bytes } }
}
