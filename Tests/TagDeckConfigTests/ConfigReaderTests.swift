import XCTest
import TagDeck
@testable import TagDeckConfig

/// The config reader: every setting, every kind of error at its line and column, and `[keys]` rebinding.
final class ConfigReaderTests: XCTestCase {
    private func read(_ text: String) -> Result<Config, ConfigError> { ConfigReader.read(text, path: "/c/config.toml") }

    private func config(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Config? {
        switch read(text) {
        case .success(let config): return config
        case .failure(let error):
            XCTFail("unexpected errors:\n\(error)", file: file, line: line)
            return nil
        }
    }

    /// The problems of `text`, as `LINE:COLUMN: message` lines.
    private func problems(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        switch read(text) {
        case .success: XCTFail("expected errors", file: file, line: line); return []
        case .failure(let error): return error.problems.map { "\($0.line):\($0.column): \($0.message)" }
        }
    }

    func testAnEmptyFileIsTheDefaults() {
        XCTAssertEqual(config(""), Config())
        XCTAssertEqual(config("# only a comment\n\n"), Config())
    }

    func testEverySettingIsRead() throws {
        let c = try XCTUnwrap(config("""
            press-delay = 350
            reduced-motion = true
            split = 30
            theme = "light"
            """))
        XCTAssertEqual(c.pressDelay, 350)
        XCTAssertTrue(c.reducedMotion)
        XCTAssertEqual(c.split, 30)
        XCTAssertEqual(c.theme, .light)
        XCTAssertEqual(c.keyMap, .standard)
        let options = c.applied(to: DeckOptions())
        XCTAssertEqual(options.pressDelay, 0.35, accuracy: 1e-9)
        XCTAssertEqual(options.split ?? 0, 0.3, accuracy: 1e-9)
        XCTAssertEqual(options.theme, .light)
        XCTAssertTrue(options.reducedMotion)
        XCTAssertNil(config("split = \"content\"")?.split)
        XCTAssertEqual(config("theme = 'mono'")?.theme, .mono)
    }

    func testHeightIsRowsAPercentageOrFull() throws {
        XCTAssertEqual(config("height = 12")?.height, "12")
        XCTAssertEqual(config("height = \"40%\"")?.height, "40%")
        XCTAssertNil(config("height = \"full\"")?.height)
        XCTAssertEqual(problems("height = \"tall\"").count, 1)
        XCTAssertEqual(problems("height = 0").count, 1)
        XCTAssertTrue(problems("height = \"140%\"").first?.hasPrefix("1:10: height must be") ?? false,
                      problems("height = \"140%\"").joined())
        var custom = Config()
        custom.height = "40%"
        XCTAssertEqual(config(ConfigWriter.toml(custom)), custom, "written and read back")
    }

    func testKeysRebindAnActionEverywhereItIsBound() throws {
        let c = try XCTUnwrap(config("""
            [keys]
            undo = ["x", "u"]
            quit = "Q"
            cancel-drag = ["ESCAPE", "ctrl-b"]
            help = []
            """))
        XCTAssertEqual(c.keyMap.action(for: .character("x"), in: .browsing), .sending(.undo))
        XCTAssertEqual(c.keyMap.action(for: .character("u"), in: .browsing), .sending(.undo))
        XCTAssertEqual(c.keyMap.keys(for: .sending(.undo)), [.character("x"), .character("u")])
        for context in [KeyContext.browsing, .carrying, .tooSmall] {
            XCTAssertEqual(c.keyMap.action(for: .character("Q"), in: context), .session(.quit), "\(context)")
            XCTAssertNil(c.keyMap.action(for: .character("q"), in: context), "\(context)")
        }
        for context in [KeyContext.carrying, .liftedByMouse] {
            XCTAssertEqual(c.keyMap.action(for: .control("b"), in: context), .carrying(.cancelDrag))
            XCTAssertEqual(c.keyMap.action(for: .escape, in: context), .carrying(.cancelDrag))
        }
        XCTAssertNil(c.keyMap.action(for: .character("?"), in: .browsing), "[] unbinds")
        XCTAssertEqual(c.keyMap.action(for: .character("?"), in: .help), .help(.closeHelp), "other actions keep their keys")
    }

    func testDottedAndQuotedKeysAreRead() {
        XCTAssertEqual(config("keys.undo = \"x\"")?.keyMap.keys(for: .sending(.undo)), [.character("x")])
        XCTAssertEqual(config("\"press-delay\" = 10")?.pressDelay, 10)
        XCTAssertEqual(config("keys = { undo = 'x' }")?.keyMap.keys(for: .sending(.undo)), [.character("x")])
    }

    func testASyntaxErrorIsReportedWhereTOMLKitFindsIt() {
        let found = problems("press-delay = 200\ntheme = = 'x'\n")
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found[0].hasPrefix("2:9: TOML syntax: "), "\(found)")
        XCTAssertTrue(problems("[keys\nundo = 'x'\n")[0].hasPrefix("1:"), "an unclosed table header")
        XCTAssertTrue(problems("a = 1\na = 2\n")[0].hasPrefix("2:"), "a key defined twice")
    }

