import Dispatch
import Synchronization
import TagDeck

/// Runs a deck's ``DeckWork`` off the input path, on a queue of its own, one at a time. When it has news (the
/// result, or progress worth a new frame) ``descriptor`` becomes readable: the run loop waits on it beside the
/// terminal and passes ``take()`` to the deck.
final class WorkRunner: @unchecked Sendable {
    /// Readable when there is news (a byte each).
    var descriptor: Int32 { wake.descriptor }
    private let wake: WakePipe
    private let queue = DispatchQueue(label: "tagdeck.work")
    private struct State {
        var running = false
        var result: DeckWorkResult?
        var progress: Double?
        /// The last progress that was signalled: a new frame every percent at most.
        var signalled = -1.0
    }
    private let state = Mutex(State())

    /// Nil when no pipe can be made (then work runs in place).
    init?() {
        guard let wake = WakePipe() else { return nil }
        self.wake = wake
    }

    /// Whether work is running or its result waits to be taken.
    var isBusy: Bool { state.withLock { $0.running || $0.result != nil } }

    /// Starts `work` on the queue.
    func start(_ work: DeckWork) {
        state.withLock { $0 = State(running: true) }
        queue.async { [self] in
            let result = work.run { [self] fraction in
                let news = state.withLock { s -> Bool in
                    s.progress = fraction
                    guard fraction - s.signalled >= 0.01 else { return false }
                    s.signalled = fraction
                    return true
                }
                if news { wake.poke() }
            }
            state.withLock {
                $0.result = result
                $0.running = false
            }
            wake.poke()
        }
    }

    /// The progress since the last call, and the result once the work is done.
    func take() -> (progress: Double?, result: DeckWorkResult?) {
        wake.drain()
        return state.withLock { s in
            defer {
                s.progress = nil
                s.result = nil
            }
            return (s.progress, s.result)
        }
    }
}
