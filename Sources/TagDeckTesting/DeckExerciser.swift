import TagDeck

/// Drives a headless deck with events drawn from tagdeck's whole input vocabulary, and checks it after each one:
/// what the libFuzzer deck target and the suite's bounded random runs share.
///
/// The events: a press of the left button, the right button or Alt+click, motion, a release and the wheel at any
/// cell of the screen and one cell beyond it (borders, titles and the status row included); every key the key
/// map binds, in any mode, and a few it does not; pastes; resizes down to tiny and back; clock ticks. After each
/// event the clock is advanced through what animates (flights, settles, auto-scroll, a pending lift) and a frame
/// is drawn at each step, so a stale position held across events traps here as it would on screen.
///
/// The choices come from a caller's source of numbers (`choose(n)` returns a number in `0..<n`): a seeded
/// generator in the suite, the fuzzer's bytes in the fuzz target.
public struct DeckExerciser {
    /// One event, or time passing.
    public enum Step: CustomStringConvertible, Sendable {
        case input(InputEvent)
        case advance(Double)

        public var description: String {
            switch self {
            case .input(let e): "\(e)"
            case .advance(let s): "advance(\(s))"
            }
        }
    }

    /// The driver being exercised.
    public let driver: HeadlessDriver
    /// Whether the keys that add, rename, delete and create tags and sections are bound: when they are not, the
    /// board must hold exactly the tags it started with after every event.
    public let editing: Bool
    /// The keys events are drawn from: every key bound in any context, and some bound nowhere.
    public let keys: [Key]
    /// The tags the board started with, sorted (what must hold while editing is off).
    public let startTexts: [String]
    /// The screen size the run starts with and returns to.
    public let width: Int, height: Int

    /// Prepares a deck on `board` of `width` by `height` cells. Without `editing`, the editing actions are
    /// unbound in `options`' key map, as a user would unbind them in `config.toml`.
    public init(board: Board, width: Int = 100, height: Int = 30, options: DeckOptions = DeckOptions(),
                editing: Bool) {
        var options = options
        if !editing {
            for action in DeckAction.allCases where action.changesWhichTagsAreOnTheBoard {
                options.keyMap.rebind(action, to: [])
            }
        }
        driver = HeadlessDriver(board: board, width: width, height: height, options: options)
        self.editing = editing
        self.width = width
        self.height = height
        var seen = Set<Key>()
        var keys: [Key] = []
        for binding in KeyMap.standard.bindings {
            for key in binding.keys where seen.insert(key).inserted { keys.append(key) }
        }
        for key: Key in [.delete, .character("x"), .character("é"), .character("汉"), .control("x"), .control("c")]
        where seen.insert(key).inserted {
            keys.append(key)
        }
        self.keys = keys
        startTexts = board.sortedTexts
    }

    // MARK: Choosing events

    /// The next step, chosen with `choose` (a number in `0..<n` for each `n` asked).
    public func nextStep(_ choose: (Int) -> Int) -> Step {
        let w = max(driver.deck.width, 1), h = max(driver.deck.height, 1)
        // Any cell of the screen or one beyond an edge; or, as often, a chip or a section title (on screen or not),
        // where gestures do the most.
        func point() -> Point {
            switch choose(4) {
            case 0: return chipPoint(choose) ?? Point(x: choose(w), y: choose(h))
            case 1: return titlePoint(choose) ?? Point(x: choose(w), y: choose(h))
            default: return Point(x: choose(w + 2) - 1, y: choose(h + 2) - 1)
            }
        }
        switch choose(20) {
        case 0..<7: return .input(.key(keys[choose(keys.count)]))
        case 7, 8: return .input(.press(point(), [.left, .left, .right, .leftWithAlt][choose(4)]))
        case 9, 10, 11: return .input(.drag(point()))
        case 12, 13: return .input(.release(point()))
        case 14: return .input(.wheel(point(), delta: [-3, -1, 1, 3][choose(4)]))
        case 15:
            // Tiny (down to nothing), a little smaller or larger, or back to the start.
            switch choose(4) {
            case 0: return .input(.resize(width: choose(24), height: choose(10)))
            case 1: return .input(.resize(width: max(0, w - choose(8)), height: max(0, h - choose(5))))
            case 2: return .input(.resize(width: w + choose(10), height: h + choose(6)))
            default: return .input(.resize(width: width, height: height))
            }
        case 16:
            let pastes = ["t", "a b", "x\ny", "", "汉字", "'x", "!q", "é\u{301}", String(repeating: "z", count: 40)]
            return .input(.paste(pastes[choose(pastes.count)]))
        default:
            // Time: a frame, a lift's delay, a flight's length, or a long rest.
            return .advance([1.0 / 60, 0.1, 0.25, 0.6, 2][choose(5)])
        }
    }

    /// A cell of a random chip, wherever its pane's scroll puts it.
    private func chipPoint(_ choose: (Int) -> Int) -> Point? {
        let board = driver.board
        let side: PaneSide = choose(2) == 0 ? .top : .bottom
        let sections = board[side].sections
        let s = choose(sections.count)
        guard !sections[s].tags.isEmpty else { return nil }
        let frame = driver.state.chipFrame(TagPath(side, s, choose(sections[s].tags.count)))
        return Point(x: frame.x + choose(max(1, frame.width)), y: frame.y)
    }