    func testAnUnknownSettingSuggestsTheNearestOne() {
        XCTAssertEqual(problems("theme = 'mono'\n  pres-delay = 300\n"),
                       ["2:3: unknown setting 'pres-delay'; did you mean 'press-delay'?"])
        XCTAssertEqual(problems("[kyes]\nundo = 'x'\n"), ["1:2: unknown setting 'kyes'; did you mean 'keys'?"])
        XCTAssertEqual(problems("colour = 'red'\n"), ["1:1: unknown setting 'colour'"])
    }

    func testWrongTypesAreReportedAtTheirValues() {
        XCTAssertEqual(problems("press-delay = \"fast\""),
                       ["1:15: press-delay must be a whole number, not the string \"fast\""])
        XCTAssertEqual(problems("press-delay = 1.5"), ["1:15: press-delay must be a whole number, not the number 1.5"])
        XCTAssertEqual(problems("reduced-motion = 1"), ["1:18: reduced-motion must be true or false, not the number 1"])
        XCTAssertEqual(problems("theme = true"),
                       ["1:9: theme must be a string (auto, default, light, neutral, mono), not true"])
        XCTAssertEqual(problems("split = [50]"), ["1:9: split must be a whole number, not a list"])
        XCTAssertEqual(problems("keys = 3"), ["1:8: keys must be a table ([keys]), not the number 3"])
        XCTAssertEqual(problems("[keys]\nlift = 3\n"),
                       ["2:8: lift must be a key name or a list of them, not the number 3"])
        XCTAssertEqual(problems("[keys]\nlift = ['x', 3]\n"),
                       ["2:8: lift: every key must be a string, not the number 3"])
    }

    func testValuesOutOfRange() {
        XCTAssertEqual(problems("press-delay = 9000"),
                       ["1:15: press-delay must be between 0 and 5000 (milliseconds), not 9000"])
        XCTAssertEqual(problems("press-delay = -1"),
                       ["1:15: press-delay must be between 0 and 5000 (milliseconds), not -1"])
        XCTAssertEqual(problems("split = 95"), ["1:9: split must be \"content\" or a percent from 10 to 90, not 95"])
        XCTAssertEqual(problems("split = 'half'"),
                       ["1:9: split must be \"content\" or a percent from 10 to 90, not \"half\""])
        XCTAssertEqual(problems("theme = 'solarized'"), ["1:9: unknown theme 'solarized' (auto, default, light, neutral, mono)"])
        XCTAssertEqual(problems("theme = 'mno'"),
                       ["1:9: unknown theme 'mno' (auto, default, light, neutral, mono); did you mean 'mono'?"])
    }

    func testUnknownActionsAndKeyNames() {
        XCTAssertEqual(problems("[keys]\nredoo = 'x'\n"), ["2:1: unknown action 'redoo'; did you mean 'redo'?"])
        XCTAssertEqual(problems("[keys]\ncount = '0'\n"),
                       ["2:1: unknown action 'count' (the digits of a count cannot be rebound)"])
        XCTAssertEqual(problems("[keys]\nhelp = 'F1'\n"), ["2:8: help: unknown key name 'F1'"])
        XCTAssertEqual(problems("[keys]\nhelp = 'Spcae'\n"),
                       ["2:8: help: unknown key name 'Spcae'; did you mean 'Space'?"])
        XCTAssertEqual(problems("[keys]\nhelp = ''\n"), ["2:8: help: a key name is empty"])
        XCTAssertEqual(problems("[keys]\nmark = 'Ctrl-C'\n"), ["2:8: mark: Ctrl-C is the terminal's interrupt"])
        XCTAssertEqual(problems("[keys]\nmark = 'ctrl-m'\n"), ["2:8: mark: Ctrl-M arrives as Enter"])
    }

    func testTwoActionsOnOneKeyAreReportedWhereTheFileMadeThem() {
        XCTAssertEqual(problems("[keys]\nundo = 'q'\n"), ["2:8: key 'q' is bound to both undo and quit (browsing)"])
        // Both rebound: the later line is the one to fix.
        XCTAssertEqual(problems("[keys]\nredo = 'x'\nundo = ['u', 'x']\n"),
                       ["3:8: key 'x' is bound to both undo and redo (browsing)"])
        // A swap is no conflict.
        let swapped = config("[keys]\nundo = 'q'\nquit = 'u'\n")
        XCTAssertEqual(swapped?.keyMap.action(for: .character("q"), in: .browsing), .sending(.undo))
        XCTAssertEqual(swapped?.keyMap.action(for: .character("u"), in: .browsing), .session(.quit))
        // The same key in two contexts is no conflict either.
        XCTAssertNotNil(config("[keys]\nkeep-filter = 'Tab'\n"))
    }

    func testEveryProblemIsReportedInFileOrder() throws {
        guard case .failure(let error) = read("theme = 'x'\npres-delay = 1\n[keys]\nredoo = 'x'\n") else {
            return XCTFail("expected errors")
        }
        XCTAssertEqual(error.problems.map(\.line), [1, 2, 4])
        let lines = error.description.split(separator: "\n")
        XCTAssertEqual(lines.count, 3)
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("/c/config.toml:") }, error.description)
        XCTAssertEqual(lines[1], "/c/config.toml:2:1: unknown setting 'pres-delay'; did you mean 'press-delay'?")
    }
}
