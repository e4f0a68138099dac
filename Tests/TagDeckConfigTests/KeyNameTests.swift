import XCTest
@testable import TagDeck
@testable import TagDeckConfig

/// Key names as a config file writes them, rebinding, conflicts and suggestions.
final class KeyNameTests: XCTestCase {
    func testEveryKeyOfTheStandardMapParsesBackFromItsName() {
        for binding in KeyMap.standard.bindings {
            for key in binding.keys {
                XCTAssertEqual(try Key.parse(name: key.name).get(), key, key.name)
            }
        }
    }

    func testNamesAreReadInAnyCaseWithAliases() {
        XCTAssertEqual(try Key.parse(name: "escape").get(), .escape)
        XCTAssertEqual(try Key.parse(name: "RETURN").get(), .enter)
        XCTAssertEqual(try Key.parse(name: "pagedown").get(), .pageDown)
        XCTAssertEqual(try Key.parse(name: "CTRL-X").get(), .control("x"))
        XCTAssertEqual(try Key.parse(name: " ").get(), .space)
        XCTAssertEqual(try Key.parse(name: "ß").get(), .character("ß"))
        XCTAssertEqual(try Key.parse(name: "Q").get(), .character("Q"), "one character keeps its case")
        XCTAssertThrowsError(try Key.parse(name: "\u{7}").get())
        XCTAssertThrowsError(try Key.parse(name: "Ctrl-1").get())
        XCTAssertThrowsError(try Key.parse(name: "Ctrl-Z").get())
        XCTAssertThrowsError(try Key.parse(name: "ab").get())
    }

    func testTheStandardMapHasNoConflictsAndOneKeyListPerAction() {
        XCTAssertEqual(KeyMap.standard.conflicts(), [])
        for action in KeyMap.standard.rebindableActions {
            let lists = Set(KeyMap.standard.bindings.filter { $0.action == action }.map(\.keys))
            XCTAssertEqual(lists.count, 1, "\(action) has one key list wherever it is bound, so [keys] can write it")
        }
    }

    func testConflictsNameTheKeyTheContextAndBothActions() {
        var map = KeyMap.standard
        map.rebind(.session(.save), to: [.character("u"), .character("u")])
        XCTAssertEqual(map.keys(for: .session(.save)), [.character("u")], "a key listed twice is bound once")
        XCTAssertEqual(map.conflicts(), [KeyMap.Conflict(key: .character("u"), context: .browsing, actions: [.sending(.undo), .session(.save)])])
    }

    func testSuggestionsAreCloseOrNothing() {
        XCTAssertEqual(NearestName.suggestion(for: "pres-delay", among: ["press-delay", "theme"]), "press-delay")
        XCTAssertEqual(NearestName.suggestion(for: "THEM", among: ["press-delay", "theme"]), "theme")
        XCTAssertEqual(NearestName.suggestion(for: "udno", among: ["undo", "redo"]), "undo", "a transposition is one edit")
        XCTAssertNil(NearestName.suggestion(for: "colour", among: ["press-delay", "theme", "keys"]))
        XCTAssertNil(NearestName.suggestion(for: "F1", among: ["Up", "End"]))
        XCTAssertEqual(NearestName.editDistance(Array("kitten"), Array("sitting")), 3)
        XCTAssertEqual(NearestName.editDistance([], Array("abc")), 3)
    }
}
