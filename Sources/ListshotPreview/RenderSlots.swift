import ListshotRendering

/// At most ``running`` frames drawn at once (`WorkerPool/defaultJobs`, one a core, as a
/// render run's worker pool draws), and at most ``waiting`` more waiting: a page scrolled
/// fast, or many pages, cannot queue unbounded work; a request beyond both gets a 503.
actor RenderSlots {
    /// How many frames are drawn at once.
    let running: Int
    /// How many requests may wait for a slot.
    let waiting: Int
    /// How many frames are being drawn.
    private(set) var busy = 0
    private var queue: [CheckedContinuation<Void, Never>] = []
    /// How many requests wait for a slot.
    var queued: Int { queue.count }

    init(running: Int = WorkerPool.defaultJobs, waiting: Int = 16) {
        precondition(running >= 1 && waiting >= 0)
        self.running = running
        self.waiting = waiting
    }

    /// Runs `work` in a slot, off the actor, or returns `nil` at once when every slot and
    /// every place in the queue is taken.
    nonisolated func run<T: Sendable, E: Error>(_ work: @Sendable () throws(E) -> T) async throws(E) -> T? {
        guard await acquire() else { return nil }
        let result: Result<T, E>
        do {
            result = .success(try work())
        } catch {
            result = .failure(error)
        }
        await release()
        return try result.get()
    }

    /// Takes a slot, waiting in the queue when every slot is taken; `false` when the queue is full.
    func acquire() async -> Bool {
        if busy < running {
            busy += 1
            return true
        }
        guard queue.count < waiting else { return false }
        // The slot is handed over by `release`, which keeps `busy` as it is.
        await withCheckedContinuation { queue.append($0) }
        return true
    }

    /// Gives the slot back, to the first request waiting or to no one.
    func release() {
        if queue.isEmpty { busy -= 1 } else { queue.removeFirst().resume() }
    }
}
