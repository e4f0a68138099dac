/// What a host has read so far of the files behind the tags it counts (``DeckOptions/tagUsage``; `tagdeck tags`:
/// the notes of the folder), for ``DeckEvent/reading(_:)``.
///
/// A host that reads its files after the first frame sends one of these now and then as it goes (a few dozen a
/// second at most), and a last one with ``isFinished`` once its counts are complete. Several may be merged into
/// one when the deck is slower than the host.
public struct ReadingNews: Equatable, Sendable {
    /// Tags met for the first time since the last news, in the order met. The deck adds those it does not show
    /// yet at the end of the bottom pane.
    public var tags: [String]
    /// How many files are read.
    public var read: Int
    /// How many files there are to read; nil while they are still being found.
    public var total: Int?
    /// Whether every file is read: the host's counts are complete, and a reload gives the board to show.
    public var isFinished: Bool

    /// News of `read` files read of `total`, with the tags first met since the last news.
    public init(tags: [String] = [], read: Int, total: Int?, isFinished: Bool = false) {
        self.tags = tags
        self.read = read
        self.total = total
        self.isFinished = isFinished
    }

    /// This news followed by `later`: its tags after these, its counts instead of these (a host's inbox merges
    /// the news the deck has not taken yet).
    package mutating func merge(_ later: ReadingNews) {
        tags += later.tags
        read = later.read
        total = later.total
        isFinished = later.isFinished
    }
}

/// The deck's side of a host reading its files after the first frame (``DeckEvent/reading(_:)``): how far it got,
/// for the status line, and the keys that wait for it.
///
/// `r` and `d` rename or remove a tag in every file (with ``DeckOptions/tagUsage``): their question says in how
/// many files, and they must reach every file that has the tag, so they need every file read, and the board the
/// host shows once it has read them (a tag's place in the bottom pane changes then). While the host reads, a key
/// bound to either waits, and every input event after it waits too, in order (the status line says
/// `· 1 key waits`); they are handled once the full board is shown. Every other key is taken at once, and a resize
/// always is.
struct FolderReading: Equatable {
    /// Where the reading is.
    enum Phase: Equatable {
        /// No reading under way (or never any).
        case idle
        /// Files are being read: `read` of `total` (nil while they are still being found).
        case reading(read: Int, total: Int?)
        /// Every file is read and the board the host would show now is asked for: the answers of `reloads` reloads
        /// are still to come (a reload already out is answered before the one asked for).
        case awaitingBoard(reloads: Int)
    }

    private(set) var phase = Phase.idle
    /// Input events that came after a key that waits, oldest first.
    private(set) var held: [DeckEvent] = []

    /// Whether the host is reading, or every file is read and its board is not shown yet.
    var isUnderWay: Bool { phase != .idle }

    /// Whether `event` waits for the reading (then it is kept, to be handled after): a key bound to `r` or `d`
    /// while browsing, and every input event after one, but a resize.
    mutating func holds(_ event: DeckEvent, mode: DeckMode, keyMap: KeyMap) -> Bool {
        guard isUnderWay, case .input(let input) = event else { return false }
        if case .resize = input { return false }
        if held.isEmpty {
            guard mode.keyContext == .browsing, case .key(let key) = input,
                  let action = keyMap.action(for: key, in: .browsing), action.traits.waitsForTheFolder
            else { return false }
        }
        held.append(event)
        return true
    }

    /// News of the reading, once the parent added the tags met to the end of the bottom pane
    /// (`StreamingCandidates.unseen`): once every file is read, the board the host would show now
    /// (`scene.board`) is asked for (a reload, now or after the drag in progress), unless the session is ending
    /// (`asking` false).
    /// - Returns: the reload to ask for now, if any.
    mutating func receive(_ news: ReadingNews, _ scene: FilingScene, filing: inout BoardFiling,
                          asking: Bool) -> DeckEffect? {
        if case .awaitingBoard = phase { return nil }
        guard news.isFinished else {
            phase = .reading(read: news.read, total: news.total)
            return nil
        }
        guard asking else { return nil }
        // A reload already out is answered first; the one asked for here comes after it.
        let reloadsOut = filing.isReloading ? 1 : 0
        let reload = filing.fileChanged(scene)
        phase = .awaitingBoard(reloads: reloadsOut + 1)
        return reload
    }

    /// A reload was answered. Returns the events that waited, once the board asked for is in.
    mutating func reloaded() -> [DeckEvent] {
        guard case .awaitingBoard(let reloads) = phase else { return [] }
        guard reloads <= 1 else {
            phase = .awaitingBoard(reloads: reloads - 1)
            return []
        }
        phase = .idle
        defer { held = [] }
        return held
    }

    /// The progress, as the status line says it beside the message: `Reading notes… 3,400 of 10,000 · 1 key
    /// waits`; nil when no reading is under way. `noun` is what one file is called (`note`).
    func progressLine(noun: String) -> String? {
        var line: String
        switch phase {
        case .idle: return nil
        case .reading(let read, let total):
            line = "Reading \(noun)s… \(TitleText.grouped(read))" + (total.map { " of \(TitleText.grouped($0))" } ?? "")
        case .awaitingBoard: line = "Sorting the tags of every \(noun)…"
        }
        let keys = held.count
        if keys > 0 { line += " · \(keys) \(keys == 1 ? "key waits" : "keys wait")" }
        return line
    }
}
