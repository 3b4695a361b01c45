#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value behind a `pthread_mutex_t`: `Synchronization.Mutex`'s `withLock`, with a lock the
/// thread sanitizer sees.
///
/// On Linux, `Mutex` locks with atomics and futex calls compiled into the uninstrumented
/// `libswiftSynchronization.so`, so ThreadSanitizer sees neither the lock nor the unlock:
/// every value a `Mutex` guards and two threads touch is reported as a data race, in the
/// caller's own code (the closure passed to `withLock`), where no suppression can tell it
/// from a real race. `pthread_mutex_lock` and `pthread_mutex_unlock` are what TSan
/// intercepts, so with this lock the sanitizer knows what the lock orders, and still
/// reports an access made without it. Uncontended, either is one atomic operation.
///
/// Listshot's code locks with this type, never with `Mutex` (`Tests/Sanitizers/run thread`).
package final class Lock<Value: ~Copyable>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    package init(_ initialValue: consuming sending Value) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed: \(status)")
        value = initialValue
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value, holding the lock; as `Mutex.withLock`. Not reentrant.
    package func withLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
