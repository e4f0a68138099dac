/// The notes a feature says on the status line, in order: none, one, or several.
///
/// Most events say one note or none: one is held inline, so saying it allocates nothing beyond its text (a list of
/// one would allocate a buffer per message, on every step of a drag); only a second note makes a list. Written as
/// an array literal (`.info("Dropped …")`, `[]`) or as the one note it holds (`.info("Dropped …")`).
public struct StatusNotes: Equatable, Sendable, Sequence, ExpressibleByArrayLiteral {
    /// None, one inline, or two and more (never fewer than two in `many`, so that equal notes are stored alike).
    private enum Storage: Equatable, Sendable {
        case none
        case one(StatusNote)
        case many([StatusNote])
    }

    private var storage: Storage

    /// No note.
    package init() { storage = .none }

    /// One note.
    package init(_ note: StatusNote) { storage = .one(note) }

    /// The notes of `list`, in order.
    package init(_ list: [StatusNote]) {
        switch list.count {
        case 0: storage = .none
        case 1: storage = .one(list[0])
        default: storage = .many(list)
        }
    }

    public init(arrayLiteral notes: StatusNote...) { self.init(notes) }

    /// Whether nothing is said.
    package var isEmpty: Bool { if case .none = storage { true } else { false } }

    /// How many notes are said.
    package var count: Int {
        switch storage {
        case .none: 0
        case .one: 1
        case .many(let list): list.count
        }
    }

    /// The last note said, if any.
    package var last: StatusNote? {
        switch storage {
        case .none: nil
        case .one(let note): note
        case .many(let list): list.last
        }
    }

    /// The notes as a list.
    package var list: [StatusNote] {
        switch storage {
        case .none: []
        case .one(let note): [note]
        case .many(let list): list
        }
    }

    /// The note at `index` (0 for the first).
    package subscript(index: Int) -> StatusNote {
        switch storage {
        case .none: preconditionFailure("no note at \(index)")
        case .one(let note): precondition(index == 0, "no note at \(index)"); return note
        case .many(let list): return list[index]
        }
    }

    /// Says `note` after the others.
    package mutating func append(_ note: StatusNote) {
        switch storage {
        case .none: storage = .one(note)
        case .one(let first): storage = .many([first, note])
        case .many(var list):
            storage = .none
            list.append(note)
            storage = .many(list)
        }
    }

    /// Says `notes` after the others.
    package mutating func append(contentsOf notes: StatusNotes) {
        switch notes.storage {
        case .none: return
        case .one(let note): append(note)
        case .many(let list):
            switch storage {
            case .none: storage = .many(list)
            case .one(let first): storage = .many([first] + list)
            case .many(var mine):
                storage = .none
                mine.append(contentsOf: list)
                storage = .many(mine)
            }
        }
    }

    /// Says `rhs` after `lhs`.
    package static func += (lhs: inout StatusNotes, rhs: StatusNotes) { lhs.append(contentsOf: rhs) }

    /// `lhs`, then `rhs`.
    package static func + (lhs: StatusNotes, rhs: StatusNotes) -> StatusNotes {
        var both = lhs
        both.append(contentsOf: rhs)
        return both
    }

    /// The notes in order, none of them copied into a list.
    public func makeIterator() -> UnfoldSequence<StatusNote, (StatusNotes, Int)> {
        sequence(state: (self, 0)) { position in
            let (notes, index) = position
            guard index < notes.count else { return nil }
            position.1 = index + 1
            return notes[index]
        }
    }

    // The one note, as `StatusNote`'s makers make it.
    /// An informative message.
    package static func info(_ text: String) -> StatusNotes { StatusNotes(.info(text)) }
    /// A problem: the deck rings the bell for it.
    package static func problem(_ text: String) -> StatusNotes { StatusNotes(.problem(text)) }
    /// Where the focus is; a fresh notice outweighs it.
    package static func hint(_ text: String) -> StatusNotes { StatusNotes(.hint(text)) }
    /// News that outweighs hints a while.
    package static func notice(_ text: String) -> StatusNotes { StatusNotes(.notice(text)) }
    /// An informative message, said only when the status line does not say it already.
    package static func infoUnlessShown(_ text: String) -> StatusNotes { StatusNotes(.infoUnlessShown(text)) }
}
