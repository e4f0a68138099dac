import Dispatch
import Synchronization
import TagDeck
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the board file off the input path: a save request (a snapshot of the board, cheap as a value) is
/// serialized and written on a queue of its own, so keys and animations go on while a big board is written.
/// One save is written at a time; the requests that come meanwhile are coalesced, the latest winning
/// (``SaveQueue``). When one is done, ``descriptor`` becomes readable: the run loop waits on it beside the
/// terminal and passes ``takeFinished()`` to the deck. A change on disk that the file watch saw is looked at
/// here too (``checkFile()``), as it is most often this saver's own write: the main thread reads nothing.
///
/// The persistence is only ever touched on the queue: saves there, and reloads (``reload(_:)``) wait their turn
/// on it, so a reload never reads a file half-way through being replaced, nor races the record of what was
/// written last.
final class BackgroundSaver: @unchecked Sendable {
    /// Readable when a save finished (a byte per save).
    var descriptor: Int32 { wake.descriptor }
    private let wake: WakePipe
    private let persistence: any BoardPersistence
    private let queue = DispatchQueue(label: "tagdeck.save")
    private struct State {
        var saves = SaveQueue()
        var finished: [(SaveRequest, SaveReport)] = []
        /// Reloads done, in order: each one's report (nil: the file held what was last read or written).
        var reloads: [SaveReport?] = []
        /// A check of the file on disk found a change someone else made.
        var changedOnDisk = false
    }
    private let state = Mutex(State())

    /// Nil when no pipe can be made (then saves are made in place, as before).
    init?(persistence: any BoardPersistence) {
        guard let wake = WakePipe() else { return nil }
        self.wake = wake
        self.persistence = persistence
    }

    /// Whether a save is being written or waits.
    var isBusy: Bool { state.withLock { !$0.saves.isIdle } }

    /// Starts writing `request`, or lets it wait (coalesced) behind the save being written.
    func save(_ request: SaveRequest) {
        if let start = state.withLock({ $0.saves.submit(request) }) { startWriting(start) }
    }

    private func startWriting(_ request: SaveRequest) {
        queue.async { [self] in
            let report = persistence.save(request.board, history: request.history)
            let next = state.withLock { state -> SaveRequest? in
                let (written, next) = state.saves.finish()
                state.finished.append((written ?? request, report))
                return next
            }
            wake.poke()
            if let next { startWriting(next) }
        }
    }

    /// Looks at the file on the queue (after the save being written, if any): when someone else changed it,
    /// ``takeFinished()`` says so next.
    /// - Complexity: O(n) in the file size, on the queue.
    func checkFile() {
        queue.async { [self] in
            guard persistence.hasChangedOnDisk() else { return }
            state.withLock { $0.changedOnDisk = true }
            wake.poke()
        }
    }

    /// The saves finished since the last call, oldest first, each with the request it answers; the reloads
    /// done (``reload(_:)``); and whether a check (``checkFile()``) found the file changed by someone else since
    /// the last call.
    func takeFinished() -> (saves: [(SaveRequest, SaveReport)], reloads: [SaveReport?], fileChanged: Bool) {
        wake.drain()
        return state.withLock { state in
            defer {
                state.finished = []
                state.reloads = []
                state.changedOnDisk = false
            }
            return (state.finished, state.reloads, state.changedOnDisk)
        }
    }

    /// Reads the file again and merges it with `ours` (see ``BoardPersistence/reload(_:)``) on the queue, after
    /// the save being written, if any: a merge of a million tags never holds up the input. ``takeFinished()``
    /// gives its report.
    func reload(_ ours: Board) {
        queue.async { [self] in
            let report = persistence.reload(ours)
            state.withLock { $0.reloads.append(report) }
            wake.poke()
        }
    }

    /// Undoes the newest change the persistence keeps past a quit (``BoardPersistence/undoKept(_:)``) on the queue,
    /// after the save being written, if any: its report comes with the reloads' (``takeFinished()``), as it
    /// answers as a reload does.
    func undoKept(_ ours: Board) {
        queue.async { [self] in
            let report = persistence.undoKept(ours)
            state.withLock { $0.reloads.append(report) }
            wake.poke()
        }
    }

    /// Waits until every save asked for is written (quitting, or a signal), then returns them all.
    func finishAll() -> [(SaveRequest, SaveReport)] {
        var all: [(SaveRequest, SaveReport)] = []
        repeat {
            queue.sync {}
            all += takeFinished().saves
        } while isBusy
        return all
    }
}
