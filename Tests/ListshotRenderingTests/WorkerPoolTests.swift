#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListshotLock
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
}
