/// How a deck's effects are performed through a ``DeckHost``: saves, reloads and work are handed to the host, and
/// an answer it gives at once is fed back as the next event; the last wake-up asked for is passed on once, after
/// everything else.
extension Deck {
    /// Runs ``update(_:)`` on `event` and performs its effects through `host`: saves, reloads and work are made
    /// and their answers fed back as events; the last wake-up asked for is passed on once, after everything else.
    public func dispatch(_ event: DeckEvent, to host: any DeckHost) {
        var queue = [event]
        var wakeUp: Double?
        while !queue.isEmpty {
            wakeUp = nil
            for effect in update(queue.removeFirst()) {
                if case .wakeUp(let due) = effect { wakeUp = due; continue }
                if let answer = EffectDispatch.perform(effect, through: host, deck: self) { queue.append(answer) }
            }
        }
        host.schedule(wakeUp: wakeUp)
    }
}

/// One effect performed through a host, for ``Deck/dispatch(_:to:)``.
enum EffectDispatch {
    /// Performs `effect` (of `deck`'s update) through `host`, and returns the event that answers it at once, if
    /// any: a save's report, a reload's, the result of work.
    static func perform(_ effect: DeckEffect, through host: any DeckHost, deck: Deck) -> DeckEvent? {
        switch effect {
        case .save(let request):
            // nil: the host saves in the background and reports later.
            return host.save(request).map { .saveFinished(request, $0) }
        case .reload(let board):
            // nil: nothing changed, or (a host that reloads in the background) the answer comes later. A host that
            // answers at once has answered: what waits for the answer (keys held while the host read its files)
            // need not wait on.
            if let report = host.reload(board) { return .reloaded(report) }
            return deck.state.files.saving.reloadsInBackground ? nil : .reloaded(.unchanged)
        case .undoKept(let board):
            if let report = host.undoKept(board) { return .reloaded(report) }
            return deck.state.files.saving.reloadsInBackground ? nil : .reloaded(.unchanged)
        case .work(let work):
            return host.startWork(work).map { .workFinished($0) }
        default:
            host.perform(effect)
            return nil
        }
    }
}
