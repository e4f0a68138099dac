import Foundation
import TagDeckTestSupport
import XCTest

@testable import TagDeck
import TagDeckTesting

/// Random event sequences on random boards, checking after every event that drags never lose, double or
/// unpin a tag, and that a cancelled drag puts the board back exactly as it was.
///
/// Replay a failure: `TAGDECK_TEST_SEED=<seed> swift test --filter DragPropertyTests` runs only the
/// sequence with that seed and prints each of its events.
final class DragPropertyTests: XCTestCase {
    static let sequenceCount = 10_000
    static let eventsPerSequence = 5...40

    /// One step of a random sequence: an input event, or time passing.
    enum Step: CustomStringConvertible {
        case input(InputEvent)
        case advance(Double)

        var description: String {
            switch self {
            case .input(let e): "\(e)"
            case .advance(let s): "advance(\(s))"
            }
        }
    }

    static let keys: [Key] = [
        .space, .space, .left, .right, .up, .down, .character("h"), .character("j"), .character("k"),
        .character("l"), .tab, .backTab, .escape, .escape, .enter, .character("u"), .control("r"),
        .character("?"), .home, .end, .pageUp, .pageDown, .character("s"), .character("q"),
    ]

    func testRandomEventSequencesKeepTheBoardWhole() {
        let seeds = TestSeed.seeds(count: Self.sequenceCount, master: 0x7A6D_ECC0_2026)
        let verbose = seeds.count == 1
        CrashNote.install()
        CrashNote.active = true
        defer { CrashNote.active = false }
        var failures = 0
        var events = 0
        var drags = 0, cancels = 0, drops = 0
        for seed in seeds {
            let outcome = runSequence(seed: seed, verbose: verbose)
            events += outcome.events
            drags += outcome.drags
            cancels += outcome.cancels
            drops += outcome.drops
            if let failure = outcome.failure {
                failures += 1
                XCTFail(failure)
                if failures >= 5 { break }
            }
        }
        print("DragPropertyTests: \(seeds.count) sequences, \(events) events, \(drags) drags, "
            + "\(drops) drops, \(cancels) cancels")
        // The generator must actually exercise drags, or the properties say nothing.
        if seeds.count > 1 {
            XCTAssertGreaterThan(drags, seeds.count / 4)
            XCTAssertGreaterThan(cancels, seeds.count / 20)
            XCTAssertGreaterThan(drops, seeds.count / 20)
        }
    }

    /// A chip grabbed by its left bracket and dragged to the last column floats with its origin on that column,
    /// its text beyond the screen: drawing it must clip, not trap (found by the random sequences above).
    func testFloatingChipAtTheRightEdgeRenders() {
        let board = TestBoards.literal(top: [["t1", "t2"]], bottom: [["t4"]])
        let driver = HeadlessDriver(board: board, width: 41, height: 13)
        let f = driver.frame(of: "t4")
        driver.press(f.x, f.y)
        driver.move(40, f.y)
        XCTAssertNotNil(driver.state.session)
        XCTAssertEqual(driver.state.session?.floatingOrigin.x, 40)
        XCTAssertTrue(driver.lines[f.y].hasSuffix("["), driver.screen)
        driver.release(40, f.y)
        XCTAssertNil(driver.state.session)
        XCTAssertFalse(driver.state.flights.isEmpty)
        XCTAssertFalse(driver.lines.isEmpty)  // the flight starts at the edge
        driver.settle()
        XCTAssertEqual(driver.board.texts, [[["t1", "t2"]], [["t4"]]])
    }

    /// Holding the button on a chip while Enter sends another chip away must still lift the pressed chip, not
    /// the one that slid into its place (found by the random sequences above).
    func testHoldLiftsThePressedChipAfterTheBoardChangedUnderIt() {
        let driver = HeadlessDriver(board: TestBoards.literal(top: [["aa", "bb", "cc"]], bottom: [["dd"]]))
        let b = driver.frame(of: "bb")
        driver.press(b.x + 1, b.y)
        driver.key(.enter)  // sends the focused chip, "aa", to the bottom pane
        XCTAssertEqual(driver.board.texts, [[["bb", "cc"]], [["dd", "aa"]]])
        driver.advance(1)  // the hold lifts the chip
        XCTAssertEqual(driver.state.session?.tag.text, "bb")
        driver.key(.escape)
        XCTAssertEqual(driver.board.texts, [[["bb", "cc"]], [["dd", "aa"]]])

        // Undo while the button is held moves the pressed chip itself: the hold follows it.
        driver.settle()
        let c = driver.frame(of: "cc")
        driver.press(c.x + 1, c.y)
        driver.type("u")
        XCTAssertEqual(driver.board.texts, [[["aa", "bb", "cc"]], [["dd"]]])
        driver.move(c.x + 2, c.y)
        XCTAssertEqual(driver.state.session?.tag.text, "cc")
    }

