/// Where committed changes go. The files layer implements it; the core only calls it.
public protocol BoardPersistence: AnyObject {
    /// Whether each committed change is saved at once.
    var autosave: Bool { get }
    /// Saves the board. Returns a one-line message for the status line, and whether the board is now safe.
    func save(_ board: Board) -> SaveReport
}

/// What happened when the board was saved.
public struct SaveReport: Sendable, Equatable {
    /// True when the board's current state is stored somewhere safe (the file, or a sibling file).
    public var saved: Bool
    /// One line for the status line; empty for a quiet success.
    public var message: String

    public init(saved: Bool, message: String = "") {
        self.saved = saved
        self.message = message
    }
}
