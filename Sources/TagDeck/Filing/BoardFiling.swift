/// What the deck asks of its board file: saves (autosave after a committed change, `s`, before quitting) and,
/// when the file changed on disk, a reload that merges those changes in. It holds what is saved and what is
/// waiting; the driver does the I/O (``DeckEffect/save(_:)``, ``DeckEffect/reload(_:)``) and reports back.
final class BoardFiling {
    unowned let controller: BoardController
    let policy: SavePolicy
    /// The revision last known to be saved.
    private(set) var savedRevision = 0
    /// The revision of the save asked for and not answered yet: autosave asks once per revision.
    private var pendingSave: Int?
    /// The file changed on disk during a drag: it is reloaded when the drag ends, never in the middle of it.
    private var reloadWaits = false

    init(controller: BoardController, policy: SavePolicy) {
        self.controller = controller
        self.policy = policy
    }

    /// Whether committed changes are not stored yet (always false without a place to store them).
    var hasUnsavedChanges: Bool {
        if case .nowhere = policy { return false }
        return controller.revision != savedRevision
    }

    /// Whether a save of the latest change was asked for and has not been answered yet (a background save).
    var isSavingLatest: Bool { hasUnsavedChanges && pendingSave == controller.revision }

    /// A save now, or nil after saying there is nowhere to save.
    func request(_ reason: SaveReason) -> DeckEffect? {
        if case .nowhere(let hint) = policy {
            controller.setStatus(hint, isError: false)
            return nil
        }
        pendingSave = controller.revision
        return .save(SaveRequest(board: controller.board, revision: controller.revision, reason: reason,
                                 history: controller.history))
    }

    /// After an input: a save of a committed change not saved yet (autosave), asked once per revision.
    func autosave() -> DeckEffect? {
        guard policy == .autosave, controller.revision != savedRevision, pendingSave != controller.revision else {
            return nil
        }
        return request(.autosave)
    }

    /// A save is done: notes it, shows a board it merged, says what happened.
    /// - Returns: whether the deck may now quit (a save before quitting that left nothing unsaved).
    func saveFinished(_ request: SaveRequest, _ report: SaveReport) -> Bool {
        pendingSave = nil
        if report.saved { savedRevision = request.revision }
        // The save merged changes made on disk: show the merged board, which is what the file now holds.
        if let merged = report.merged, request.revision == controller.revision, controller.session == nil {
            BoardReload.reload(controller, with: merged)
        }
        if !report.message.isEmpty {
            // A merge or a conflict kept aside is news: it outweighs the focus line of the next key a while.
            controller.setStatus(report.message, isError: !report.saved, notice: report.saved)
        } else if request.reason == .explicit && report.saved {
            controller.setStatus("Saved", isError: false)
        }
        return request.reason == .beforeQuit && report.saved && !hasUnsavedChanges
    }

    /// The file changed on disk: a reload now, or once the drag in progress ends.
    func fileChanged() -> DeckEffect? {
        guard controller.session == nil, !controller.mode.isMovingSection else {
            reloadWaits = true
            return nil
        }
        return .reload(controller.board)
    }

    /// After any event: the reload that waited for a drag to end, once it has.
    func reloadIfWaiting() -> DeckEffect? {
        guard reloadWaits, controller.session == nil, !controller.mode.isMovingSection else { return nil }
        reloadWaits = false
        return .reload(controller.board)
    }

    /// A reload is done: shows the merged board. When it differs from the file (a conflict kept ours, or changes
    /// not saved yet), the board counts as changed, so the next autosave writes it.
    func reloaded(_ report: SaveReport) {
        if let merged = report.merged { BoardReload.reload(controller, with: merged) }
        if report.saved {
            savedRevision = controller.revision
        } else {
            CommitPath.commit(.merged, to: controller)
        }
        if !report.message.isEmpty { controller.setStatus(report.message, isError: false, notice: true) }
    }
}
