import CNcursesw
import Synchronization

/// The last terminating signal received (0: none), set from the signal handler.
private let pendingTermination = Atomic<Int32>(0)
/// Whether Ctrl-Z (SIGTSTP) arrived and the program should suspend.
private let pendingSuspend = Atomic<Bool>(false)
/// The write end of the pipe a handler wakes the run loop through (-1: none).
private let wakeWriter = Atomic<Int32>(-1)

private func recordTermination(_ signal: Int32) {
    pendingTermination.store(signal, ordering: .relaxed)
    wakeRunLoop()
}

private func recordSuspend(_ signal: Int32) {
    pendingSuspend.store(true, ordering: .relaxed)
    wakeRunLoop()
}

/// Makes the wake pipe readable (`write` is safe in a signal handler), so that a signal that arrives while a frame
/// is drawn, before the loop waits, still ends the wait at once.
private func wakeRunLoop() {
    let fd = wakeWriter.load(ordering: .relaxed)
    guard fd >= 0 else { return }
    var byte: UInt8 = 1
    _ = write(fd, &byte, 1)
}

/// Catches SIGINT, SIGTERM, SIGHUP and SIGTSTP with handlers that only set a flag (no `SA_RESTART`, so a
/// blocking read returns), for the run loop to act on. Installed before ncurses starts, so ncurses keeps its
/// own handlers (which would exit or suspend behind tagdeck's back) out of the way.
final class SignalWatch {
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    private var saved: [Int32: sigaction] = [:]
    /// The pipe the handlers write a byte to: the run loop waits on it with the terminal.
    private let wake = WakePipe()

    /// What the run loop waits on beside the terminal: readable once a signal has come (-1 when the pipe could
    /// not be made: the loop then learns of a signal when its wait is interrupted).
    var descriptor: Int32 { wake?.descriptor ?? -1 }

    /// Empties the wake pipe, once the loop has seen what woke it.
    func drain() { wake?.drain() }

    init() {
        // Touch the flags now: their lazy initialisation must not first run inside a handler.
        pendingTermination.store(0, ordering: .relaxed)
        pendingSuspend.store(false, ordering: .relaxed)
        wakeWriter.store(wake?.writeDescriptor ?? -1, ordering: .relaxed)
        for sig in Self.terminating { install(sig, recordTermination) }
        install(SIGTSTP, recordSuspend)
    }

    private func install(_ sig: Int32, _ handler: @convention(c) (Int32) -> Void, saving: Bool = true) {
        var old = sigaction()
        if tagdeck_install_signal_handler(sig, handler, &old) == 0 && saving { saved[sig] = old }
    }

    /// Records a hang-up found without a signal (the terminal vanished while SIGHUP was ignored).
    func noteHangUp() { pendingTermination.store(SIGHUP, ordering: .relaxed) }

    /// The terminating signal received, if any.
    var termination: Int32? {
        let sig = pendingTermination.load(ordering: .relaxed)
        return sig == 0 ? nil : sig
    }

    /// Whether a suspend was requested; clears the request.
    func takeSuspendRequest() -> Bool {
        pendingSuspend.exchange(false, ordering: .relaxed)
    }

    /// Stops this process until it is continued (`fg`), with the default SIGTSTP action, then catches it again.
    func suspendProcess() {
        _ = tagdeck_default_signal_handler(SIGTSTP)
        raise(SIGTSTP)
        install(SIGTSTP, recordSuspend, saving: false)
        _ = pendingSuspend.exchange(false, ordering: .relaxed)
    }

    /// Puts back the handlers that were there before. After a terminating signal, those signals are ignored
    /// instead: the process is on its way out, and a second SIGTERM must not kill it before the unsaved
    /// changes are written.
    func restore() {
        let stopping = termination != nil
        for (sig, old) in saved {
            if stopping && Self.terminating.contains(sig) {
                _ = tagdeck_ignore_signal(sig)
                continue
            }
            var action = old
            _ = tagdeck_restore_signal_handler(sig, &action)
        }
        saved = [:]
    }

    deinit { wakeWriter.store(-1, ordering: .relaxed) }
}