    /// A cell of a random section's title row.
    private func titlePoint(_ choose: (Int) -> Int) -> Point? {
        let side: PaneSide = choose(2) == 0 ? .top : .bottom
        let content = driver.board[side]
        let pane = driver.state[side]
        let s = choose(content.sections.count)
        guard content.sections[s].isTitled, pane.viewport.width > 0 else { return nil }
        let y = pane.viewport.y + pane.layout.startRow(content, section: s) - pane.scrollOffset
        return Point(x: pane.viewport.x + choose(pane.viewport.width), y: y)
    }

    // MARK: Running and checking

    /// How many frames to draw after an event, chosen with `choose`: none (the next event comes at once, while
    /// chips still fly), a few, or enough for every flight to land.
    public func frames(_ choose: (Int) -> Int) -> Int { [0, 0, 1, 3, 40][choose(5)] }

    /// Frames drawn so far, and how many of them showed a chip lifted or chips in flight: what a run reached.
    public private(set) var framesDrawn = 0, framesLifted = 0, framesFlying = 0

    /// Performs `step`, then advances the clock through what animates (up to `frames` frames of 1/60 s,
    /// drawing each), and checks the deck after each. Returns the first broken property, or nil.
    public mutating func perform(_ step: Step, frames: Int = 20) -> String? {
        let before = editing ? driver.board.sortedTexts : startTexts
        switch step {
        case .input(let event): driver.send(event)
        case .advance(let seconds): driver.advance(seconds)
        }
        if let problem = check(after: step, before: before) { return problem }
        var frame = 0
        while frame < frames, let due = driver.wakeUp {
            driver.advance(max(0, min(due - driver.clock.now, 1.0 / 60)))
            if let problem = check(after: step, before: before) { return problem }
            frame += 1
        }
        return nil
    }

    /// Draws a frame and checks the board's invariants, the state's positions and its tags.
    /// `before` are the board's tags before the step: only a key or a paste may change them (an edit, its undo or
    /// redo, a pasted tag).
    public mutating func check(after step: Step, before: [String]) -> String? {
        let frame = driver.deck.render()
        let lines = frame.lines
        framesDrawn += 1
        if frame != DeckRenderer.render(driver.deck) {
            return "the frame drawn from the last one's cells differs from one drawn afresh, after \(step)"
        }
        if driver.state.session != nil { framesLifted += 1 }
        if !driver.state.flights.isEmpty { framesFlying += 1 }
        if driver.deck.width > 0 && driver.deck.height > 0 && lines.count != driver.deck.height {
            return "the frame has \(lines.count) lines on a screen of \(driver.deck.height)"
        }
        let board = driver.board
        if !board.checkInvariants() { return "the board's invariants are broken after \(step)" }
        if let stale = HeldPositions.problems(in: driver.state).first { return "after \(step): \(stale)" }
        if !editing && board.sortedTexts != startTexts { return "a tag was lost or doubled after \(step)" }
        // A key commits an edit (or undoes one); a paste while adding a tag adds one per line.
        if editing, case .input(let event) = step {
            switch event {
            case .key, .paste: return nil
            default: break
            }
        }
        if editing && board.sortedTexts != before { return "the tags changed, though no key was typed, after \(step)" }
        return nil
    }

    /// Puts everything down: the button comes up outside the panes, Escapes close what is open, time passes.
    public func putDown() {
        driver.resize(width, height)
        driver.settle()
        driver.send(.release(Point(x: -1, y: -1)))
        for _ in 0..<3 { driver.key(.escape) }
        driver.settle()
    }
}

extension DeckExerciser {
    /// A board to exercise, chosen with `choose`: one to four sections a pane, most titled, up to 30 tags each
    /// (enough to scroll a small screen), texts of every width (wide, combining, emoji, longer than a narrow
    /// pane), some pinned.
    public static func randomBoard(_ choose: (Int) -> Int) -> Board {
        let stems = ["Rust", "go", "汉字", "café", "e\u{301}clair", "🎵 Music", "Home & Garden", "a", "x y",
                     "👨‍👩‍👧", "Ωmega", "a-rather-long-tag-that-wraps-on-narrow-screens", "ゲーム", "z"]
        var number = 0
        func pane(_ title: String) -> PaneContent {
            let sections = (0...choose(4)).map { s in
                Section(title: choose(5) == 0 ? "" : "\(title) \(s)", tags: (0..<choose(31)).map { _ in
                    defer { number += 1 }
                    return Tag("\(stems[choose(stems.count)])\(number)", pinned: choose(12) == 0)
                })
            }
            return PaneContent(title: choose(6) == 0 ? "" : title, sections: sections)
        }
        // Texts are unique (each ends in its own number) and never empty.
        return Board(checkedTop: pane("Chosen"), bottom: pane("汉字 Available"))
    }
}