    struct Outcome {
        var events = 0
        var drags = 0
        var cancels = 0
        var drops = 0
        var failure: String?
    }

    /// Runs one random sequence and returns the first broken property, naming the seed and the event.
    func runSequence(seed: UInt64, verbose: Bool) -> Outcome {
        var rng = SplitMix64(seed: seed)
        CrashNote.seed = seed
        CrashNote.event = -1
        let board = TestBoards.randomForDrags(using: &rng)
        let (w, h) = Self.randomSize(&rng)
        var options = DeckOptions()
        options.reducedMotion = rng.chance(0.2)
        let driver = HeadlessDriver(board: board, width: w, height: h, options: options)
        let multiset = board.tagMultiset
        let pinned = board.pinnedLayout
        let shape = board.shape
        var out = Outcome()
        var liftBoard: Board?
        var pointer = Point(x: w / 2, y: h / 2)
        let count = rng.int(Self.eventsPerSequence)
        if verbose { Self.log("seed \(seed): \(w)x\(h) \(board.texts)") }

        for index in 0..<count {
            let step = Self.randomStep(&rng, driver: driver, pointer: &pointer)
            CrashNote.event = index
            let deck = driver.deck
            let pre = driver.state
            let before = driver.board
            let preSession = pre.session
            let preDone = pre.history.done.count
            let pressedTexts = PaneSide.allCases.map { side -> String? in
                if case .pressed(let p) = pre[side].pointer.gesture { return p.text }
                return nil
            }
            let expectsCancel = preSession.map { Self.cancels(step, session: $0, deck: deck) } ?? false

            switch step {
            case .input(let event): driver.send(Self.keepingSectionsStill(event, driver))
            case .advance(let seconds): driver.advance(seconds)
            }
            out.events += 1
            let after = driver.state
            // Draw now and then, as the terminal would after the event.
            if rng.chance(0.25) { _ = driver.deck.render() }
            if verbose {
                let session = String(describing: after.session)
                Self.log("  #\(index) \(step) → \(driver.board.texts) session \(session)")
            }

            func fail(_ message: String) -> Outcome {
                var o = out
                o.failure = TestSeed.replayHint(seed, test: "DragPropertyTests") + ", event #\(index) \(step) (screen \(w)x\(h) at start): \(message)\n"
                    + "  before: \(before.texts)\n  after:  \(driver.board.texts)"
                return o
            }

            let now = driver.board
            if !now.checkInvariants() { return fail("board invariants broken") }
            if now.tagMultiset != multiset { return fail("tags lost, doubled or re-pinned") }
            if now.shape != shape { return fail("panes or sections changed") }
            // Pinned tags never leave their pane and section, and keep their order there; other tags moving
            // past them may change their index.
            if now.pinnedLayout != pinned { return fail("a pinned tag moved to another section or pane") }

            let post = after.session
            if preSession == nil, let s = post {
                out.drags += 1
                liftBoard = before
                if !before.contains(s.origin) || before[s.origin] != s.tag {
                    return fail("lifted '\(s.tag.text)' from \(s.origin), which held another tag")
                }
                if s.tag.isPinned { return fail("lifted pinned tag '\(s.tag.text)'") }
                // A mouse drag lifts the chip that was pressed, even if the board changed since the press.
                if s.input == .mouse && pressedTexts[s.owner.rawValue] != s.tag.text {
                    return fail("pressed '\(pressedTexts[s.owner.rawValue] ?? "nothing")' but lifted '\(s.tag.text)'")
                }
            }
            if let pre = preSession, let s = post, pre.origin != s.origin || pre.tag != s.tag {
                return fail("one event replaced the drag session")
            }
            if let s = post, let lifted = liftBoard {
                // During a drag the model is the board at lift with the one tag moved to its placeholder.
                let move = Move(from: s.origin, to: s.current)
                guard lifted.canApply(move), lifted.applying(move) == now, now[s.current] == s.tag else {
                    return fail("during the drag the board is not the lift board with '\(s.tag.text)' at \(s.current)")
                }
            }
            if expectsCancel {
                if post != nil { return fail("cancel left the drag running") }
                if now != liftBoard { return fail("cancel did not restore the board as it was at lift") }
                if after.history.done.count != preDone { return fail("cancel recorded an undo step") }
            }
            if let pre = preSession, post == nil, let lifted = liftBoard {
                if now == lifted {
                    if !expectsCancel { out.drops += 1 }
                } else {
                    // A drop: exactly one undo step, moving the dragged tag from its origin.
                    guard after.history.done.count == preDone + 1,
                          case .move(let last)? = after.history.done.last, last.from == pre.origin, lifted.canApply(last), lifted.applying(last) == now else {
                        return fail("the drag ended as neither a cancel nor one recorded move of '\(pre.tag.text)'")
                    }
                    out.drops += 1
                }
                if expectsCancel { out.cancels += 1 }
                liftBoard = nil
            }
            if post == nil && preSession == nil && now != before {
                // Without a drag, only send, undo and redo change the board: one move each.
                if abs(after.history.done.count - preDone) != 1 {
                    return fail("the board changed without a drag, and not by one send, undo or redo")
                }
            }
        }
        // The screen renders whatever state the sequence left behind.
        CrashNote.event = count
        _ = driver.lines
        return out
    }

