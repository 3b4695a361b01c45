import ListshotFiles

extension WorkerPool {
    /// Makes `0..<count` on ``jobs`` workers and hands them to `consume` in order, as soon
    /// as each and all before it are made: the workers keep making while one of them
    /// consumes, and at most `window` outputs are made or being made but not yet consumed,
    /// however many there are (a worker ahead of that waits, its thread free).
    ///
    /// `consume` runs on whichever worker made the next output in order when no other is
    /// consuming, so calls never overlap and come in order; what it consumes into (an
    /// encoder, a file) needs no lock of its own.
    ///
    /// - Parameters:
    ///   - count: how many outputs.
    ///   - window: the most outputs made but not consumed, at least ``jobs``.
    ///   - makeWorker: one worker's state, made once per worker, on that worker.
    ///   - make: makes output `index`; its result must not depend on the worker.
    ///   - consume: takes output `index`; returns false to stop the run (no output is
    ///     consumed after it, and waiting workers make nothing more).
    /// - Returns: how many outputs were consumed: `count`, unless `consume` stopped the
    ///   run or the task was cancelled (the outputs consumed are then `0..<returned`).
    @discardableResult
    public func runInOrder<Worker, Output: Sendable>(
        _ count: Int, window: Int, makeWorker: @escaping @Sendable () -> Worker,
        make: @escaping @Sendable (inout Worker, _ index: Int) -> Output,
        consume: @escaping @Sendable (_ index: Int, Output) -> Bool
    ) async -> Int {
        precondition(window >= jobs, "the window (\(window)) must hold a frame for each of the \(jobs) jobs")
        let order = InOrder<Output>(window: window)
        await run(count, makeWorker: makeWorker) { worker, index in
            guard await order.waitForRoom(for: index) else { return false }
            return order.deposit(make(&worker, index), at: index, consume: consume)
        }
        return order.consumed
    }
}

/// The outputs made but not yet consumed, the workers waiting for room, and who consumes.
private final class InOrder<Output: Sendable>: Sendable {
    private typealias Waiter = (index: Int, resume: CheckedContinuation<Bool, Never>)

    private struct State {
        var ready: [Int: Output] = [:]
        /// How many outputs were consumed: the next to consume.
        var consumed = 0
        var consuming = false
        var stopped = false
        var waiting: [Waiter] = []

        /// The next output in order, and the right to consume it; nil (and the right given up)
        /// when it is not made yet or the run stopped.
        mutating func takeNext() -> (Int, Output)? {
            guard !stopped, let output = ready.removeValue(forKey: consumed) else { return release() }
            consuming = true
            return (consumed, output)
        }

        mutating func release() -> (Int, Output)? {
            consuming = false
            return nil
        }

        /// The waiters now within the window, or all of them once the run stopped.
        mutating func wake(window: Int) -> [Waiter] {
            let limit = stopped ? Int.max : consumed + window
            let woken = waiting.filter { $0.index < limit }
            waiting.removeAll { $0.index < limit }
            return woken
        }
    }
    private let window: Int
    private let state = Lock(State())

    init(window: Int) {
        self.window = window
    }

    var consumed: Int { state.withLock { $0.consumed } }

    /// Returns true when `index` is within the window, false when the run stopped.
    func waitForRoom(for index: Int) async -> Bool {
        await withCheckedContinuation { continuation in
            let answer: Bool? = state.withLock { state in
                if state.stopped { return false }
                if index < state.consumed + window { return true }
                state.waiting.append((index, continuation))
                return nil
            }
            if let answer { continuation.resume(returning: answer) }
        }
    }

    /// Keeps `output`, then, unless a worker already consumes, consumes every output ready
    /// in order. Returns false once the run stopped.
    ///
    /// Nothing here holds an output after it is consumed (`output` is taken, not borrowed,
    /// and each is let go before the next is consumed): what `consume` hands on after an
    /// output, a framebuffer to draw into again, is then its only copy.
    func deposit(_ output: consuming Output, at index: Int, consume: (Int, Output) -> Bool) -> Bool {
        var kept: Output? = consume output
        var next: (Int, Output)? = state.withLock { state in
            state.ready[index] = kept.take()
            return state.consuming ? nil : state.takeNext()
        }
        guard case .some = next else { return state.withLock { !$0.stopped } }
        while let (index, output) = next.take() {
            let goOn = consume(index, output)
            let (following, woken): ((Int, Output)?, [Waiter]) = state.withLock { state in
                state.consumed += 1
                if !goOn { state.stopped = true }
                let woken = state.wake(window: window)
                return (state.stopped ? state.release() : state.takeNext(), woken)
            }
            for waiter in woken { waiter.resume.resume(returning: goOn) }
            guard goOn else { return false }
            next = following
        }
        return true
    }
}
