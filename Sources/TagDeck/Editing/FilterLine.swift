/// The filter line being typed in the status row: its text and a cursor, with the usual line-editing keys.
public struct FilterLine: Equatable, Sendable {
    /// The text, as grapheme clusters (the cursor never splits one).
    package private(set) var characters: [Character]
    /// The cursor: an index into ``characters`` (its count at the end).
    package private(set) var cursor: Int

    /// A line holding `text`, the cursor at its end.
    package init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    /// The text typed.
    package var text: String { String(characters) }

    /// Inserts `text` at the cursor, leaving out control characters.
    package mutating func insert(_ text: String) {
        let clean = text.filter { ch in !ch.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) } }
        characters.insert(contentsOf: clean, at: cursor)
        cursor += clean.count
    }

    /// Backspace: the cluster before the cursor.
    package mutating func deleteBackward() {
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    /// Delete: the cluster at the cursor.
    package mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    /// Ctrl-W: the word before the cursor, and the blanks after it.
    package mutating func deleteWordBackward() {
        var start = cursor
        while start > 0 && characters[start - 1] == " " { start -= 1 }
        while start > 0 && characters[start - 1] != " " { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    /// Ctrl-U: everything.
    package mutating func clear() {
        characters = []
        cursor = 0
    }

    /// Left and Right: one cluster.
    package mutating func moveCursor(by delta: Int) { cursor = min(max(0, cursor + delta), characters.count) }

    /// Home and End.
    package mutating func moveCursorToEnd(_ end: Bool) { cursor = end ? characters.count : 0 }
}

extension FilterLine {
    /// Does `edit` to the line at its cursor.
    mutating func perform(_ edit: LineEdit) {
        switch edit {
        case .deleteBackward: deleteBackward()
        case .deleteForward: deleteForward()
        case .deleteWord: deleteWordBackward()
        case .clearLine: clear()
        case .cursorLeft: moveCursor(by: -1)
        case .cursorRight: moveCursor(by: 1)
        case .cursorHome: moveCursorToEnd(false)
        case .cursorEnd: moveCursorToEnd(true)
        }
    }
}
