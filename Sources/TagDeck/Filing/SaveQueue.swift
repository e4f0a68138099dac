/// The order of background saves: one is written at a time; requests that come while it is written wait in one
/// slot, where the latest replaces the one before (it holds every change the earlier one held). A request for the
/// revision being written adds nothing to write, only its reason (a save before quitting). A pure value: the
/// terminal's background saver keeps one under its lock, and the headless driver one of its own.
package struct SaveQueue: Sendable, Equatable {
    /// The request being written, if any.
    package private(set) var writing: SaveRequest?
    /// The request written next, if any.
    package private(set) var waiting: SaveRequest?

    package init() {}

    /// Whether nothing is being written or waits.
    package var isIdle: Bool { writing == nil && waiting == nil }

    /// Takes a request.
    /// - Returns: the request to start writing now (the queue was idle), or nil when it waits or was merged.
    package mutating func submit(_ request: SaveRequest) -> SaveRequest? {
        guard let current = writing else {
            writing = request
            return request
        }
        if waiting == nil && current.revision == request.revision {
            writing?.reason = Self.stronger(current.reason, request.reason)
            return nil
        }
        var next = request
        if let older = waiting { next.reason = Self.stronger(older.reason, request.reason) }
        waiting = next
        return nil
    }

    /// The request being written is done.
    /// - Returns: the request that was written (what the report answers), and the request to start writing
    ///   next, if one waits.
    package mutating func finish() -> (written: SaveRequest?, next: SaveRequest?) {
        let written = writing
        writing = waiting
        waiting = nil
        return (written, writing)
    }

    /// Of two reasons, the one whose report matters more: quitting, then a save asked for, then an autosave.
    static func stronger(_ a: SaveReason, _ b: SaveReason) -> SaveReason {
        func rank(_ r: SaveReason) -> Int {
            switch r {
            case .autosave: 0
            case .explicit: 1
            case .beforeQuit: 2
            }
        }
        return rank(b) >= rank(a) ? b : a
    }
}
