@testable import TagDeck
import XCTest
import TagDeckTesting

/// The one update: events in, state changed, effects out, no I/O; and the one mode it keeps.
final class DeckUpdateTests: XCTestCase {
    private func deck(saving: SavePolicy = .autosave, reducedMotion: Bool = false) -> (Deck, ManualClock) {
        let clock = ManualClock()
        var options = DeckOptions()
        options.reducedMotion = reducedMotion
        let board = TestBoards.literal(top: [["aa", "bb"]], bottom: [["cc"]])
        return (Deck(board: board, width: 40, height: 14, options: options, clock: clock, saving: saving), clock)
    }

    private func saves(_ effects: [DeckEffect]) -> [SaveRequest] {
        effects.compactMap { if case .save(let r) = $0 { r } else { nil } }
    }

    func testACommittedChangeAsksForASaveAndSavesNothingItself() {
        let (deck, _) = deck()
        XCTAssertEqual(saves(deck.update(.input(.key(.right)))), [], "a focus move commits nothing")
        let effects = deck.update(.input(.key(.enter)))
        let requests = saves(effects)
        XCTAssertEqual(requests.count, 1, "\(effects)")
        XCTAssertEqual(requests.first?.board, deck.board)
        XCTAssertEqual(requests.first?.reason, .autosave)
        XCTAssertTrue(deck.hasUnsavedChanges, "nothing is saved until the driver reports it")
        let after = deck.update(.saveFinished(requests[0], SaveReport(saved: true)))
        XCTAssertFalse(deck.hasUnsavedChanges)
        XCTAssertEqual(saves(after), [])
    }

    func testAFailedAutosaveIsTriedAgainOnTheNextInputNotInALoop() {
        let (deck, _) = deck()
        _ = deck.update(.input(.key(.right)))
        let request = saves(deck.update(.input(.key(.enter))))[0]
        let report = SaveReport(saved: false, message: "Could not save x: read-only")
        let effects = deck.update(.saveFinished(request, report))
        XCTAssertEqual(saves(effects), [], "a failed save does not ask again by itself")
        XCTAssertTrue(effects.contains(.bell))
        XCTAssertTrue(effects.contains(.announce("Could not save x: read-only")))
        XCTAssertEqual(saves(deck.update(.tick)), [], "nor on a tick")
        XCTAssertEqual(saves(deck.update(.input(.key(.left)))).count, 1, "the next input tries again")
    }

    func testWakeUpsAreEffectsAndAnIdleDeckAsksForNone() {
        let (deck, clock) = deck()
        let idle = deck.update(.input(.key(.right)))
        XCTAssertFalse(idle.contains { if case .wakeUp = $0 { true } else { false } }, "\(idle)")
        let sent = deck.update(.input(.key(.enter)))
        XCTAssertTrue(sent.contains { if case .wakeUp = $0 { true } else { false } }, "a flight needs frames")
        XCTAssertEqual(deck.mode, .settling)
        clock.advance(by: 1)
        let landed = deck.update(.tick)
        XCTAssertEqual(deck.mode, .browsing)
        XCTAssertFalse(landed.contains { if case .wakeUp = $0 { true } else { false } }, "\(landed)")
    }

    func testASignalCancelsTheDragAndFinishes() {
        let (deck, _) = deck()
        _ = deck.update(.input(.key(.space)))
        _ = deck.update(.input(.key(.right)))
        XCTAssertNotNil(deck.mode.session)
        let effects = deck.update(.terminate(signal: 15))
        XCTAssertTrue(effects.contains(.finish(.signalled(15))), "\(effects)")
        XCTAssertEqual(deck.outcome?.exitStatus, .signal(15))
        XCTAssertEqual(deck.board.texts, [[["aa", "bb"]], [["cc"]]])
        XCTAssertEqual(saves(effects), [], "a cancelled drag commits nothing to save")
    }

