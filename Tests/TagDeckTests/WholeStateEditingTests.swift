import CustomDump
@testable import TagDeck
import TagDeckTesting
import XCTest

/// The line editor and the questions, checked on the whole state: `a`, `r`, `R` and `n` open the editor and change
/// nothing else; what is typed changes only its line; Enter commits one edit (the board, one undo step, the
/// revision, the focus on what was edited) or keeps the editor open with its problem; Esc changes nothing; `d`
/// deletes at once or asks, and `y`/`n` answer.
final class WholeStateEditingTests: XCTestCase {
    /// ``WholeState/board()`` with `top` and `bottom` as its panes' sections (the bottom's second titled "More").
    private func board(top: [[String]], bottom: [[String]] = [["c", "d", "e"], ["f"]]) -> Board {
        TestBoards.literal(top: top, bottom: bottom, titles: bottom.count > 1 ? ["Bottom1": "More"] : [:])
    }

    func testAOpensTheLineEditorAfterTheFocusedChip() {
        let d = WholeState.deck()
        d.key(.right)
        d.check(.character("a")) {
            $0.mode = .editing(LineEditor(purpose: .add(at: TagPath(.top, 0, 1), after: true)))
            $0.say("")
        }
    }

    func testCapitalAOpensItBeforeTheFocusedChip() {
        let d = WholeState.deck()
        d.key(.tab)
        d.key(.right)
        d.check(.character("A")) {
            $0.mode = .editing(LineEditor(purpose: .add(at: TagPath(.bottom, 0, 1), after: false)))
            $0.say("")
        }
    }

    func testTypedTextChangesOnlyTheEditorsLine() {
        let d = WholeState.deck()
        d.key(.right)
        d.key(.character("a"))
        // `q`, `d` and `u` do things while browsing; here they are text.
        d.check(.character("q")) {
            $0.mode = .editing(LineEditor(purpose: .add(at: TagPath(.top, 0, 1), after: true), text: "q"))
        }
        d.type("du")
        XCTAssertEqual(d.state.mode, .editing(LineEditor(purpose: .add(at: TagPath(.top, 0, 1), after: true), text: "qdu")))
        XCTAssertNil(d.deck.outcome)
    }

    func testEnterAddsTheTypedTagAsOneUndoStepWithTheFocusOnIt() {
        let d = WholeState.deck()
        d.key(.right)
        d.key(.character("a"))
        d.type("x")
        let at = TagPath(.top, 0, 1)
        d.check(.enter) {
            $0.board = self.board(top: [["a", "x", "b"]])
            $0.history.record(.edit(.insert([Tag("x")], at: at)))
            $0.revision += 1
            $0.shapeSerial += 1
            $0.focus = .chip(at)
            $0.mode = .browsing
            $0.say("Added 'x' at Top, 2 of 3")
        }
    }

    func testEnterOnAnEmptyLineKeepsTheEditorOpenWithItsProblem() {
        let d = WholeState.deck()
        d.key(.right)
        d.key(.character("a"))
        d.check(.enter) {
            var editor = LineEditor(purpose: .add(at: TagPath(.top, 0, 1), after: true))
            editor.problem = "A tag needs some text"
            $0.mode = .editing(editor)
        }
    }

    func testEnterWithATextOnTheBoardSaysWhereItIsAndAddsNothing() {
        let d = WholeState.deck()
        d.key(.right)
        d.key(.character("a"))
        d.type("f")
        d.check(.enter) {
            var editor = LineEditor(purpose: .add(at: TagPath(.top, 0, 1), after: true), text: "f")
            editor.problem = "'f' is already in Bottom › More"
            $0.mode = .editing(editor)
        }
    }

    func testEscapeClosesTheEditorAndChangesNothingElse() {
        let d = WholeState.deck()
        d.key(.right)
        d.key(.character("a"))
        d.type("x")
        d.check(.escape) {
            $0.mode = .browsing
            $0.say("Nothing changed")
        }
    }

