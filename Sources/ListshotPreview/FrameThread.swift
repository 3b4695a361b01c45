#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread of its own for drawing frames, off Swift's cooperative pool.
///
/// Drawing a frame takes a core for as long as it takes (a second or more for a large scene)
/// without suspending. Done on the cooperative pool, which has one thread a core, a frame per
/// core would leave no thread for anything else: the page, a 400, the slot counter that
/// answers 503s and `/events` would all wait for a frame to end (issue 33, item 5). Each
/// ``RenderSlots`` slot draws on a thread started here, which ends when the slot has no more
/// work; its stack is 8 MiB, what the main thread has by default, whatever `ulimit -s` says.
enum FrameThread {
    /// The stack size of a frame's thread.
    static let stackSize = 8 << 20

    /// Runs `body` on a new detached thread; on the calling thread, once it ends, when the
    /// process cannot start one (out of threads or memory): late, rather than never.
    static func start(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Body(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(&thread, &attributes, { pointer in
            #if canImport(Darwin)
            let body = Unmanaged<Body>.fromOpaque(pointer).takeRetainedValue()
            #else
            let body = Unmanaged<Body>.fromOpaque(pointer!).takeRetainedValue()
            #endif
            body.run()
            return nil
        }, box)
        if status != 0 {
            Unmanaged<Body>.fromOpaque(box).release()
            body()
        }
    }

    /// The closure, as a reference `pthread_create` can pass.
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
