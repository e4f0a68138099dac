import Synchronization
import TagDeck

/// Events that other threads of the host send the deck while it runs: the news of a folder read in the
/// background (``DeckEvent/reading(_:)``), how far a save got (``DeckEvent/saveProgress(_:)``). A thread posts
/// them; the run loop waits on ``descriptor`` beside the terminal, and dispatches them in the order they were
/// posted, before the saves' reports that came meanwhile (so that a save's last progress never follows its report).
///
/// News piles up in one piece while the run loop is busy: reading news merged (``ReadingNews/merge(_:)``), the
/// latest progress of a save instead of the one before.
public final class EventInbox: @unchecked Sendable {
    /// Readable when events wait (a byte a post).
    var descriptor: Int32 { wake.descriptor }
    private let wake: WakePipe
    private let waiting = Mutex<[DeckEvent]>([])

    /// Nil when no pipe can be made.
    public init?() {
        guard let wake = WakePipe() else { return nil }
        self.wake = wake
    }

    /// Leaves `event` for the run loop (from any thread).
    public func post(_ event: DeckEvent) {
        waiting.withLock { events in
            switch (events.last, event) {
            case (.reading(var earlier)?, .reading(let later)):
                earlier.merge(later)
                events[events.count - 1] = .reading(earlier)
            case (.saveProgress?, .saveProgress):
                events[events.count - 1] = event
            case (.previewOutput(var earlier)?, .previewOutput(let later)) where earlier.serial == later.serial:
                earlier.merge(later)
                events[events.count - 1] = .previewOutput(earlier)
            default:
                events.append(event)
            }
        }
        wake.poke()
    }

    /// The events posted since the last call, oldest first.
    func take() -> [DeckEvent] {
        wake.drain()
        return waiting.withLock { events in
            defer { events = [] }
            return events
        }
    }
}
