import CNcursesw
import Synchronization

/// The last terminating signal received (0: none), set from the signal handler.
private let pendingTermination = Atomic<Int32>(0)
/// Whether Ctrl-Z (SIGTSTP) arrived and the program should suspend.
private let pendingSuspend = Atomic<Bool>(false)

private func recordTermination(_ signal: Int32) {
    pendingTermination.store(signal, ordering: .relaxed)
}

private func recordSuspend(_ signal: Int32) {
    pendingSuspend.store(true, ordering: .relaxed)
}

/// Catches SIGINT, SIGTERM, SIGHUP and SIGTSTP with handlers that only set a flag (no `SA_RESTART`, so a
/// blocking read returns), for the run loop to act on. Installed before ncurses starts, so ncurses keeps its
/// own handlers (which would exit or suspend behind tagdeck's back) out of the way.
final class SignalWatch {
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    private var saved: [Int32: sigaction] = [:]

    init() {
        // Touch the flags now: their lazy initialisation must not first run inside a handler.
        pendingTermination.store(0, ordering: .relaxed)
        pendingSuspend.store(false, ordering: .relaxed)
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
}
