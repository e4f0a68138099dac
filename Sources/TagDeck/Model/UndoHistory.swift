/// Committed moves that can be undone and redone. A cancelled drag records nothing.
public struct UndoHistory: Equatable, Sendable {
    public private(set) var done: [Move] = []
    public private(set) var undone: [Move] = []

    public init() {}

    /// Records a committed move and forgets what could be redone.
    public mutating func record(_ move: Move) {
        guard !move.isIdentity else { return }
        done.append(move)
        undone.removeAll()
    }

    /// The move that undoes the last committed one, and remembers it for redo.
    public mutating func popUndo() -> Move? {
        guard let move = done.popLast() else { return nil }
        undone.append(move)
        return move.inverse
    }

    /// The move to redo, and remembers it as done again.
    public mutating func popRedo() -> Move? {
        guard let move = undone.popLast() else { return nil }
        done.append(move)
        return move
    }

    public var canUndo: Bool { !done.isEmpty }
    public var canRedo: Bool { !undone.isEmpty }
}
