import CustomDump
@testable import TagDeck
import TagDeckTesting
import XCTest

/// The filter line, checked on the whole state: `/` opens it, typed text filters both panes, its editing keys
/// change its line (and the filter when the text changes), Enter keeps the filter, Esc clears it.
///
/// The filter a query gives is written as the state's own `applyFilter(_:)` of that query: the filter, the panes
/// it narrows and the focus it keeps on a shown chip. Where the focus had to move, the test says where it went on
/// its own, so that the focus is not only checked against the same function.
final class WholeStateFilterTests: XCTestCase {
    func testSlashOpensAnEmptyFilterLine() {
        let d = WholeState.deck()
        d.key(.right)
        d.check(.character("/")) { $0.mode = .filtering(FilterLine("")) }
    }

    func testATypedCharacterFiltersBothPanesAndTheHiddenFocusMovesToAShownChip() {
        let d = WholeState.deck()
        d.key(.right)
        d.key(.character("/"))
        d.check(.character("b")) {
            $0.mode = .filtering(FilterLine("b"))
            $0.applyFilter(TagQuery("b"))
        }
        XCTAssertEqual(d.state.focus, .chip(TagPath(.top, 0, 1)), "'a' is hidden: the focus is on 'b', the one shown")
        XCTAssertEqual(d.state.filter?.shownCount, [1, 0])
    }

    func testAKeyBoundWhileBrowsingTypesIntoTheFilterLine() {
        let d = WholeState.deck()
        d.key(.tab)
        d.key(.character("/"))
        // `q` quits while browsing; here it is text.
        d.check(.character("q")) {
            $0.mode = .filtering(FilterLine("q"))
            $0.applyFilter(TagQuery("q"))
        }
        XCTAssertNil(d.deck.outcome)
        XCTAssertEqual(d.state.filter?.shownCount, [0, 0])
    }

    func testBackspaceWidensTheFilterAgain() {
        let d = WholeState.deck()
        d.key(.tab)
        d.key(.character("/"))
        d.type("dx")
        d.check(.backspace) {
            $0.mode = .filtering(FilterLine("d"))
            $0.applyFilter(TagQuery("d"))
        }
        XCTAssertEqual(d.state.filter?.shownCount, [0, 1])
    }

    func testEnterKeepsTheFilterAndSaysWhatItShows() {
        let d = WholeState.deck()
        d.key(.character("/"))
        d.type("b")
        d.check(.enter) {
            $0.mode = .browsing
            $0.say("Filter 'b': 1 shown · / edits it · Esc clears it")
        }
    }

    func testEscapeOnATypedLineEmptiesItAndShowsEveryChipButKeepsItOpen() {
        let d = WholeState.deck()
        d.key(.tab)
        d.key(.character("/"))
        d.type("d")
        d.check(.escape) {
            $0.mode = .filtering(FilterLine(""))
            $0.applyFilter(TagQuery(""))
        }
        XCTAssertNil(d.state.filter)
    }

    func testEscapeOnAnEmptyLineClosesIt() {
        let d = WholeState.deck()
        d.key(.right)
        d.key(.character("/"))
        d.check(.escape) {
            $0.mode = .browsing
            $0.setStatus("", isError: false)
        }
    }

    func testEscapeWhileBrowsingClearsTheKeptFilter() {
        let d = WholeState.deck()
        d.key(.tab)
        d.key(.character("/"))
        d.type("d")
        d.key(.enter)
        d.check(.escape) {
            $0.applyFilter(TagQuery(""))
            $0.setStatus("Filter cleared", isError: false)
        }
        XCTAssertNil(d.state.filter)
        XCTAssertEqual(d.state.focus, .chip(TagPath(.bottom, 0, 1)), "the focus stays on 'd'")
    }

    func testSlashReopensTheKeptFilterWithItsText() {
        let d = WholeState.deck()
        d.key(.character("/"))
        d.type("b")
        d.key(.enter)
        d.check(.character("/")) { $0.mode = .filtering(FilterLine("b")) }
    }

    func testTheCursorKeysMoveOnlyTheCursor() {
        let d = WholeState.deck()
        d.key(.character("/"))
        d.type("de")
        var line = FilterLine("de")
        d.check(.left) {
            line.moveCursor(by: -1)
            $0.mode = .filtering(line)
        }
        d.check(.control("a")) {
            line.moveCursorToEnd(false)
            $0.mode = .filtering(line)
        }
        d.check(.right) {
            line.moveCursor(by: 1)
            $0.mode = .filtering(line)
        }
        d.check(.end) {
            line.moveCursorToEnd(true)
            $0.mode = .filtering(line)
        }
    }

    func testATypedCharacterGoesInAtTheCursor() {
        let d = WholeState.deck()
        d.key(.character("/"))
        d.type("ce")
        d.key(.left)
        d.check(.character("d")) {
            var line = FilterLine("ce")
            line.moveCursor(by: -1)
            line.insert("d")
            $0.mode = .filtering(line)
            $0.applyFilter(TagQuery("cde"))
        }
    }

    func testCtrlWDeletesTheWordBeforeTheCursor() {
        let d = WholeState.deck()
        d.key(.character("/"))
        d.type("c de")
        d.check(.control("w")) {
            $0.mode = .filtering(FilterLine("c "))
            $0.applyFilter(TagQuery("c "))
        }
    }

    func testCtrlUClearsTheLineAndTheFilter() {
        let d = WholeState.deck()
        d.key(.character("/"))
        d.type("c")
        d.check(.control("u")) {
            $0.mode = .filtering(FilterLine(""))
            $0.applyFilter(TagQuery(""))
        }
    }

    func testAPasteTypesItsFirstLineIntoTheFilter() {
        let d = WholeState.deck()
        d.key(.character("/"))
        d.check(.paste("d\ne")) {
            $0.mode = .filtering(FilterLine("d"))
            $0.applyFilter(TagQuery("d"))
        }
    }

    func testAClickWhileTheFilterLineIsOpenFocusesTheChipAndKeepsTheLineOpen() {
        let d = WholeState.deck()
        d.key(.character("/"))
        let p = d.center("d")
        let path = TagPath(.bottom, 0, 1)
        d.check(.press(p, .left)) {
            $0.activeSide = .bottom
            $0.bottom.pointer.press(path, text: "d", at: p, now: 0)
        }
        d.check(.release(p)) {
            _ = $0.bottom.pointer.released(at: p, now: 0)
            $0.focus = .chip(path)
            $0.say("'d' at Bottom, 2 of 3")
        }
        XCTAssertEqual(d.state.mode, .filtering(FilterLine("")))
    }
}
