/// The top pane as the tags of several of a host's files at once (`tagdeck tags a.md b.md c.md`): its first
/// section holds the tags every file has (*On all*), the others those only some have (*On some*).
///
/// What a move means follows from that: into the first section, the tag is added to every file that lacks it; out
/// of the top pane, it is taken off every file. A reorder in the top pane means nothing (each file keeps its own
/// order), and a tag cannot be put on *some* of the files by a move: those moves are refused at the drop, with one
/// line that says why, and a mouse drag over such a slot shows the chip back home, as outside the panes. A send
/// (Enter) puts a tag of the bottom pane or of *On some* at the end of *On all*; a new tag (`a`) goes there too.
///
/// Each chip of the top pane shows on how many of the files it is (`[rust 2/3]`, ``badge(_:)``), and the focus
/// line names them.
package struct SelectionRules: Sendable, Equatable {
    /// How many files are curated.
    package let files: Int
    /// What one is called (`note`).
    package let noun: String
    /// On how many of the files a tag is now.
    private let count: @Sendable (String) -> Int
    /// The names of the files a tag is on now.
    private let names: @Sendable (String) -> [String]

    /// Rules for `files` files called `noun`, a tag being on `count` of them, named by `names`.
    package init(files: Int, noun: String, count: @escaping @Sendable (String) -> Int,
                 names: @escaping @Sendable (String) -> [String]) {
        self.files = files
        self.noun = noun
        self.count = count
        self.names = names
    }

    /// Why the drop of `text` from `from` to `to` is refused, in one line; nil when it is taken.
    package func refusal(_ text: String, from: TagPath, to: TagPath) -> String? {
        guard to.pane == .top else { return nil }
        let all = "'\(text)' is on all \(TitleText.grouped(files)) \(noun)s"
        switch (from.pane, from.section == 0, to.section == 0) {
        case (.top, true, true), (.top, false, false):
            return "Not reordered: each of the \(TitleText.grouped(files)) \(noun)s keeps its own order"
        case (.top, true, false):
            return "\(all): send it out (Enter) to take it off them"
        case (.bottom, _, false):
            return "Drop it into the first section to add '\(text)' to every \(noun)"
        default:
            return nil
        }
    }

    /// Where a send (Enter) of the tag at `from` goes: the end of *On all* for a tag of the bottom pane or of *On
    /// some*; nil for a tag on all (it goes out, as any send).
    package func sendDestination(from: TagPath, board: Board) -> TagPath? {
        guard from.pane == .bottom || from.section > 0 else { return nil }
        return TagPath(.top, 0, board.count(.top, section: 0))
    }

    /// Where a new tag goes when it would go to `at`: the end of *On all* when `at` is in the top pane or the
    /// bottom one (where the files' tags are read, not added).
    package func addition(at: TagPath, board: Board) -> TagPath {
        guard at.pane == .bottom || at.section > 0 else { return at }
        return TagPath(.top, 0, board.count(.top, section: 0))
    }

    /// The chip's count: `2/3` (every file's count for a chip of *On all*, `onAll`: what the pane shows, before the
    /// files are written), its number right-aligned to the width of the files' own (the same width for every
    /// chip of the pane: ``badgeWidth``).
    package func badge(_ text: String, onAll: Bool) -> String {
        let n = String(onAll ? files : count(text)), total = String(files)
        return String(repeating: " ", count: max(0, total.count - n.count)) + n + "/" + total
    }

    /// The cells a chip's count takes, with the blank before it.
    package var badgeWidth: Int { 2 * String(files).count + 2 }

    /// The focus line's words for a tag of the top pane: `on 2 of 3: a.md, b.md`.
    package func described(_ text: String) -> String {
        let on = names(text)
        let shown = on.prefix(3).joined(separator: ", ") + (on.count > 3 ? ", …" : "")
        return "on \(TitleText.grouped(on.count)) of \(TitleText.grouped(files))" + (on.isEmpty ? "" : ": " + shown)
    }

    /// Two sets of rules are the same when they count the same number of files of the same kind.
    package static func == (lhs: SelectionRules, rhs: SelectionRules) -> Bool {
        lhs.files == rhs.files && lhs.noun == rhs.noun
    }
}
