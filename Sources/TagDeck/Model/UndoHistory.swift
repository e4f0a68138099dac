/// Committed changes that can be undone and redone. A cancelled drag records nothing.
public struct UndoHistory: Equatable, Sendable {
    package private(set) var done: [BoardChange] = []
    package private(set) var undone: [BoardChange] = []

    /// The most steps kept: past it, the oldest are forgotten.
    package static let limit = 1_000

    /// An empty history.
    public init() {}

    /// A history as it was saved: `done` oldest first, `undone` in the order redo takes them back (last first).
    /// Past ``limit``, the oldest steps are left out.
    package init(done: [BoardChange], undone: [BoardChange]) {
        self.done = Array(done.suffix(Self.limit))
        self.undone = Array(undone.suffix(Self.limit))
    }

    /// Records a committed change and forgets what could be redone.
    package mutating func record(_ change: BoardChange) {
        guard !change.isIdentity else { return }
        done.append(change)
        if done.count > Self.limit { done.removeFirst(done.count - Self.limit) }
        undone.removeAll()
    }

    /// Forgets the last committed change without undoing it (the caller has taken it back, or records it again
    /// as part of a larger one).
    package mutating func dropLast() { _ = done.popLast() }

    /// Records a committed move.
    package mutating func record(_ move: Move) { record(.move(move)) }

    /// The change that undoes the last committed one, and remembers it for redo.
    package mutating func popUndo() -> BoardChange? {
        guard let change = done.popLast() else { return nil }
        undone.append(change)
        return change.inverse
    }

    /// The change to redo, and remembers it as done again.
    package mutating func popRedo() -> BoardChange? {
        guard let change = undone.popLast() else { return nil }
        done.append(change)
        return change
    }

    /// Whether there is a change to undo.
    public var canUndo: Bool { !done.isEmpty }
    /// Whether there is an undone change to redo.
    package var canRedo: Bool { !undone.isEmpty }
}