    func testQuitAsksWhenUnsavedAndSavesThroughAnEffect() {
        let (deck, _) = deck(saving: .onRequest)
        _ = deck.update(.input(.key(.enter)))
        XCTAssertEqual(deck.update(.input(.key(.character("q")))).filter { $0 == .finish(.quit) }, [])
        XCTAssertEqual(deck.mode, .askingToQuit)
        let effects = deck.update(.input(.key(.character("s"))))
        let request = saves(effects)
        XCTAssertEqual(request.map(\.reason), [.beforeQuit])
        XCTAssertNil(deck.outcome, "not before the save is done")
        let done = deck.update(.saveFinished(request[0], SaveReport(saved: true)))
        XCTAssertTrue(done.contains(.finish(.quit)))
        XCTAssertEqual(deck.outcome, .quit)
    }

    func testTheModeIsOneStateThroughHelpAndTooSmall() {
        let (deck, _) = deck(reducedMotion: true)
        XCTAssertEqual(deck.mode, .browsing)
        _ = deck.update(.input(.key(.character("?"))))
        XCTAssertEqual(deck.mode, .help(scroll: 0))
        _ = deck.update(.input(.key(.down)))
        XCTAssertEqual(deck.mode, .help(scroll: 1), "the help is taller than 14 rows: it scrolls")
        _ = deck.update(.input(.key(.character("x"))))
        XCTAssertEqual(deck.mode, .browsing, "any other key closes the help")
        _ = deck.update(.input(.key(.space)))
        guard case .liftedByKeyboard(let s) = deck.mode else { return XCTFail("\(deck.mode)") }
        XCTAssertEqual(s.tag.text, "aa")
        _ = deck.update(.input(.resize(width: 10, height: 5)))
        XCTAssertEqual(deck.mode, .tooSmall)
        XCTAssertEqual(deck.board.texts, [[["aa", "bb"]], [["cc"]]], "too small cancels the carry")
        _ = deck.update(.input(.resize(width: 40, height: 14)))
        XCTAssertEqual(deck.mode, .browsing)
    }

    func testAKeyboardCarrySurvivesAResizeInItsSlot() {
        let (deck, _) = deck(reducedMotion: true)
        _ = deck.update(.input(.key(.space)))
        _ = deck.update(.input(.key(.right)))
        _ = deck.update(.input(.resize(width: 30, height: 12)))
        guard case .liftedByKeyboard(let s) = deck.mode else { return XCTFail("\(deck.mode)") }
        XCTAssertEqual(s.current, TagPath(.top, 0, 1))
        XCTAssertEqual(deck.board.texts, [[["bb", "aa"]], [["cc"]]])
        XCTAssertTrue(deck.render().lines.contains { $0.contains("[bb] [aa]") }, deck.render().lines.joined(separator: "\n"))
        _ = deck.update(.input(.key(.space)))
        XCTAssertEqual(deck.mode, .browsing)
        XCTAssertEqual(deck.board.texts, [[["bb", "aa"]], [["cc"]]])
    }

    func testAMouseDragIsCancelledByAResize() {
        let (deck, clock) = deck(reducedMotion: true)
        let f = deck.state.chipFrame(TagPath(.top, 0, 0))
        _ = deck.update(.input(.press(Point(x: f.x + 1, y: f.y), .left)))
        _ = deck.update(.input(.drag(Point(x: f.x + 12, y: f.y))))
        XCTAssertNotNil(deck.mode.session)
        _ = deck.update(.input(.resize(width: 50, height: 16)))
        XCTAssertEqual(deck.mode, .browsing)
        XCTAssertEqual(deck.board.texts, [[["aa", "bb"]], [["cc"]]])
        clock.advance(by: 1)
        _ = deck.update(.input(.release(Point(x: 30, y: 10))))
        XCTAssertEqual(deck.board.texts, [[["aa", "bb"]], [["cc"]]], "the late release drops nothing")
        XCTAssertFalse(deck.render().lines.joined().contains("[    ]"), "no placeholder is left")
    }

