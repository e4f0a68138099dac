/// What the deck asks of its board file: saves (autosave after a committed change, `s`, before quitting) and,
/// when the file changed on disk, a reload that merges those changes in. It holds what is saved and what is
/// waiting; the driver does the I/O (``DeckEffect/save(_:)``, ``DeckEffect/reload(_:)``) and reports back.
struct BoardFiling: Equatable {
    let policy: SavePolicy
    /// The revision last known to be saved.
    var savedRevision = 0
    /// The revision of the save asked for and not answered yet: autosave asks once per revision.
    private var pendingSave: Int?
    /// The file changed on disk during a drag: it is reloaded when the drag ends, never in the middle of it.
    private var reloadWaits = false
    /// A reload asked of a host that answers later (``DeckEvent/reloaded(_:)``): until then, what would change
    /// the board waits, so that the merge is made against the board shown.
    private(set) var isReloading = false
    /// Whether the host answers reloads later (``DeckOptions/backgroundWorkThreshold`` is set).
    var reloadsInBackground = false
    /// How far the save under way got, in the host's words (``DeckEvent/saveProgress(_:)``); nil once a save's
    /// report came after it.
    private(set) var saveProgress: String?

    init(policy: SavePolicy) {
        self.policy = policy
    }

    /// Whether committed changes are not stored yet (always false without a place to store them).
    func hasUnsavedChanges(_ state: DeckState) -> Bool { hasUnsavedChanges(revision: state.revision) }

    /// Whether committed changes up to `revision` are not stored yet (always false without a place to store them).
    func hasUnsavedChanges(revision: Int) -> Bool {
        if case .nowhere = policy { return false }
        return revision != savedRevision
    }

    /// Whether a save of the latest change was asked for and has not been answered yet (a background save).
    func isSavingLatest(_ state: DeckState) -> Bool { hasUnsavedChanges(state) && pendingSave == state.revision }

    /// A save now, or nil with the note that says there is nowhere to save.
    mutating func request(_ state: DeckState, _ reason: SaveReason) -> (effect: DeckEffect?, notes: StatusNotes) {
        if case .nowhere(let hint) = policy {
            return (nil, .info(hint))
        }
        pendingSave = state.revision
        return (.save(SaveRequest(board: state.board, revision: state.revision, reason: reason,
                                  history: state.history)), [])
    }

    /// After an input: a save of a committed change not saved yet (autosave), asked once per revision.
    mutating func autosave(_ state: DeckState) -> (effect: DeckEffect?, notes: StatusNotes) {
        guard policy == .autosave, state.revision != savedRevision, pendingSave != state.revision else {
            return (nil, [])
        }
        return request(state, .autosave)
    }

    /// The host says how far the save under way got: shown until a save's report comes. A word that comes when
    /// no save is under way is a late one, and ignored.
    mutating func progress(_ text: String) {
        if pendingSave != nil { saveProgress = text }
    }

    /// A save is done: notes it, shows a board it merged, says what happened.
    /// - Returns: whether the deck may now quit (a save before quitting that left nothing unsaved), what the
    ///   status line says of it after the merged board is shown; the merged board to show (the parent reloads it,
    ///   `BoardReload`), if any.
    mutating func saveFinished(_ scene: FilingScene, _ request: SaveRequest,
                               _ report: SaveReport) -> (mayQuit: Bool, notes: StatusNotes, reload: Board?) {
        // What the host said of its progress was of the save written (saves are written one at a time, in order).
        saveProgress = nil
        // An older save's report leaves a newer one under way (it was asked for while the older was written).
        if let pending = pendingSave, request.revision >= pending { pendingSave = nil }
        if report.saved { savedRevision = max(savedRevision, request.revision) }
        // The save merged changes made on disk: show the merged board, which is what the file now holds.
        let reload = report.merged.flatMap { request.revision == scene.revision && !scene.holding ? $0 : nil }
        var notes: StatusNotes = []
        if !report.message.isEmpty {
            // A merge or a conflict kept aside is news: it outweighs the focus line of the next key a while.
            notes.append(.message(report.message, isError: !report.saved, notice: report.saved))
        } else if request.reason == .explicit && report.saved {
            notes.append(.info("Saved"))
        }
        return (request.reason == .beforeQuit && report.saved && !hasUnsavedChanges(revision: scene.revision), notes, reload)
    }

    /// The file changed on disk: a reload now, or once the drag in progress ends.
    mutating func fileChanged(_ scene: FilingScene) -> DeckEffect? {
        guard !scene.holding, !scene.movingSection, !isReloading else {
            reloadWaits = true
            return nil
        }
        return startReload(scene)
    }

    private mutating func startReload(_ scene: FilingScene) -> DeckEffect {
        isReloading = reloadsInBackground
        return .reload(scene.board)
    }

    /// `u` with nothing left to undo in the deck's history, when the host keeps its edits past a quit
    /// (``DeckOptions/undoesKeptSteps``): the host is asked to undo the newest one it keeps, and answers as a
    /// reload does (what would change the board waits for it meanwhile). Nil for any other action.
    mutating func undoKept(_ action: DeckAction, _ state: DeckState) -> DeckEffect? {
        guard action == .sending(.undo), state.options.undoesKeptSteps, state.history.done.isEmpty, state.session == nil
        else { return nil }
        isReloading = reloadsInBackground
        return .undoKept(state.board)
    }

    /// After any event: the reload that waited for a drag to end, once it has.
    mutating func reloadIfWaiting(_ scene: FilingScene) -> DeckEffect? {
        guard reloadWaits, !scene.holding, !scene.movingSection, !isReloading else { return nil }
        reloadWaits = false
        return startReload(scene)
    }

    /// A reload is done: shows the merged board. When it differs from the file (a conflict kept ours, or changes
    /// not saved yet), the board counts as changed, so the next autosave writes it.
    /// The revision the board is at is `revision` (a reload does not change it).
    /// - Returns: the merged board to show (the parent reloads it first), whether the parent commits it as a
    ///   change (`CommitPath.Commit.merged`), and what the status line says after the reload's own notes.
    mutating func reloaded(revision: Int, _ report: SaveReport) -> (reload: Board?, commits: Bool, notes: StatusNotes) {
        isReloading = false
        if report.isUnchanged { return (nil, false, []) }
        if report.saved { savedRevision = revision }
        return (report.merged, !report.saved, report.message.isEmpty ? [] : .notice(report.message))
    }
}
