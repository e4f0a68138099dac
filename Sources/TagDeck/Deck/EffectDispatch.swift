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
                switch effect {
                case .save(let request):
                    // nil: the host saves in the background and reports later.
                    if let report = host.save(request) { queue.append(.saveFinished(request, report)) }
                case .reload(let board):
                    // nil: nothing changed, or (a host that reloads in the background) the answer comes later. A
                    // host that answers at once has answered: what waits for the answer (keys held while the host
                    // read its files) need not wait on.
                    if let report = host.reload(board) {
                        queue.append(.reloaded(report))
                    } else if !filing.reloadsInBackground {
                        queue.append(.reloaded(.unchanged))
                    }
                case .work(let work): if let result = host.startWork(work) { queue.append(.workFinished(result)) }
                case .wakeUp(let due): wakeUp = due
                default: host.perform(effect)
                }
            }
        }
        host.schedule(wakeUp: wakeUp)
    }
}
