#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListshotFiles
import ListshotRendering
import Testing

/// Issue 23: the one pool that frames and docs images run on.
@Suite struct WorkerPoolTests {
    @Test(arguments: [1, 2, 7])
    func everyJobRunsOnceWithItsWorkersOwnState(jobs: Int) async {
        let ran = Lock([Int: Int]())
        let workers = Lock(0)
        await WorkerPool(jobs: jobs).run(50, makeWorker: { workers.withLock { $0 += 1 }; return 0 }) { count, index in
            count += 1
            ran.withLock { $0[index, default: 0] += 1 }
            return true
        }
        #expect(ran.withLock { $0 } == Dictionary(uniqueKeysWithValues: (0..<50).map { ($0, 1) }))
        #expect(workers.withLock { $0 } == min(jobs, 50))
    }

    /// The other worker finishes the job it holds and claims no other.
    @Test func noJobIsClaimedAfterOneStopsTheRun() async {
        let ran = Lock(Set<Int>())
        await WorkerPool(jobs: 2).run(10, makeWorker: {}) { _, index in
            ran.withLock { _ = $0.insert(index) }
            if index != 0 { usleep(20_000) }
            return index != 0
        }
        #expect(ran.withLock { $0 }.isSubset(of: [0, 1]))
    }

    @Test func noJobsMakeNoWorkers() async {
        let workers = Lock(0)
        await WorkerPool(jobs: 4).run(0, makeWorker: { workers.withLock { $0 += 1 } }) { _, _ in true }
        #expect(workers.withLock { $0 } == 0)
    }

    /// Issue 25: an animation's frames are drawn on every worker and encoded in order by
    /// one at a time, never more than the window drawn and not yet encoded.
    @Test(arguments: [(1, 1), (2, 3), (4, 5), (7, 7)])
    func inOrderOutputsAreConsumedInOrderWithinTheWindow(jobs: Int, window: Int) async {
        struct Counts { var unconsumed = 0, mostUnconsumed = 0, consuming = 0, order: [Int] = [] }
        let counts = Lock(Counts())
        let consumed = await WorkerPool(jobs: jobs).runInOrder(60, window: window, makeWorker: {}) { _, index in
            counts.withLock { $0.unconsumed += 1; $0.mostUnconsumed = max($0.mostUnconsumed, $0.unconsumed) }
            if index % 5 == 0 { usleep(2_000) }  // some outputs take longer, so later ones wait
            return index * 10
        } consume: { index, output in
            counts.withLock { $0.consuming += 1 }
            #expect(counts.withLock { $0.consuming } == 1, "consume calls overlap")
            #expect(output == index * 10)
            if index % 7 == 0 { usleep(1_000) }
            counts.withLock { $0.consuming -= 1; $0.unconsumed -= 1; $0.order.append(index) }
            return true
        }
        #expect(consumed == 60)
        #expect(counts.withLock { $0.order } == Array(0..<60))
        #expect(counts.withLock { $0.mostUnconsumed } <= window, "jobs \(jobs)")
    }

    /// Nothing is consumed after a `consume` that stops the run, not even an output made
    /// after it (11, late here: a busy machine once made the full suite see 12 consumed),
    /// and workers waiting for room make nothing more.
    @Test func aConsumeThatStopsEndsTheInOrderRun() async {
        let made = Lock(Set<Int>())
        let consumed = await WorkerPool(jobs: 3).runInOrder(100, window: 4, makeWorker: {}) { _, index in
            made.withLock { _ = $0.insert(index) }
            if index == 11 { usleep(50_000) }
            return index
        } consume: { index, _ in index != 10 }
        #expect(consumed == 11)
        #expect(made.withLock { $0.max()! } < 10 + 4)
    }

    /// Nothing in the pool holds an output once the next is consumed, so what `consume`
    /// hands on (an animation's framebuffer, drawn into again) is its only copy: a copy
    /// held cost a 5 MB copy of the frame when it was drawn into (issue 25: 31,000 page
    /// faults instead of 9,000 for 586 frames on 2 workers).
    @Test func anOutputIsLetGoOnceTheNextIsConsumed() async {
        final class Output: Sendable {}
        final class Watch: @unchecked Sendable { weak var output: Output? }
        let watches = Lock([Int: Watch]())
        let held = Lock([Int]())
        await WorkerPool(jobs: 3).runInOrder(300, window: 4, makeWorker: {}) { _, index in
            if index % 3 == 0 { usleep(300) }
            let output = Output()
            let watch = Watch()
            watch.output = output
            watches.withLock { $0[index] = watch }
            return output
        } consume: { index, _ in
            if index > 0, watches.withLock({ $0[index - 1]!.output }) != nil { held.withLock { $0.append(index - 1) } }
            if index % 5 == 0 { usleep(200) }
            return true
        }
        #expect(held.withLock { $0 }.isEmpty, "outputs still held after the next was consumed: \(held.withLock { $0 }.prefix(10))")
    }
}

