import Foundation
import ListshotFiles
@testable import ListshotPreview
import ListshotRendering

/// Where a test's frames wait until it lets them go: a frame holds its slot as a slow one
/// does, for as long as the test needs. Each frame also counts itself, so that a test sees how
/// many were drawn.
///
/// A frame waits at most `limit` seconds, so that a broken build (frames drawn where they
/// block the server) fails its test instead of hanging it; ``isOpen`` is then true, as if the
/// test had opened it.
final class FrameGate: @unchecked Sendable {
    private let condition = NSCondition()
    private var open = false
    private var arrivals = 0
    let limit: Double

    init(limit: Double = 30) {
        self.limit = limit
    }

    /// Whether frames pass: the test let them go, or one waited `limit` seconds.
    var isOpen: Bool { condition.withLock { open } }
    /// How many frames came to be drawn.
    var arrived: Int { condition.withLock { arrivals } }

    /// Counts a frame, and waits until the gate is open.
    func pass() {
        condition.lock()
        defer { condition.unlock() }
        arrivals += 1
        let deadline = Date().addingTimeInterval(limit)
        while !open {
            if !condition.wait(until: deadline) {
                open = true
                condition.broadcast()
            }
        }
    }

    /// Lets every frame go, now and from now on.
    func letGo() {
        condition.withLock {
            open = true
            condition.broadcast()
        }
    }

    /// A handler of `scene` whose frames wait here before they are drawn.
    func handler(_ scene: PreviewScene, concurrentFrames: Int = WorkerPool.defaultJobs, waitingFrames: Int) -> PreviewHandler {
        PreviewHandler(scene: scene, concurrentFrames: concurrentFrames, waitingFrames: waitingFrames) { request in
            self.pass()
            return Result { () throws(PreviewFrameError) in try scene.frame(request) }
        }
    }
}