    /// Whether `step` must cancel the drag `session`: Escape, a right press, a release outside both panes
    /// during a mouse drag, any resize of a mouse drag or one below the minimum, or `q` while carrying by
    /// keyboard.
    static func cancels(_ step: Step, session: DragSession, deck: Deck) -> Bool {
        guard case .input(let event) = step, deck.mode.session != nil else { return false }
        switch event {
        case .key(.escape), .press(_, .right): return true
        case .key(.character("q")): return session.input == .keyboard
        case .release(let p): return session.input == .mouse && deck.state.paneSide(at: p) == nil
        case .resize(let w, let h):
            return session.input == .mouse || w < deck.options.minimumWidth || h < deck.options.minimumHeight
        default: return false
        }
    }

    /// Replay output, unbuffered so that it survives a crash.
    static func log(_ line: String) { FileHandle.standardError.write(Data((line + "\n").utf8)) }

    static func randomSize(_ rng: inout SplitMix64) -> (Int, Int) {
        if rng.chance(0.1) { return (rng.int(0...25), rng.int(0...10)) }  // often below the 20x8 minimum
        return (rng.int(20...90), rng.int(8...30))
    }

    /// A random point: mostly on a chip (visible or not), sometimes anywhere on (or just off) the screen, the
    /// status row included.
    static func randomPoint(_ rng: inout SplitMix64, driver: HeadlessDriver) -> Point {
        let (w, h) = (driver.deck.width, driver.deck.height)
        let tags = driver.board.allTags
        if !tags.isEmpty && rng.chance(0.6), let path = driver.board.path(of: rng.pick(tags).text) {
            let f = driver.state.chipFrame(path)
            return Point(x: f.x + rng.int(0..<max(1, f.width)), y: f.y)
        }
        if rng.chance(0.15) { return Point(x: rng.int(0...max(0, w)), y: max(0, h - 1)) }
        return Point(x: rng.int(0...max(0, w + 1)), y: rng.int(0...max(0, h + 1)))
    }

    /// `event`, unless it would move a section (Space on a focused title, a press on a title): then a step
    /// beside it. These tests are about chips and what no drag of a chip changes (sections stay in place);
    /// moving sections is tested on its own.
    static func keepingSectionsStill(_ event: InputEvent, _ driver: HeadlessDriver) -> InputEvent {
        switch event {
        case .key(.space) where driver.state.focusedTitle != nil: return .key(.right)
        case .press(let p, .left):
            for side in PaneSide.allCases {
                let pane = driver.state[side]
                guard pane.viewport.contains(p) else { continue }
                if case .title? = pane.layout.contentRow(driver.board[side], pane.scrollOffset + p.y - pane.viewport.y) {
                    return .press(Point(x: p.x, y: p.y + 1), .left)
                }
            }
            return event
        default: return event
        }
    }

    static func randomStep(_ rng: inout SplitMix64, driver: HeadlessDriver, pointer: inout Point) -> Step {
        let roll = rng.int(0..<100)
        switch roll {
        case 0..<16:
            pointer = randomPoint(&rng, driver: driver)
            return .input(.press(pointer, .left))
        case 16..<19:
            return .input(.press(randomPoint(&rng, driver: driver), .right))
        case 19..<48:
            if rng.chance(0.5) {
                pointer = Point(x: max(0, pointer.x + rng.int(-3...3)), y: max(0, pointer.y + rng.int(-2...2)))
            } else {
                pointer = randomPoint(&rng, driver: driver)
            }
            return .input(.drag(pointer))
        case 48..<58:
            if rng.chance(0.5) { pointer = randomPoint(&rng, driver: driver) }
            return .input(.release(pointer))
        case 58..<78:
            return .input(.key(rng.pick(keys)))
        case 78..<81:
            return .input(.wheel(randomPoint(&rng, driver: driver), delta: rng.pick([-1, 1])))
        case 81..<85:
            let (w, h) = randomSize(&rng)
            return .input(.resize(width: w, height: h))
        default:
            return .advance(rng.pick([0, 0.05, 0.1, 0.21, 0.3, 0.5, Double(rng.int(0...500)) / 1000]))
        }
    }
}

extension Board {
    /// Pane titles and section titles: what no drag changes.
    var shape: [[String]] { PaneSide.allCases.map { side in [self[side].title] + self[side].sections.map(\.title) } }
}