    func testResizePolicyDecidesOnce() {
        let s = DragSession(tag: Tag("x"), origin: TagPath(.top, 0, 0), current: TagPath(.top, 0, 0),
                            input: .keyboard, owner: .top, grabOffset: Point(x: 0, y: 0), pointer: Point(x: 0, y: 0))
        XCTAssertEqual(ResizePolicy.decide(mode: .liftedByKeyboard(s), tooSmall: false), .keep)
        XCTAssertEqual(ResizePolicy.decide(mode: .liftedByKeyboard(s), tooSmall: true), .cancel)
        XCTAssertEqual(ResizePolicy.decide(mode: .liftedByMouse(s), tooSmall: false), .cancel)
        XCTAssertEqual(ResizePolicy.decide(mode: .browsing, tooSmall: true), .nothingToDo)
        let section = DeckMode.movingSection(origin: SectionPath(.top, 0), current: SectionPath(.bottom, 0))
        XCTAssertEqual(ResizePolicy.decide(mode: section, tooSmall: false), .keep)
        XCTAssertEqual(ResizePolicy.decide(mode: section, tooSmall: true), .cancel)
    }

    /// A section dragged by its title when the terminal shrinks below the minimum goes back where it was (it
    /// used to stay where the pointer had taken it, with no undo step: found by the deck fuzz target).
    func testASectionInHandGoesBackWhenTheTerminalIsTooSmall() {
        let board = TestBoards.literal(top: [["a"], ["b"]], bottom: [["c"]],
                                       titles: ["Top0": "One", "Top1": "Two", "Bottom0": "Three"])
        let d = HeadlessDriver(board: board, width: 60, height: 20)
        let one = d.lines.firstIndex { $0.contains("One") }!
        let three = d.lines.firstIndex { $0.contains("Three") }!
        d.press(4, one)
        d.move(4, three + 1)
        XCTAssertTrue(d.deck.mode.isMovingSection)
        XCTAssertNotEqual(d.board, board, "the section follows the pointer")
        d.resize(0, 0)
        XCTAssertEqual(d.deck.mode, .tooSmall)
        XCTAssertEqual(d.board, board, "the section went back")
        d.resize(60, 20)
        d.release(4, three + 1)
        XCTAssertEqual(d.board, board)
        XCTAssertFalse(d.state.history.canUndo)
    }

    func testARightPressDuringTheFlyBackLetsTheChipLandWithNoMoreInput() {
        let (deck, clock) = deck()
        let f = deck.state.chipFrame(TagPath(.top, 0, 0))
        _ = deck.update(.input(.press(Point(x: f.x + 1, y: f.y), .left)))
        _ = deck.update(.input(.drag(Point(x: f.x + 2, y: f.y + 6))))
        _ = deck.update(.input(.press(Point(x: f.x + 2, y: f.y + 6), .right)))  // cancel: the chip flies back
        let effects = deck.update(.input(.press(Point(x: f.x + 2, y: f.y + 6), .right)))  // again, mid-flight
        guard let due = effects.compactMap({ if case .wakeUp(let t) = $0 { t } else { nil } }).first else {
            return XCTFail("the flight must ask for frames: \(effects)")
        }
        XCTAssertLessThanOrEqual(due, clock.now + 1.0 / 60.0 + 1e-9)
        clock.advance(by: deck.options.flyDuration + 0.01)
        _ = deck.update(.tick)
        XCTAssertEqual(deck.mode, .browsing)
        XCTAssertTrue(deck.state.flights.isEmpty)
        XCTAssertEqual(deck.board.texts, [[["aa", "bb"]], [["cc"]]])
    }
}

/// Ctrl-G cancels as Esc does; Ctrl-L asks the terminal for a full repaint.
final class ControlKeyTests: XCTestCase {
    func testCtrlGCancelsACarryAndCtrlLRedrawsEverything() {
        var options = DeckOptions()
        options.reducedMotion = true
        let deck = Deck(board: TestBoards.literal(top: [["aa", "bb"]], bottom: [["cc"]]), width: 40, height: 14,
                        options: options, clock: ManualClock())
        _ = deck.update(.input(.key(.space)))
        _ = deck.update(.input(.key(.right)))
        XCTAssertEqual(deck.board.texts, [[["bb", "aa"]], [["cc"]]])
        _ = deck.update(.input(.key(.control("g"))))
        XCTAssertEqual(deck.mode, .browsing)
        XCTAssertEqual(deck.board.texts, [[["aa", "bb"]], [["cc"]]], "Ctrl-G put it back")
        XCTAssertTrue(deck.update(.input(.key(.control("l")))).contains(.redrawScreen))
    }
}
