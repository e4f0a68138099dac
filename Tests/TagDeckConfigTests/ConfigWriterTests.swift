import XCTest
import TagDeck
@testable import TagDeckConfig

/// `tagdeck config`'s text: complete, valid, and read back into the same config.
final class ConfigWriterTests: XCTestCase {
    private func roundTrip(_ config: Config, file: StaticString = #filePath, line: UInt = #line) {
        let text = ConfigWriter.toml(config)
        switch ConfigReader.read(text, path: "written.toml") {
        case .success(let read):
            XCTAssertEqual(read, config, file: file, line: line)
            XCTAssertEqual(ConfigWriter.toml(read), text, "writing is stable", file: file, line: line)
        case .failure(let error): XCTFail("the written config does not read back:\n\(error)\n\(text)", file: file, line: line)
        }
    }

    func testTheDefaultsRoundTrip() {
        roundTrip(Config())
        let text = ConfigWriter.toml(Config())
        for line in ["press-delay = 200", "reduced-motion = false", "split = 'content'", "theme = 'auto'", "[keys]",
                     "undo = [ 'u' ]", "redo = [ 'Ctrl-R' ]", "back = [ 'Esc', 'Ctrl-G' ]"] {
            XCTAssertTrue(text.split(separator: "\n").contains { $0.hasPrefix(line) }, "missing \(line):\n\(text)")
        }
    }

    func testEveryRebindableActionIsWritten() {
        let text = ConfigWriter.toml(Config())
        for action in KeyMap.standard.rebindableActions {
            XCTAssertTrue(text.contains("\n\(action.rawValue) = "), action.rawValue)
        }
        XCTAssertFalse(text.contains("\ncount = "), "the digits of a count are not an action to rebind")
    }

    func testChangedSettingsAndAwkwardKeysRoundTrip() {
        var config = Config()
        config.pressDelay = 0
        config.reducedMotion = true
        config.split = 90
        config.theme = .mono
        // Characters that TOML strings must quote or escape.
        config.keyMap.rebind(.help(.help), to: [.character("'"), .character("\""), .character("\\")])
        config.keyMap.rebind(.sending(.undo), to: [.character("#"), .character("é"), .control("b")])
        config.keyMap.rebind(.sending(.redo), to: [])
        roundTrip(config)
    }

    func testRandomRebindingsRoundTrip() {
        var generator = SystemRandomNumberGenerator()
        let printable = (33...126).map { Key.character(Character(Unicode.Scalar(UInt8($0)))) }
        let named: [Key] = [.up, .down, .left, .right, .space, .tab, .backTab, .enter, .escape, .backspace,
                            .home, .end, .pageUp, .pageDown, .control("a"), .control("y")]
        for _ in 0..<50 {
            var config = Config()
            for action in config.keyMap.rebindableActions.shuffled(using: &generator).prefix(5) {
                let keys = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                    Bool.random(using: &generator) ? printable.randomElement(using: &generator)!
                        : named.randomElement(using: &generator)!
                }
                config.keyMap.rebind(action, to: keys)
            }
            // Only configs without conflicts are valid files.
            guard config.keyMap.conflicts().isEmpty else { continue }
            roundTrip(config)
        }
    }
}