    func testRStartsOnTheTagsTextAndEnterRenamesItInPlace() {
        let d = WholeState.deck()
        d.key(.right)
        let a = TagPath(.top, 0, 0)
        d.check(.character("r")) {
            $0.mode = .editing(LineEditor(purpose: .rename(a), text: "a"))
            $0.say("")
        }
        d.type("2")
        d.check(.enter) {
            $0.board = self.board(top: [["a2", "b"]])
            $0.history.record(.edit(.replace(at: a, old: Tag("a"), new: Tag("a2"))))
            $0.revision += 1
            $0.shapeSerial += 1
            $0.mode = .browsing
            $0.say("Renamed 'a' to 'a2'")
        }
    }

    func testRenamingAMarkedTagKeepsItsMark() {
        let d = WholeState.deck()
        d.key(.right)
        d.key(.character("m"))
        d.key(.left)
        d.key(.character("r"))
        d.key(.control("u"))
        d.type("z")
        let a = TagPath(.top, 0, 0)
        d.check(.enter) {
            $0.board = self.board(top: [["z", "b"]])
            _ = $0.marks.remove("a")
            _ = $0.marks.insert("z", in: .top)
            $0.history.record(.edit(.replace(at: a, old: Tag("a"), new: Tag("z"))))
            $0.revision += 1
            $0.shapeSerial += 1
            $0.mode = .browsing
            $0.say("Renamed 'a' to 'z'")
        }
    }

    func testDDeletesTheFocusedTagAsOneUndoStepAndFocusesTheOneThatTookItsPlace() {
        let d = WholeState.deck()
        d.key(.tab)
        let c = TagPath(.bottom, 0, 0)
        d.check(.character("d")) {
            $0.board = self.board(top: [["a", "b"]], bottom: [["d", "e"], ["f"]])
            $0.history.record(.edit(.remove([Tag("c")], at: c)))
            $0.revision += 1
            $0.shapeSerial += 1
            $0.focus = .chip(c)  // now 'd'
            $0.say("Deleted 'c' (u to undo)")
        }
    }

    func testUndoOfADeleteGivesTheStateBackButForTheHistoryAndTheRevision() {
        let d = WholeState.deck()
        d.key(.tab)
        let before = d.state
        d.key(.character("d"))
        d.key(.character("u"))
        var want = before
        let c = TagPath(.bottom, 0, 0)
        // The delete is undone (it waits for a redo), and both the delete and its undo are committed changes.
        want.history = UndoHistory(done: [], undone: [.edit(.remove([Tag("c")], at: c))])
        want.revision += 2
        want.shapeSerial += 2
        want.say("Deleted 'c' (u to undo)")
        want.say("Undid: 'c' back")
        expectNoDifference(d.state, want)
    }

    func testPPinsTheFocusedTagAsOneUndoStep() {
        let d = WholeState.deck()
        d.key(.right)
        let a = TagPath(.top, 0, 0)
        d.check(.character("p")) {
            $0.board = self.board(top: [["{a}", "b"]])
            $0.history.record(.edit(.replace(at: a, old: Tag("a"), new: Tag("a", pinned: true))))
            $0.revision += 1
            $0.shapeSerial += 1
            $0.say("Pinned 'a': it stays in its slot (p unpins)")
        }
    }

    func testDOnASectionTitleWithTagsAsksFirst() {
        let d = WholeState.deck()
        d.key(.tab)
        d.key(.down)
        d.check(.character("d")) {
            $0.mode = .confirming(.deleteSection(SectionPath(.bottom, 1)))
            $0.say("Delete section 'More' and its 1 tag? y/n")
        }
    }

    func testNAtTheQuestionKeepsTheSection() {
        let d = WholeState.deck()
        d.key(.tab)
        d.key(.down)
        d.key(.character("d"))
        d.check(.character("n")) {
            $0.mode = .browsing
            $0.say("Kept section 'More'")
        }
    }

