#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Work spread on every core: the parallel picker reader's steps, each one call a thread.
enum WorkerThreads {
    /// How many threads the work is spread on: one a core, at most 8.
    static let available: Int = {
        #if canImport(Glibc) || canImport(Darwin)
        return max(1, min(8, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
        #else
        return 1
        #endif
    }()

    /// Calls `body` for each of `0..<count`, each on a thread of its own (the caller's among them); returns once
    /// every call is done. One call runs on the caller's thread alone.
    /// - Complexity: `count` calls of `body`, at once.
    static func each(_ count: Int, _ body: @Sendable (Int) -> Void) {
        if count == 1 { return body(0) }
        DiskThreads.run(count, threads: count, work: body, take: { _, _ in })
    }
}
