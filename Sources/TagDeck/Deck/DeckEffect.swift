/// Something the deck asks its driver to do. ``Deck/update(_:)`` changes the state and returns these; it
/// performs no I/O itself. The terminal run loop and the headless driver perform them the same way, through
/// ``Deck/dispatch(_:to:)``.
public enum DeckEffect: Equatable, Sendable {
    /// Store the board. The driver answers with ``DeckEvent/saveFinished(_:_:)``.
    case save(SaveRequest)
    /// The file changed on disk: merge it with this board (ours). The driver answers with
    /// ``DeckEvent/reloaded(_:)``, or not at all when the file holds what was last read or written.
    case reload(Board)
    /// `u` found nothing to undo in the deck's history, and the host keeps its edits past a quit
    /// (``DeckOptions/undoesKeptSteps``): undo the newest step it keeps. The driver answers as a reload does, with
    /// ``DeckEvent/reloaded(_:)`` (the board as the files are then, and what was done or why not).
    case undoKept(Board)
    /// End the session with this outcome.
    case finish(DeckOutcome)
    /// A message for the status line was set (for anything that follows what happens: an announcer, a log).
    case announce(String)
    /// Ring the terminal bell: a key was refused.
    case bell
    /// Repaint every cell of the screen, not only what changed (Ctrl-L, after another program wrote over it).
    case redrawScreen
    /// Call the deck again with ``DeckEvent/tick`` at this clock time. Without this effect the driver
    /// waits for input only: an idle deck does not wake up.
    case wakeUp(at: Double)
    /// Run this work (``DeckWork/run(progress:)``), on a thread of its own if the driver can, and answer with
    /// ``DeckEvent/workFinished(_:)``; ``DeckEvent/workProgress(_:)`` meanwhile keeps the progress line moving.
    /// Only asked for when ``DeckOptions/backgroundWorkThreshold`` is set.
    case work(DeckWork)
    /// Run this preview command off the input path, after stopping the one asked for before (its whole process
    /// group), and answer with ``DeckEvent/previewOutput(_:)`` as its output comes; nil: only stop it (the area was
    /// hidden, nothing is focused). Only asked for with a preview in the options.
    case preview(PreviewRequest?)
}

/// Why a save was asked for, which decides what its report leads to.
public enum SaveReason: Equatable, Sendable {
    /// After a committed change, with autosave on.
    case autosave
    /// `s`: say "Saved" on success.
    case explicit
    /// `s` at the quit prompt: quit when it worked.
    case beforeQuit
}

/// A board to store, as it was at a revision.
public struct SaveRequest: Equatable, Sendable {
    /// The board to store.
    public var board: Board
    /// The deck's change counter when the request was made: the revision that is safe once it succeeds.
    public var revision: Int
    /// Why the save was asked for, which decides what its report leads to.
    public var reason: SaveReason
    /// The undo history that goes with the board, kept beside the file so that undo works across runs.
    public var history: UndoHistory

    /// A request to store `board` as it was at `revision`.
    public init(board: Board, revision: Int, reason: SaveReason, history: UndoHistory = UndoHistory()) {
        self.board = board
        self.revision = revision
        self.reason = reason
        self.history = history
    }
}

