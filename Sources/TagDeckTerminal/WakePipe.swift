#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pipe by which a background queue wakes the run loop: the queue pokes it, the run loop waits on
/// ``descriptor`` beside the terminal and drains it. Both ends are non-blocking and closed on exec.
final class WakePipe: @unchecked Sendable {
    /// Readable after a poke.
    let descriptor: Int32
    private let writeEnd: Int32
    /// The end ``poke()`` writes to, for a signal handler, which may only `write`.
    var writeDescriptor: Int32 { writeEnd }

    /// Nil when no pipe can be made.
    init?() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for fd in ends {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        descriptor = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(descriptor)
        close(writeEnd)
    }

    /// Makes ``descriptor`` readable (from any thread).
    func poke() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Reads every poke that is waiting.
    func drain() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while bytes.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    }
}
