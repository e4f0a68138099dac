import TagDeck

/// What ``TerminalApp``'s run loop draws on and reads from: the whole screen through ncurses
/// (``CursesTerminal``), or a region of rows under the cursor drawn with plain escape sequences (`InlineScreen`,
/// `--height`). The loop itself (signals, saves, the picker's input, the file watch, the tour) is the same.
protocol RunLoopScreen: AnyObject {
    /// Takes over the terminal (the signals are the loop's own). Throws when it cannot.
    func startScreen(theme: Theme) throws(TerminalError)
    /// Gives the terminal back. Safe to call more than once.
    func stopScreen()
    /// Gives the terminal back, stops the process (Ctrl-Z), and on `fg` takes it over again.
    func suspend(using signals: SignalWatch)
    /// The size the deck is drawn in.
    var deckSize: (width: Int, height: Int) { get }
    /// Waits for the terminal or one of `others` to be readable (or to hang up).
    func waitForInput(alsoOn others: [Int32], timeoutMilliseconds: Int32) -> (terminal: Bool, others: [Bool])
    /// Whether the terminal has gone away.
    var hasHungUp: Bool { get }
    /// Reads the input waiting (up to `timeoutMilliseconds`), mouse reports in the deck's coordinates, handing each
    /// event to `yield` in order, as soon as it is read. A resize read here has already made the next frame
    /// rewrite every cell. `yield` must not read the terminal.
    func readEvents(timeoutMilliseconds: Int32, yield: (InputEvent) -> Void)
    /// Forgets a held mouse button and what was drawn (after a suspend).
    func resetAfterSuspend()
    /// Draws a frame: the cells that changed.
    func draw(_ grid: CellGrid)
    /// The next frame rewrites every cell, and the terminal is repainted whole (Ctrl-L, after a width probe).
    func invalidate()
    /// Rings the bell.
    func bell()
    /// Measuring how the terminal draws uncertain graphemes: when it next needs the loop, starting it after a
    /// frame, and taking its answers (true: the screen must be drawn again).
    var probeDeadline: Double? { get }
    func startProbe(now: Double)
    func collectProbe(now: Double) -> Bool
}