    func testYAtTheQuestionDeletesTheSectionAndItsTagsAsOneUndoStep() {
        let d = WholeState.deck()
        d.key(.tab)
        d.key(.down)
        d.key(.character("d"))
        let more = SectionPath(.bottom, 1)
        d.check(.character("y")) {
            $0.mode = .browsing
            $0.board = self.board(top: [["a", "b"]], bottom: [["c", "d", "e"]])
            $0.history.record(.edit(.removeSection(Section(title: "More", tags: [Tag("f")]), at: more)))
            $0.revision += 1
            $0.shapeSerial += 1
            // The section before is untitled: the focus goes to the pane's first chip.
            $0.focus = .chip(TagPath(.bottom, 0, 0))
            $0.say("Deleted section 'More' and its 1 tags (u to undo)")
        }
    }

    func testNOpensTheEditorForANewSectionAndEnterAddsItWithTheFocusOnItsTitle() {
        let d = WholeState.deck()
        d.key(.right)
        let new = SectionPath(.top, 1)
        d.check(.character("n")) { $0.mode = .editing(LineEditor(purpose: .newSection(at: new))) }
        d.type("Later")
        d.check(.enter) {
            $0.mode = .browsing
            $0.board = TestBoards.literal(top: [["a", "b"], []], bottom: [["c", "d", "e"], ["f"]],
                                          titles: ["Top1": "Later", "Bottom1": "More"])
            $0.history.record(.edit(.insertSection(Section(title: "Later"), at: new)))
            $0.revision += 1
            $0.shapeSerial += 1
            $0.focus = .sectionTitle(new)
            // The panes are sized by their content: the top one takes the new section's two rows (its title and
            // its empty row) from the bottom one.
            $0.setFrames(top: Rect(x: 0, y: 0, width: 60, height: 5), bottom: Rect(x: 0, y: 5, width: 60, height: 14))
            $0.say("Added section 'Later' to Top (drop tags on it, or a adds one)")
        }
    }

    func testCapitalROpensTheEditorOnTheActivePanesTitleAndEnterRenamesIt() {
        let d = WholeState.deck()
        d.key(.tab)
        d.check(.character("R")) { $0.mode = .editing(LineEditor(purpose: .renamePane(.bottom), text: "Bottom")) }
        d.key(.control("u"))
        d.type("Pool")
        d.check(.enter) {
            $0.mode = .browsing
            var board = self.board(top: [["a", "b"]])
            board = try! Board(top: board[.top], bottom: PaneContent(title: "Pool", sections: board[.bottom].sections))
            $0.board = board
            $0.history.record(.edit(.retitlePane(.bottom, old: "Bottom", new: "Pool")))
            $0.revision += 1
            $0.shapeSerial += 1
            $0.say("Renamed pane 'Bottom' to 'Pool'")
        }
    }

    func testAPasteOfSeveralLinesAddsATagPerLineAsOneUndoStep() {
        let d = WholeState.deck()
        d.key(.right)
        d.key(.character("a"))
        let at = TagPath(.top, 0, 1)
        d.check(.paste("x\ny\n")) {
            $0.board = self.board(top: [["a", "x", "y", "b"]])
            $0.history.record(.edit(.insert([Tag("x"), Tag("y")], at: at)))
            $0.revision += 1
            $0.shapeSerial += 1
            $0.focus = .chip(TagPath(.top, 0, 2))  // on the last one added: another a adds after it
            $0.mode = .browsing
            $0.say("Added 2 tags at Top, 2 of 4")
        }
    }

    func testTheMouseChangesNothingWhileTheEditorIsOpen() {
        let d = WholeState.deck()
        d.key(.right)
        d.key(.character("a"))
        let p = d.center("d")
        d.check(.press(p, .left)) { _ in }
        d.check(.release(p)) { _ in }
        d.check(.wheel(p, delta: 1)) { _ in }
        d.advance(1)
        XCTAssertNil(d.state.session, "no press was waiting to lift")
    }

    func testTheMouseChangesNothingAtAQuestion() {
        let d = WholeState.deck()
        d.key(.tab)
        d.key(.down)
        d.key(.character("d"))
        let p = d.center("c")
        d.check(.press(p, .left)) { _ in }
        d.check(.release(p)) { _ in }
        d.check(.press(Point(x: 20, y: 2), .left)) { _ in }  // the line between the panes
    }
}
