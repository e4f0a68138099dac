import CNcursesw
import TagDeck

/// The terminal front end: runs a ``Deck`` on a real terminal through ncurses.
///
/// Creating it checks the locale, `TERM` and the terminal without drawing anything; ``run(persistence:makeDeck:)``
/// takes over the screen and gives it back on every way out (quit, cancel, SIGINT/SIGTERM/SIGHUP).
public final class TerminalApp {
    private let screen: any RunLoopScreen

    /// Checks that tagdeck can run here.
    /// - Parameter useTTY: talk to `/dev/tty` rather than stdin/stdout, so these can be pipes (`tagdeck pick`).
    /// - Throws: ``TerminalError`` (exit status 2) for a locale that is not UTF-8, an unset, unknown or `dumb`
    ///   `TERM`, or no terminal at all. The screen is untouched.
    public init(useTTY: Bool) throws(TerminalError) {
        screen = try CursesTerminal(useTTY: useTTY)
    }

    /// Checks that tagdeck can run in `height` rows under the cursor (`--height`), on `/dev/tty`: the scrollback
    /// stays, no alternate screen, the rows are cleared on the way out.
    /// - Throws: ``TerminalError`` (exit status 2) as ``init(useTTY:)`` does, and when the terminal has fewer rows
    ///   than `minimumRows`.
    public init(height: RegionHeight, minimumRows: Int) throws(TerminalError) {
        screen = try InlineScreen(height: height, minimumRows: minimumRows)
    }

