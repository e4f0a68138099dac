import TagDeck
import TagDeckNotes
import TagDeckTesting
import XCTest

/// What the tests of `tagdeck tags` without a terminal share: a deck on a note, and the keys of a rename.
extension HeadlessDriver {
    /// A deck on the note at `path` (100x30, no animation), its folder read as the program reads it, and its store.
    static func onNote(_ path: String, syntax: NoteSyntax = .standard) throws -> (HeadlessDriver, NotePersistence) {
        let store = NotePersistence(path: path, syntax: syntax)
        guard case .success(let board) = store.load() else { throw XCTSkip("the note did not load") }
        var options = DeckOptions()
        options.reducedMotion = true
        options.tagUsage = store.usage
        let d = HeadlessDriver(board: board, width: 100, height: 30, options: options, persistence: store)
        d.readFolder(of: store)
        return (d, store)
    }

    /// Focuses the note's first tag, opens the rename, erases `erasing` characters, types `text` and presses Enter:
    /// the question comes next.
    func typeRenameOfFirstTag(erasing: Int, to text: String) {
        key(.character("l"))
        key(.character("h"))
        key(.character("r"))
        for _ in 0..<erasing { key(.backspace) }
        type(text)
        key(.enter)
    }
}
