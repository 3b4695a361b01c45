#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListshotFiles

/// Jobs numbered `0..<count`, run ``jobs`` at a time: the one pool that ``FramePipeline``
/// (`listshot render --offsets`), strips, animations (in order:
/// ``runInOrder(_:window:makeWorker:make:consume:)``) and the docs build run their frames on.
///
/// Each worker claims the next job in order and keeps its own `Worker` value (a framebuffer
/// and an encoder, say) from job to job, so nothing a worker holds is ever shared. Which
/// worker runs which job is left to the scheduler: a job's result must not depend on it.
public struct WorkerPool: Sendable {
    /// How many jobs run at once, at least 1. More workers than cores run no faster:
    /// Swift's pool runs one task per core.
    public let jobs: Int

    /// A pool running `jobs` jobs at once.
    public init(jobs: Int = WorkerPool.defaultJobs) {
        precondition(jobs >= 1, "jobs must be at least 1, got \(jobs)")
        self.jobs = jobs
    }

    /// The cores online (`sysconf(_SC_NPROCESSORS_ONLN)`), at least 1.
    public static var defaultJobs: Int {
        max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// Runs `job` for each of `0..<count`, claimed in order, on at most ``jobs`` workers.
    ///
    /// - Parameters:
    ///   - count: how many jobs.
    ///   - makeWorker: makes one worker's state, once per worker, on that worker.
    ///   - job: runs job `index` with its worker's state; returns false to stop the run:
    ///     no job is claimed after it (jobs already running finish).
    ///
    /// It returns when every worker has stopped: every job ran, `job` returned false, or the
    /// task was cancelled (no job is claimed once it is).
    public func run<Worker>(
        _ count: Int, makeWorker: @escaping @Sendable () -> Worker,
        job: @escaping @Sendable (inout Worker, _ index: Int) async -> Bool
    ) async {
        let queue = JobQueue(count: count)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<min(jobs, count) {
                group.addTask {
                    var worker = makeWorker()
                    while !Task.isCancelled, let index = queue.claim() {
                        guard await job(&worker, index) else {
                            queue.stop()
                            return
                        }
                    }
                }
            }
        }
    }
}

/// The next job to claim, behind one lock.
private final class JobQueue: Sendable {
    private struct State {
        var next = 0
        var stopped = false
    }
    private let count: Int
    private let state = Lock(State())

    init(count: Int) {
        self.count = count
    }

    /// The next job, or nil when every one is claimed or the run stopped.
    func claim() -> Int? {
        state.withLock { state in
            guard !state.stopped, state.next < count else { return nil }
            defer { state.next += 1 }
            return state.next
        }
    }

    func stop() {
        state.withLock { $0.stopped = true }
    }
}
