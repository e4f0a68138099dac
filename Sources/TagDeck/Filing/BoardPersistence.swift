/// Where committed changes are stored. The files layer implements it; drivers call it to perform a
/// ``DeckEffect/save(_:)``. The core never calls it.
public protocol BoardPersistence: AnyObject {
    /// Whether each committed change is saved at once.
    var autosave: Bool { get }
    /// Saves the board. Returns a one-line message for the status line, and whether the board is now safe.
    func save(_ board: Board) -> SaveReport
    /// Saves the board and keeps its undo history with it, for undo across runs.
    func save(_ board: Board, history: UndoHistory) -> SaveReport
    /// Reads the file again after it changed on disk and merges it with `ours` (the board in memory); nil when
    /// it holds what was last read or written. The report's `merged` is the board to show, `saved` whether the
    /// file holds it.
    func reload(_ ours: Board) -> SaveReport?
    /// Whether the file holds something other than what was last read or written (a reload would find a change).
    /// - Complexity: O(n) in the file size: it reads and hashes the file.
    func hasChangedOnDisk() -> Bool
    /// Undoes the newest change it keeps past a quit (``DeckEffect/undoKept(_:)``): the report's `merged` is the
    /// board to show then, its message what was done or why not.
    func undoKept(_ ours: Board) -> SaveReport
}

extension BoardPersistence {
    /// Saves the board with its undo history; stores that keep no history save the board alone.
    public func save(_ board: Board, history: UndoHistory) -> SaveReport { save(board) }

    /// Stores that never change behind tagdeck's back have nothing to reload.
    public func reload(_ ours: Board) -> SaveReport? { nil }

    /// Stores that never change behind tagdeck's back never change on disk.
    public func hasChangedOnDisk() -> Bool { false }

    /// Stores that keep nothing past a quit have nothing more to undo.
    public func undoKept(_ ours: Board) -> SaveReport { SaveReport(saved: true, message: "Nothing to undo") }

    /// The deck's save policy for this persistence.
    public var savePolicy: SavePolicy { autosave ? .autosave : .onRequest }
}

/// What happened when the board was saved.
public struct SaveReport: Sendable, Equatable {
    /// True when the board's current state is stored somewhere safe (the file, or a sibling file).
    public var saved: Bool
    /// One line for the status line; empty for a quiet success.
    public var message: String
    /// The board as saved, when the file had changed on disk and the save merged those changes in: the deck
    /// shows it from now on.
    public var merged: Board?

    /// The answer to a reload that found the file as it was last read or written: nothing to show or say.
    public static let unchanged = SaveReport(saved: false)

    /// Whether this is ``unchanged``.
    public var isUnchanged: Bool { !saved && message.isEmpty && merged == nil }

    /// A report: whether the board was stored, what to say, and the merged board if the save merged one.
    public init(saved: Bool, message: String = "", merged: Board? = nil) {
        self.saved = saved
        self.message = message
        self.merged = merged
    }
}
