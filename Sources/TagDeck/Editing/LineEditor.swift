/// The line editor of a tag being added or renamed, in the status row: its text (a ``FilterLine``, with the same
/// editing keys) and what Enter will do with it.
public struct LineEditor: Equatable, Sendable {
    /// What the line is for, and so what Enter does.
    package enum Purpose: Equatable, Sendable {
        /// A new tag (or one per line of a paste) at this insertion index; `after` the focused chip, or before.
        case add(at: TagPath, after: Bool)
        /// The tag at this path, renamed.
        case rename(TagPath)
        /// A new section, its title typed here, inserted as section `at.section` of its pane.
        case newSection(at: SectionPath)
        /// The section at this path, retitled.
        case renameSection(SectionPath)
        /// A pane, retitled.
        case renamePane(PaneSide)

        var isAdd: Bool { if case .add = self { true } else { false } }
        /// Whether Enter adds something (a tag, a section) rather than renaming.
        var adds: Bool {
            switch self {
            case .add, .newSection: true
            case .rename, .renameSection, .renamePane: false
            }
        }
        var renamed: TagPath? { if case .rename(let p) = self { p } else { nil } }
    }

    /// What Enter will do with the text.
    package var purpose: Purpose
    /// The text being typed and its cursor.
    package var line: FilterLine
    /// Why Enter did not commit (shown until the next key).
    package var problem: String?

    /// An editor for `purpose`, starting with `text` (a rename starts with the old name).
    package init(purpose: Purpose, text: String = "") {
        self.purpose = purpose
        line = FilterLine(text)
    }

    /// The text typed.
    package var text: String { line.text }

    /// An editing key: the line changes, and the problem shown is forgotten.
    mutating func perform(_ edit: LineEdit) {
        problem = nil
        line.perform(edit)
    }

    /// Printable text typed at the cursor.
    mutating func type(_ text: String) {
        problem = nil
        line.insert(text)
    }

    /// The prompt before the text: `Add: `, `Rename 'Echo': `.
    func prompt(_ board: Board) -> String {
        switch purpose {
        case .add(_, let after): after ? "Add after: " : "Add before: "
        case .rename(let p): board.contains(p) ? "Rename '\(board[p].text)': " : "Rename: "
        case .newSection: "New section: "
        case .renameSection(let p): "Rename section '\(board[p.pane].sections[p.section].title)': "
        case .renamePane(let side): "Rename pane '\(board[side].title)': "
        }
    }
}
