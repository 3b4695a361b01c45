import Dispatch
import ListshotFiles
import Testing

@Suite struct LockTests {
    /// Every increment from every thread is counted: the lock excludes. Under
    /// `Tests/Sanitizers/run thread` this also checks that TSan sees the lock (it reported
    /// each of these increments as a race when they were behind `Synchronization.Mutex`).
    @Test func incrementsFromManyThreadsAreAllCounted() {
        final class Counter: @unchecked Sendable { var value = 0 }
        let counter = Counter()
        let lock = Lock(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<2_000 {
                lock.withLock { locked in
                    locked += 1
                    counter.value += 1  // guarded by the lock, though not stored in it
                }
            }
        }
        #expect(lock.withLock { $0 } == 16_000)
        #expect(lock.withLock { _ in counter.value } == 16_000)
    }

    /// Guards a noncopyable value, and rethrows the body's error with its type.
    @Test func guardsANoncopyableValueAndRethrowsTypedErrors() {
        struct Handle: ~Copyable { var uses = 0 }
        struct Refused: Error, Equatable {}
        let lock = Lock(Handle())
        #expect(lock.withLock { handle in handle.uses += 1; return handle.uses } == 1)
        #expect(throws: Refused()) {
            try lock.withLock { (handle) throws(Refused) -> Int in
                handle.uses += 1
                throw Refused()
            }
        }
        #expect(lock.withLock { $0.uses } == 2)  // the throwing body's change stays; the lock is free again
    }
}