    /// Takes over the screen and runs the deck built by `makeDeck` (given the screen's columns and rows) until it
    /// finishes or a terminating signal arrives, performing its effects: saves through `persistence`, the bell,
    /// wake-ups. The terminal is restored before this returns.
    /// - Returns: how the deck finished (``DeckOutcome/signalled(_:)`` after a signal).
    /// - Throws: ``TerminalError`` when ncurses cannot start the screen.
    /// - Parameter announce: Called with every status-line message (`--announce`).
    /// - Parameter source: Candidates still arriving (the streaming picker): watched beside the terminal, and
    ///   passed to the deck as they come.
    /// - Parameter theme: The look; `NO_COLOR` still turns colour off.
    /// - Parameter watch: The board file's watcher: a change on disk is passed to the deck as it happens.
    /// - Parameter inbox: Events other threads send the deck (a folder read in the background), passed to it as
    ///   they come.
    /// - Parameter previews: Runs the preview commands the deck asks for (``DeckEffect/preview(_:)``); it posts
    ///   their output to `inbox`. Its command running is stopped on every way out.
    /// - Parameter first: Events for the deck before its first frame (candidates still to come), its effects
    ///   performed as every other event's.
    /// - Parameter afterFirstFrame: Called once the first frame is on screen, before any event is read: slow
    ///   starting work that the first frame need not wait for (reading the last run's undo history).
    public func run(persistence: (any BoardPersistence)?, announce: ((String) -> Void)? = nil,
                    source: (any CandidateSource)? = nil, tour: Bool = false, theme: Theme = .default,
                    watch: FileWatch? = nil, inbox: EventInbox? = nil, previews: PreviewRunner? = nil,
                    first: [DeckEvent] = [], afterFirstFrame: ((Deck) -> Void)? = nil,
                    makeDeck: (_ width: Int, _ height: Int) -> Deck) throws(TerminalError) -> DeckOutcome {
        let signals = SignalWatch()
        defer { signals.restore() }
        do {
            try screen.startScreen(theme: theme)
        } catch {
            screen.stopScreen()
            throw error
        }
        defer { screen.stopScreen() }

        let size = screen.deckSize
        let deck = makeDeck(size.width, size.height)
        let saver = persistence.flatMap(BackgroundSaver.init(persistence:))
        let runner = WorkRunner()
        let host = TerminalHost(persistence: persistence, saver: saver, runner: runner, wakeUp: deck.nextWakeup,
                                screen: screen, announce: announce, previews: previews)
        defer { previews?.stop() }
        // Every way out waits for the saves under way, and tells the deck how they went (a signal's recovery
        // file is written only for what they did not store).
        func finishSaves() {
            for (request, report) in saver?.finishAll() ?? [] { deck.dispatch(.saveFinished(request, report), to: host) }
        }
        if !deck.state.status.isEmpty { announce?(deck.state.status) }
        for event in first { deck.dispatch(event, to: host) }
        // The preview of what is focused first: the deck asks for it after an event (a tick that changes nothing
        // else, so the first frame is drawn here).
        if previews != nil && first.isEmpty {
            deck.dispatch(.tick, to: host)
            screen.draw(deck.render())
        }
        var lastTick: Double?
        var pendingAfterFirstFrame = afterFirstFrame
        // `tagdeck tour`: the deck plays itself until a key or a click.
        var player = tour ? Tour(deck: deck) : nil

        while true {
            if let sig = signals.termination {
                deck.dispatch(.terminate(signal: sig), to: host)
                screen.stopScreen()
                finishSaves()
                return .signalled(sig)
            }
            if let outcome = host.outcome {
                finishSaves()
                return outcome
            }
            if signals.takeSuspendRequest() {
                deck.dispatch(.suspend, to: host)
                screen.suspend(using: signals)
                screen.resetAfterSuspend()
                let size = screen.deckSize
                if size.width != deck.width || size.height != deck.height {
                    deck.dispatch(.input(.resize(width: size.width, height: size.height)), to: host)
                }
                screen.draw(deck.render())
                continue
            }
            if deck.needsRedraw { screen.draw(deck.render()) }
            if let after = pendingAfterFirstFrame {
                pendingAfterFirstFrame = nil
                let status = deck.state.status
                after(deck)
                if deck.state.status != status && !deck.state.status.isEmpty { announce?(deck.state.status) }
                continue
            }
            screen.startProbe(now: deck.clock.now)

            // A width probe in flight, and the tour's next step, wake the loop at their times at the latest.
            let due = [screen.probeDeadline, player?.nextDue, host.wakeUp].compactMap { $0 }.min()
            let timeout = FrameTiming.timeoutMilliseconds(now: deck.clock.now, wakeup: due, lastTick: lastTick)
            // While the tour plays, the terminal's events are held, for a key or a click among them to end it.
            let playing = player?.isPlaying == true
            var heldForTour: [InputEvent] = []
            let sourceFD = source?.descriptor
            let working = runner?.isBusy == true
            do {
                // The terminal, and what else may come: candidates still arriving, a file watched, saves written,
                // work done in the background, events from other threads, a signal (its handler writes to a pipe,
                // so one that came while a frame was drawn ends the wait at once). Wait on all, take what came,
                // then the keys without waiting.
                let others = [sourceFD, watch?.descriptor, saver?.descriptor, working ? runner?.descriptor : nil,
                              inbox?.descriptor, signals.descriptor >= 0 ? signals.descriptor : nil]
                let ready = screen.waitForInput(alsoOn: others.compactMap { $0 }, timeoutMilliseconds: timeout)
                // Whether the descriptor at `index` of `others` (when it is there) is readable.
                func isReady(_ index: Int) -> Bool {
                    guard others[index] != nil else { return false }
                    return ready.others[others[..<index].compactMap { $0 }.count]
                }
                // A signal: the loop's top acts on it.
                if isReady(5) { signals.drain() }
                // Before the saves' reports: a save's progress was posted before the save was done.
                if isReady(4), let inbox {
                    for event in inbox.take() { deck.dispatch(event, to: host) }
                }
                if isReady(2), let saver {
                    let (saves, reloads, fileChanged) = saver.takeFinished()
                    for (request, report) in saves { deck.dispatch(.saveFinished(request, report), to: host) }
                    for report in reloads { deck.dispatch(.reloaded(report ?? SaveReport.unchanged), to: host) }
                    if fileChanged { deck.dispatch(.fileChanged, to: host) }
                }
                if isReady(3), let runner {
                    let (progress, result) = runner.take()
                    if let progress { deck.dispatch(.workProgress(progress), to: host) }
                    if let result { deck.dispatch(.workFinished(result), to: host) }
                }
                if let source, isReady(0) {
                    let (texts, ended) = source.readAvailable()
                    // Lines that were all merged or skipped change nothing on screen.
                    if !texts.isEmpty || ended {
                        deck.dispatch(.candidates(texts, ended: ended, packed: source.takePackedRuns()), to: host)
                    }
                    if let notice = source.takeNotice() { deck.dispatch(.hostNotice(notice), to: host) }
                    if ended, case let missing = source.missingChosen, !missing.isEmpty {
                        deck.dispatch(.chosenMissing(missing), to: host)
                    }
                }
                if let watch, isReady(1), watch.drain() {
                    // Most often tagdeck's own save: the saver looks, off the input path, and says if it was not.
                    if let saver { saver.checkFile() } else { deck.dispatch(.fileChanged, to: host) }
                }
                // Each event goes to the deck as soon as the terminal's read has decoded it (a mouse report reaches
                // the board before the rest of the read is decoded); none after the deck finished or a signal came.
                var eventsRead = 0
                var stopped = false
                screen.readEvents(timeoutMilliseconds: 0) { event in
                    eventsRead += 1
                    if playing { return heldForTour.append(event) }
                    guard !stopped else { return }
                    // A resize: the screen has already forgotten what it drew (its reads do that).
                    deck.dispatch(.input(event), to: host)
                    stopped = host.outcome != nil || signals.termination != nil
                }
                if eventsRead == 0 && ready.terminal && signals.termination == nil && screen.hasHungUp {
                    signals.noteHangUp()
                    continue
                }
            }
            if screen.collectProbe(now: deck.clock.now) {
                // The probe wrote over a row, and some clusters may be drawn otherwise now: all of it again.
                host.perform(.redrawScreen)
                screen.draw(deck.render())
            }
            if playing, heldForTour.contains(where: \.endsTour) {
                // A key or a click ends the tour, and does nothing else.
                player?.interrupt(deck) { deck.dispatch(.input($0), to: host) }
                continue
            }
            for event in heldForTour {
                deck.dispatch(.input(event), to: host)
                if host.outcome != nil || signals.termination != nil { break }
            }
            let now = deck.clock.now
            player?.play(deck) { deck.dispatch(.input($0), to: host) }
            if FrameTiming.isDue(now: now, wakeup: host.wakeUp) {
                deck.dispatch(.tick, to: host)
                lastTick = now
            }
        }
    }
}

