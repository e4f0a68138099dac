#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Work spread on every core: the parallel picker reader's steps, each one call a thread.
enum CoreThreads {
    /// How many threads the work is spread on: one a core, at most 8.
    static let available: Int = {
        #if canImport(Glibc) || canImport(Darwin)
        return max(1, min(8, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
        #else
        return 1
        #endif
    }()

    /// Calls `body` for each of `0..<count`, each on a thread of its own (the caller's does 0, and any a thread
    /// could not be started for); returns once every call is done. Each call is given to its thread from the start
    /// (not taken in turn), so that the work is spread even when a thread starts late.
    /// - Complexity: `count` calls of `body`, at once.
    static func each(_ count: Int, _ body: @Sendable (Int) -> Void) {
        if count == 1 { return body(0) }
        withoutActuallyEscaping(body) { body in
            var started: [pthread_t] = []
            var left: [Int] = []
            for k in 1..<count {
                if let thread = DiskThreads.startThread({ body(k) }) { started.append(thread) } else { left.append(k) }
            }
            body(0)
            for k in left { body(k) }
            for thread in started { pthread_join(thread, nil) }
        }
    }
}
