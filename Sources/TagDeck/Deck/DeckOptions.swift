/// How tagdeck behaves: timings, motion and the role it plays.
public struct DeckOptions: Sendable, Equatable {
    /// What `q` and Escape mean.
    public enum Mode: Sendable, Equatable {
        /// Editing a board: `q` quits (asking first when changes are unsaved).
        case editor
        /// `tagdeck pick`: `q` accepts the top pane; Escape with nothing dragged cancels.
        case picker
    }

    /// How long a press must be held on a chip before it lifts without moving (seconds).
    public var pressDelay: Double = 0.2
    /// The glide of a dropped chip into its slot in the same pane (seconds).
    public var settleDuration: Double = 0.15
    /// The flight of a chip to the other pane, or back to its origin on cancel (seconds).
    public var flyDuration: Double = 0.25
    /// Two clicks on one chip within this interval are a double click (seconds).
    public var doubleClickInterval: Double = 0.4
    /// Make every animation instant.
    public var reducedMotion: Bool = false
    /// What `q` and Escape mean: an editor, or a picker.
    public var mode: Mode = .editor
    /// Smallest screen tagdeck draws on; below it, a message asks for more room.
    public var minimumWidth: Int = 20
    /// Rows below which the too-small message shows.
    public var minimumHeight: Int = 8
    /// A filter that must match at least this many tags is matched on every core off the input path, its matches
    /// shown as they come (a first key on a big board; on such a board also a narrowing key while a fifth of this
    /// many are shown); less is matched at once (narrowing as the query grows).
    public var filterChunkThreshold: Int = 500_000
    /// Tags matched per tick on such a board.
    public var filterChunk: Int = 125_000
    /// From how many tags an action is done off the input path (``DeckWork``): marking every chip shown, lifting,
    /// dropping or sending a bundle, undoing or redoing one. Nil (the default): always at once, in
    /// ``Deck/update(_:)``, for a host that does not run ``DeckEffect/work(_:)``. A host that sets it also reloads
    /// in the background: it may answer ``DeckEffect/reload(_:)`` later, and then always does (with
    /// ``SaveReport/unchanged`` when the file holds what was last read or written); until then, keys that would
    /// change the board wait.
    public var backgroundWorkThreshold: Int?
    /// Whether the terminal cursor follows the focus (`--no-cursor` hides it).
    public var showsCursor: Bool = true
    /// A line of text above the panes (`tagdeck pick --header`).
    public var header: String?
    /// A filter to start with (`--query`), kept as if typed and confirmed with Enter.
    public var initialQuery: String?
    /// The key bindings: rebinding a key is a change to this table.
    public var keyMap: KeyMap = .standard
    /// The top pane's share of the rows to start with (`--split`); nil: the panes are sized by their content.
    public var split: Double?
    /// The picker's chosen entries that are not among the candidates are dropped, not set aside
    /// (`--drop-missing`).
    public var dropsMissing: Bool = false
    /// The look (`--theme`, or `theme` in the config file).
    public var theme: Theme = .auto
    /// What the deck draws around its panes: the status line, the help and the too-small message (all of it
    /// for `tagdeck`; a host may leave them out).
    public var chrome: DeckChrome = .all
    /// What the host knows of each tag beyond the board: how many of its files use it (`tagdeck tags`: notes).
    /// With it, the focus line names the count, `r` renames a tag in every file and merges it into one that
    /// exists, and `d` removes a tag from every file, each after a question (see ``Question``); the host's save
    /// report says when its files are written. A host that reads its files after the first frame says how far it
    /// got with ``DeckEvent/reading(_:)``, and `r` and `d` wait for it.
    public var tagUsage: TagUsage?
    /// The top pane as the tags of several files at once (`tagdeck tags a.md b.md`: *On all* and *On some*), and
    /// what moves mean there (see ``SelectionRules``); nil (the default): the top pane is one list.
    package var selection: SelectionRules?
    /// Whether the host keeps its edits past a quit (`tagdeck tags`): `u` with nothing to undo asks it to undo the
    /// newest one it keeps (``DeckEffect/undoKept(_:)``).
    public var undoesKeptSteps = false
    /// How tags that are lines of input show and are searched (`tagdeck pick`): tabs, control characters, bytes
    /// that are not UTF-8, colours and fields (see ``LineDisplay``). Nil (the default): a tag shows as its text.
    /// A host that sets it makes its tags' texts with ``LineText`` and their widths as the display measures them.
    package var lineDisplay: LineDisplay?
    /// A command whose output shows the focused tag beside or under the panes (`--preview`), and where (see
    /// ``DeckEffect/preview(_:)``); nil (the default): no preview.
    package var preview: PreviewOptions?

    /// The defaults of `tagdeck` itself.
    public init() {}
}

/// How many of a host's files use a tag, and what one is called (`note`): see ``DeckOptions/tagUsage``.
public struct TagUsage: Sendable, Equatable {
    /// What one of the host's files is called, for the status line: `note` gives `in 3 notes`.
    public let noun: String
    private let count: @Sendable (String) -> Int
    /// How many of the files write a tag in their text (a note's body, `#tag`), when the host counts it.
    package let inline: (@Sendable (String) -> Int)?
    /// Where a tag sent into the bottom pane with no slot to go back to lands, on the board before the send
    /// (`tagdeck tags`: in the section its count names); nil, or a slot the board cannot take: the pane's end.
    package var landing: (@Sendable (String, Board) -> TagPath?)?

    /// Usage counted by `count`, the files called `noun`.
    public init(noun: String, count: @escaping @Sendable (String) -> Int) {
        self.noun = noun
        self.count = count
        inline = nil
    }

    /// Usage counted by `count`, of which `inline` write the tag in their text: the focus line says both.
    package init(noun: String, count: @escaping @Sendable (String) -> Int, inline: @escaping @Sendable (String) -> Int) {
        self.noun = noun
        self.count = count
        self.inline = inline
    }

    /// `in 12 notes`, and with the files that write it in their text, `in 12 notes (3 inline)`.
    package func described(_ tag: String) -> String {
        let n = count(tag)
        guard let inline, case let k = inline(tag), k > 0 else { return phrase(n) }
        return phrase(n) + " (\(k == n ? "all" : TitleText.grouped(k)) inline)"
    }

    /// How many files use `tag` now.
    public func count(of tag: String) -> Int { count(tag) }

    /// `in 3 notes`, `in 1 note`.
    public func phrase(_ n: Int) -> String { "in \(TitleText.grouped(n)) \(noun)\(n == 1 ? "" : "s")" }

    /// Two usages are the same when they name the same files (their counting functions are not compared).
    public static func == (lhs: TagUsage, rhs: TagUsage) -> Bool { lhs.noun == rhs.noun }
}
