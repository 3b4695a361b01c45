import ListshotFiles
import ListshotRendering

/// At most ``running`` frames drawn at once (`WorkerPool/defaultJobs`, one a core, as a
/// render run's worker pool draws), each on a ``FrameThread`` of its own, and at most
/// ``waiting`` more waiting: a page scrolled fast, or many pages, cannot queue unbounded
/// work; a request beyond both gets a 503 at once.
///
/// Frames are drawn off Swift's cooperative pool, so that while every slot draws, the
/// server's tasks still run: the page, a 400, a 503 and `/events` answer at once
/// (issue 33, item 5). Once ``stop()``ped (the server stops), the frames waiting are
/// dropped, not drawn.
final class RenderSlots: Sendable {
    /// What became of a frame's work.
    enum Outcome<T: Sendable>: Sendable {
        /// It ran, and returned this.
        case done(T)
        /// Every slot and every place in the queue was taken: it did not run.
        case busy
        /// The server is stopping: it did not run.
        case stopped
    }

    /// A piece of work waiting: called with `true` to run it, `false` to drop it.
    private typealias Job = @Sendable (_ run: Bool) -> Void

    /// What became of work asked for: started on a thread, queued, or refused.
    private enum Admission { case start, queued, busy, stopped }

    private struct State {
        /// How many slots draw (each has a thread).
        var busy = 0
        var queue: [Job] = []
        var stopped = false
    }

    /// How many frames are drawn at once.
    let running: Int
    /// How many requests may wait for a slot.
    let waiting: Int
    private let state = Lock(State())

    init(running: Int = WorkerPool.defaultJobs, waiting: Int = 16) {
        precondition(running >= 1 && waiting >= 0)
        self.running = running
        self.waiting = waiting
    }

    /// How many frames are being drawn.
    var busy: Int { state.withLock { $0.busy } }
    /// How many requests wait for a slot.
    var queued: Int { state.withLock { $0.queue.count } }

    /// Runs `work` on a slot's thread, waiting for a slot when every one draws, and returns
    /// what it returned; ``Outcome/busy`` at once when every slot and every place in the
    /// queue is taken, ``Outcome/stopped`` when the slots were stopped before it ran.
    func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> Outcome<T> {
        await withCheckedContinuation { (answer: CheckedContinuation<Outcome<T>, Never>) in
            let job: Job = { run in answer.resume(returning: run ? .done(work()) : .stopped) }
            let admission: Admission = state.withLock { state in
                if state.stopped { return .stopped }
                if state.busy < running {
                    state.busy += 1
                    return .start
                }
                guard state.queue.count < waiting else { return .busy }
                state.queue.append(job)
                return .queued
            }
            switch admission {
            case .start: FrameThread.start { self.drain(from: job) }
            case .queued: break
            case .busy: answer.resume(returning: .busy)
            case .stopped: answer.resume(returning: .stopped)
            }
        }
    }

    /// A slot's thread: runs `job`, then each job waiting, until none waits.
    private func drain(from job: @escaping Job) {
        var next: Job? = job
        while let job = next {
            job(true)
            next = state.withLock { state in
                guard !state.stopped, !state.queue.isEmpty else {
                    state.busy -= 1
                    return nil
                }
                return state.queue.removeFirst()
            }
        }
    }

    /// Drops every frame waiting (each answers ``Outcome/stopped``) and every frame asked
    /// for from now on; the frames being drawn finish.
    func stop() {
        let dropped = state.withLock { state in
            state.stopped = true
            defer { state.queue = [] }
            return state.queue
        }
        for job in dropped { job(false) }
    }
}