/// What a deck reacts to.
public enum DeckEvent: Equatable, Sendable {
    /// A key, a mouse report or a resize.
    case input(InputEvent)
    /// The clock reached a wake-up the deck asked for (``DeckEffect/wakeUp(at:)``).
    case tick
    /// Ctrl-Z: the terminal is handed back to the shell. A drag in progress is cancelled (the mouse button
    /// may be released elsewhere).
    case suspend
    /// A terminating signal arrived (SIGINT, SIGTERM, SIGHUP): cancel any drag and finish.
    case terminate(signal: Int32)
    /// A save the deck asked for is done.
    case saveFinished(SaveRequest, SaveReport)
    /// The board file changed on disk (a watcher saw it): reload it, merged with the board, now or once the drag
    /// in progress ends.
    case fileChanged
    /// A reload the deck asked for is done: the merged board, whether the file holds it, what to say.
    case reloaded(SaveReport)
    /// The picker's input ended, and these chosen entries (`--chosen`) were not among its candidates.
    case chosenMissing([String])
    /// New candidates arrived on the picker's input (in input order, each new to the board); `ended`: the input
    /// is over.
    /// `packed`: runs of candidates whose texts the stream packed for good, for the board to keep instead of its
    /// own copy (`TagList.shareTexts(_:near:)`).
    case candidates([String], ended: Bool, packed: [CandidateTexts] = [])
    /// How far the work out (``DeckEffect/work(_:)``) got, 0 to 1: the progress line says so.
    case workProgress(Double)
    /// The work out is done: the state it led to. The events held meanwhile are handled next, in order.
    case workFinished(DeckWorkResult)
    /// What the host has read so far of the files behind the tags it counts (``DeckOptions/tagUsage``;
    /// `tagdeck tags`: the folder's notes, read after the first frame): tags met for the first time join the end
    /// of the bottom pane, and the status line shows how far the reading got. Once it is finished the deck asks
    /// for a reload (``DeckEffect/reload(_:)``), by which the host gives the board it would show now (the full
    /// vocabulary in its sections); `r` and `d` wait for it (see ``ReadingNews``).
    case reading(ReadingNews)
    /// How far the save under way got, in words (`Renaming 'a' to 'b'… 340 of 930 notes`): the status line shows
    /// it until the save's report comes. Ignored when no save is under way.
    case saveProgress(String)
    /// Something the host says on the status line, as a notice (a limit it reached reading its input, said on
    /// standard error too: `tagdeck pick`'s memory limit).
    case hostNotice(String)
    /// What the preview command asked for (``DeckEffect/preview(_:)``) wrote, and how it ended: shown in the area when
    /// it answers the request out.
    case previewOutput(PreviewOutput)

    /// Whether this is a save's report.
    var isSaveReport: Bool {
        if case .saveFinished = self { return true }
        return false
    }

    /// Whether this brings tags to the end of the bottom pane (candidates, or tags met reading a host's files).
    var bringsTags: Bool {
        switch self {
        case .candidates, .reading: true
        default: false
        }
    }
}

/// How a tagdeck session ended.
public enum DeckOutcome: Sendable, Equatable {
    /// `q` in the editor (after saving or discarding), or accept in the picker.
    case quit
    /// Cancelled (picker: Escape with nothing dragged).
    case cancelled
    /// Stopped by a terminating signal.
    case signalled(Int32)

    /// The process exit status for this ending.
    public var exitStatus: ExitStatus {
        switch self {
        case .quit: .success
        case .cancelled: .cancelled
        case .signalled(let n): .signal(n)
        }
    }
}

/// What performs a deck's effects: the terminal run loop, or the headless driver.
public protocol DeckHost: AnyObject {
    /// Stores the board and returns what happened; or starts storing it in the background and returns nil, then
    /// answers with ``DeckEvent/saveFinished(_:_:)`` once it is done. A background host may coalesce requests
    /// (the latest board wins), answering only the one that was written.
    func save(_ request: SaveRequest) -> SaveReport?
    /// Reads the board file again after a change on disk and merges it with `ours`; nil when it holds what was
    /// last read or written (tagdeck's own save).
    func reload(_ ours: Board) -> SaveReport?
    /// Undoes the newest change the store keeps past a quit (``DeckEffect/undoKept(_:)``), as ``reload(_:)``
    /// answers: at once, or later with ``DeckEvent/reloaded(_:)``.
    func undoKept(_ ours: Board) -> SaveReport?
    /// Performs every other effect: finish, announce, bell.
    func perform(_ effect: DeckEffect)
    /// Runs `work` and returns its result at once (the default: on the calling thread), or starts it on a thread
    /// of its own and returns nil, then answers with ``DeckEvent/workFinished(_:)`` (and, meanwhile,
    /// ``DeckEvent/workProgress(_:)``).
    func startWork(_ work: DeckWork) -> DeckWorkResult?
    /// Called once at the end of every dispatch: the clock time of the next ``DeckEvent/tick``, or nil to wait
    /// for input only.
    func schedule(wakeUp: Double?)
}

extension DeckHost {
    /// A host whose store keeps nothing past a quit.
    public func undoKept(_ ours: Board) -> SaveReport? { SaveReport(saved: true, message: "Nothing to undo") }

    /// Runs `work` on the calling thread: a host that needs no progress line.
    public func startWork(_ work: DeckWork) -> DeckWorkResult? { work.run() }
}
