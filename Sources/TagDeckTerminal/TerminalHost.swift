import TagDeck

/// Performs a deck's effects on the terminal: saves through the background saver, the bell and repaints on the
/// screen, the outcome and the next wake-up kept for the run loop.
final class TerminalHost: DeckHost {
    private let persistence: (any BoardPersistence)?
    private let saver: BackgroundSaver?
    private let runner: WorkRunner?
    private let screen: any RunLoopScreen
    private(set) var outcome: DeckOutcome?
    private(set) var wakeUp: Double?

    private let announce: ((String) -> Void)?
    private let previews: PreviewRunner?

    init(persistence: (any BoardPersistence)?, saver: BackgroundSaver?, runner: WorkRunner?, wakeUp: Double?,
         screen: any RunLoopScreen, announce: ((String) -> Void)?, previews: PreviewRunner?) {
        self.previews = previews
        self.persistence = persistence
        self.saver = saver
        self.runner = runner
        self.wakeUp = wakeUp
        self.screen = screen
        self.announce = announce
    }

    /// Saves in the background when it can (the report comes back through the run loop), else at once.
    func save(_ request: SaveRequest) -> SaveReport? {
        if let saver {
            saver.save(request)
            return nil
        }
        return persistence?.save(request.board, history: request.history)
            ?? SaveReport(saved: false, message: "Nowhere to save")
    }

    /// Reloads in the background when it can (the report comes back through the run loop, always), else at once.
    func reload(_ ours: Board) -> SaveReport? {
        guard let saver else { return persistence?.reload(ours) ?? .unchanged }
        saver.reload(ours)
        return nil
    }

    /// Undoes the newest change the store keeps past a quit on the saver's queue, after the saves asked for (its
    /// answer comes back through the run loop, as a reload's), else at once.
    func undoKept(_ ours: Board) -> SaveReport? {
        guard let saver else { return persistence?.undoKept(ours) ?? SaveReport(saved: true, message: "Nothing to undo") }
        saver.undoKept(ours)
        return nil
    }

    /// Runs work on the runner's queue (its result comes back through the run loop), else at once.
    func startWork(_ work: DeckWork) -> DeckWorkResult? {
        guard let runner else { return work.run() }
        runner.start(work)
        return nil
    }

    func perform(_ effect: DeckEffect) {
        switch effect {
        case .finish(let ending): outcome = ending
        case .bell: screen.bell()
        case .redrawScreen: screen.invalidate()
        case .announce(let message): if !message.isEmpty { announce?(message) }
        case .preview(let request): previews?.run(request)
        case .save, .reload, .undoKept, .wakeUp, .work: break
        }
    }

    func schedule(wakeUp due: Double?) { wakeUp = due }
}
