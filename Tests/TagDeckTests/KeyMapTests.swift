import Foundation
@testable import TagDeck
import XCTest
import TagDeckTesting

/// One key map drives dispatch, the help overlay and the key table of the board guide (docs/board.md).
final class KeyMapTests: XCTestCase {
    /// The board guide's key table, between its two markers.
    private func guideKeyTable() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let guide = try String(contentsOf: root.appendingPathComponent("docs/board.md"), encoding: .utf8)
        let begin = "<!-- key table: generated from KeyMap.standard; KeyMapTests keeps them equal -->\n"
        let end = "<!-- end of key table -->"
        let start = try XCTUnwrap(guide.range(of: begin), "no key table marker in docs/board.md")
        let stop = try XCTUnwrap(guide.range(of: end, range: start.upperBound..<guide.endIndex))
        return String(guide[start.upperBound..<stop.lowerBound])
    }

    /// The table between the markers is, byte for byte, what `Scripts/generate-docs` writes there: the key map's
    /// ``KeyMap/markdownTable()``, which the script prints with `tagdeck print --key-table`.
    func testTheGuideKeyTableIsTheKeyMap() throws {
        let table = try guideKeyTable()
        let expected = KeyMap.standard.markdownTable()
        if table != expected {
            let have = Set(table.split(separator: "\n").map(String.init))
            let want = expected.split(separator: "\n").map(String.init)
            let missing = want.filter { !have.contains($0) }
            let extra = table.split(separator: "\n").map(String.init).filter { !want.contains($0) }
            XCTFail("the key table of docs/board.md differs from the key map (run Scripts/generate-docs)."
                    + "\nmissing from docs/board.md:\n"
                    + missing.joined(separator: "\n") + "\nnot in the key map:\n" + extra.joined(separator: "\n")
                    + "\n\nthe whole table:\n" + expected)
        }
    }

    func testEveryKeyOfTheGuideIsBoundAndEveryBindingIsInTheGuide() throws {
        let table = try guideKeyTable()
        let guideKeys = Set(table.split(separator: "\n").flatMap { line -> [String] in
            let first = line.split(separator: "|").first.map(String.init) ?? ""
            return first.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        })
        let mapKeys = Set(KeyMap.standard.bindings.flatMap { $0.keys.map(\.name) })
        XCTAssertEqual(guideKeys.subtracting(mapKeys), [], "keys in docs/board.md that the key map lacks")
        XCTAssertEqual(mapKeys.subtracting(guideKeys), [], "keys in the key map that docs/board.md lacks")
    }

    func testNoKeyIsBoundTwiceInOneContext() {
        for context in KeyContext.allCases {
            var seen: [Key: DeckAction] = [:]
            for binding in KeyMap.standard.bindings(in: context) {
                for key in binding.keys {
                    XCTAssertNil(seen[key], "\(key.name) is bound twice in \(context)")
                    seen[key] = binding.action
                }
            }
        }
    }

    /// A key bound in a context whose handler does not take its action would do nothing: each action says the
    /// contexts it works in (``DeckAction/contexts``, an exhaustive switch), and every binding is in one of them.
    func testEveryBoundActionHasAHandlerInItsContext() {
        for binding in KeyMap.standard.bindings {
            XCTAssertTrue(binding.action.contexts.contains(binding.context),
                          "\(binding.action) is bound to \(binding.keyLabel) in \(binding.context), where nothing handles it")
        }
        // And every action works somewhere, and is bound somewhere by default.
        for action in DeckAction.allCases {
            XCTAssertFalse(action.contexts.isEmpty, "\(action) works in no context")
            XCTAssertTrue(KeyMap.standard.bindings.contains { $0.action == action }, "\(action) has no key")
        }
    }

    func testRebindingIsAChangeToTheTableOnly() {
        var bindings = KeyMap.standard.bindings
        let undo = bindings.firstIndex { $0.action == .sending(.undo) }!
        bindings[undo].keys = [.character("x")]
        var options = DeckOptions()
        options.reducedMotion = true
        options.keyMap = KeyMap(bindings)
        let d = HeadlessDriver(board: TestBoards.literal(top: [["aa", "bb"]], bottom: [["cc"]]), width: 40,
                               height: 14, options: options)
        d.key(.right)
        d.key(.enter)
        XCTAssertEqual(d.board.texts, [[["bb"]], [["cc", "aa"]]])
        d.type("u")
        XCTAssertEqual(d.board.texts, [[["bb"]], [["cc", "aa"]]], "u is no longer undo")
        d.type("x")
        XCTAssertEqual(d.board.texts, [[["aa", "bb"]], [["cc"]]], "x is")
        d.resize(80, 60)
        d.type("?")
        XCTAssertTrue(d.lines.contains { $0.contains(" x ") && $0.contains("undo") }, d.screen)
        XCTAssertFalse(d.lines.contains { $0.contains(" u ") && $0.contains("undo") }, d.screen)
    }

    /// Every line of the help, read by scrolling it through a short screen.
    private func helpText(height: Int) -> String {
        let d = HeadlessDriver(board: sampleBoard(), width: 100, height: height)
        d.type("?")
        var seen = d.lines
        for _ in 0..<160 { d.key(.down); seen += d.lines }
        return seen.joined(separator: "\n")
    }

    func testTheHelpShowsEveryBindingAndScrollsWhenTallerThanTheScreen() {
        let short = HeadlessDriver(board: sampleBoard(), width: 100, height: 16)
        short.type("?")
        XCTAssertTrue(short.screen.contains("↓ more"), short.screen)
        let text = helpText(height: 16)
        XCTAssertTrue(text.contains("'word") && text.contains("the exact substring"), "the filter syntax")
        for binding in KeyMap.standard.bindings where binding.context != .tooSmall {
            XCTAssertTrue(text.contains(binding.keyLabel) && text.contains(binding.help),
                          "the help lacks \(binding.keyLabel): \(binding.help)")
        }
        let d = HeadlessDriver(board: sampleBoard(), width: 100, height: 16)
        d.type("?")
        for _ in 0..<80 { d.key(.pageDown) }
        XCTAssertTrue(d.screen.contains("↑ more"), d.screen)
        XCTAssertFalse(d.screen.contains("↓ more"), "scrolled to the end:\n\(d.screen)")
        d.key(.escape)
        XCTAssertEqual(d.deck.mode, .browsing)
    }

    /// At every width, each key label stands at least two spaces from its description, on the screen as drawn.
    func testTheHelpKeepsTwoSpacesBetweenAKeyAndItsDescription() {
        for width in [60, 80, 100] {
            let d = HeadlessDriver(board: sampleBoard(), width: width, height: 200)
            d.type("?")
            let overlay = HelpOverlay(keyMap: KeyMap.standard)
            let pairs = overlay.rows(width: width).filter { !$0.keys.isEmpty && !$0.text.isEmpty }
            XCTAssertGreaterThan(pairs.count, 40, "the help lists the keys")
            for row in pairs {
                guard let line = d.lines.first(where: { $0.contains(row.keys) && $0.contains(row.text) }) else {
                    return XCTFail("at \(width) columns, no line shows '\(row.keys)' with '\(row.text)'")
                }
                let after = line.range(of: row.keys)!.upperBound
                let between = line[after..<line.range(of: row.text, range: after..<line.endIndex)!.lowerBound]
                XCTAssertTrue(between.count >= 2 && between.allSatisfy { $0 == " " },
                              "at \(width) columns: '\(row.keys)\(between)\(row.text)'")
            }
        }
    }
}
