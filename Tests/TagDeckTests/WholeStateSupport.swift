import CustomDump
@testable import TagDeck
import TagDeckTesting
import XCTest

/// What the whole-state tests share: the board they start from, and the one check they make. The state before an
/// event, changed by exactly what the event is meant to do, must equal the state after it; anything else the event
/// touched shows up as a difference, printed field by field (`expectNoDifference`).
///
/// The expected change is written through the state's own properties and methods (`focus`, `mode`, `marks`,
/// `history.record`, `say`, `hint`, `setFrames`, a pane's `setFolded` or its gesture's `press`), or as the state
/// of a second deck that reached the same end another way. What `DeckState`'s `==` leaves out by design, and so
/// these tests do too: the panes' layout caches (a `Pane` compares its frame, scroll, gesture, folds, hidden chips
/// and filter), the filters met while typing and a filter job's progress (`FilterState`), the count of the board's
/// changes (`ChangeCount`), the clock and the movements' route (`DeckEnvironment` compares the options), and how
/// return slots are kept (`ReturnSlots` compares the slots). What it includes and these tests must account for:
/// the status line's serial (each message counts, even a repeated one), and `lastTick`, the time of the last tick
/// (two decks equal but for the time they took differ in it). What the deck keeps beside its state (the count
/// typed, the split, the screen's size, the outcome, the saves) is checked beside it.
enum WholeState {
    /// Top: `a b`; bottom: `c d e`, then a section "More" holding `f`. On a 60 x 20 screen the top pane takes rows
    /// 0-2 (its chips on row 1), the bottom pane rows 3-18 (`c d e` on row 4, "More" on row 5, `f` on row 6), and
    /// the status line row 19.
    static func board() -> Board {
        TestBoards.literal(top: [["a", "b"]], bottom: [["c", "d", "e"], ["f"]], titles: ["Bottom1": "More"])
    }

    /// A deck showing ``board()`` (or `board`), nothing focused yet.
    static func deck(_ board: Board = board(), width: Int = 60, height: Int = 20, options: DeckOptions = DeckOptions(),
                     persistence: (any BoardPersistence)? = nil) -> HeadlessDriver {
        HeadlessDriver(board: board, width: width, height: height, options: options, persistence: persistence)
    }
}

extension HeadlessDriver {
    /// Sends `event`, and compares the whole state after it with the state before it, changed by `change`.
    func check(_ event: InputEvent, filePath: StaticString = #filePath, line: UInt = #line,
               _ change: (inout DeckState) -> Void) {
        var want = state
        change(&want)
        send(event)
        expectNoDifference(state, want, filePath: filePath, line: line)
    }

    /// Presses `key`, and compares the whole state after it with the state before it, changed by `change`.
    func check(_ key: Key, filePath: StaticString = #filePath, line: UInt = #line, _ change: (inout DeckState) -> Void) {
        check(.key(key), filePath: filePath, line: line, change)
    }

    /// Presses `key`, and checks that it changed nothing at all.
    func checkUnchanged(_ key: Key, filePath: StaticString = #filePath, line: UInt = #line) {
        check(.key(key), filePath: filePath, line: line) { _ in }
    }

    /// The path of the tag with `text` (a test's board holds it).
    func path(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> TagPath {
        guard let path = board.path(of: text) else {
            XCTFail("no tag '\(text)'", file: file, line: line)
            return TagPath(.top, 0, 0)
        }
        return path
    }

    /// The centre cell of the chip with `text` (a test's board shows it).
    func center(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Point {
        guard let point = chipCenter(text) else {
            XCTFail("no chip '\(text)' on screen", file: file, line: line)
            return Point(x: 0, y: 0)
        }
        return point
    }
}