/// Candidates that keep arriving while the screen runs (the streaming picker): a descriptor the run loop waits
/// on beside the terminal, and a read of what has arrived.
public protocol CandidateSource: AnyObject {
    /// The non-blocking descriptor to wait on; nil once the input has ended.
    var descriptor: Int32? { get }
    /// Reads what is there now (a bounded amount, so that keys are never held up): the new candidates in input
    /// order, and whether the input ended.
    func readAvailable() -> (texts: [String], ended: Bool)
    /// The runs of candidates the source packed for good since the last call (``PickerStream/takePackedRuns()``),
    /// for the board to keep instead of its own copy of their texts.
    func takePackedRuns() -> [CandidateTexts]
    /// Once the input has ended: the chosen entries that were not among the candidates.
    var missingChosen: [String] { get }
    /// Something to say on the status line about the input (a limit reached), once: nil when there is nothing new.
    func takeNotice() -> String?
}

extension CandidateSource {
    /// Nothing to say (a source without limits).
    public func takeNotice() -> String? { nil }
}

extension InputEvent {
    /// Whether this event ends a tour: a key, a click, a paste, the wheel (not a resize, not motion).
    var endsTour: Bool {
        switch self {
        case .key, .press, .paste, .wheel: true
        case .drag, .release, .resize: false
        }
    }
}
