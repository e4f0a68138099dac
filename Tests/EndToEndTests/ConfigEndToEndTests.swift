import XCTest

/// The config file in a real terminal: rebound keys, a theme, the command line over the file, a bad file
/// refused before the screen is touched, and `tagdeck config` round-tripping.
final class ConfigEndToEndTests: ScratchSessionTestCase {
    /// The environment with `$XDG_CONFIG_HOME` in the scratch directory.
    private var environment: [String: String] {
        TmuxSession.environment(["XDG_CONFIG_HOME": scratch.path + "/xdg"])
    }

    /// Writes `text` as `$XDG_CONFIG_HOME/tagdeck/config.toml` and returns its path.
    @discardableResult
    private func writeConfig(_ text: String) throws -> String {
        try FileManager.default.createDirectory(atPath: scratch.path + "/xdg/tagdeck", withIntermediateDirectories: true)
        return try scratch.write("xdg/tagdeck/config.toml", text)
    }

    private func tagdeck(_ arguments: [String]) throws -> ChildProcess.Result {
        ChildProcess.run([try TmuxSession.binaryPath()] + arguments, environment: environment)
    }

    func testReboundKeysWorkAndTheHelpAndHintSayThem() throws {
        try writeConfig("[keys]\nundo = \"x\"\nquit = [\"Q\"]\n")
        let board = "# Top\n- a\n\n# Bottom\n- b\n"
        let path = try scratch.write("board.md", board)
        let s = try FileTests.session(in: scratch.path, ["--reduced-motion", "board.md"], environment: environment)
        session = s
        XCTAssertTrue(FileTests.waitForStatus(s, "? help · Q quit"), FileTests.statusLine(s))
        s.sendKeys("Tab")
        s.sendKeys("Enter")
        XCTAssertTrue(s.waitUntil { (try? String(contentsOfFile: path, encoding: .utf8)) == "# Top\n- a\n- b\n\n# Bottom\n" },
                      "the send was saved")
        // u is no longer undo: the file stays as it is.
        s.sendKeys("u")
        s.sendKeys("x")
        XCTAssertTrue(FileTests.waitForStatus(s, "Undid: 'b'"), FileTests.statusLine(s))
        XCTAssertTrue(s.waitUntil { (try? String(contentsOfFile: path, encoding: .utf8)) == board }, "the undo was saved")
        s.sendKeys("?")
        XCTAssertTrue(s.waitForText("tagdeck help"), s.capture())
        s.sendKeys("Space")
        // The rebound key, in the key column, then its description (the column is as wide as the widest key).
        XCTAssertTrue(s.waitUntil { s.capture().range(of: #" x {2,}undo "#, options: .regularExpression) != nil },
                      s.capture())
        s.sendKeys("Escape")
        XCTAssertTrue(s.waitUntil { !s.capture().contains("tagdeck help") }, s.capture())
        // q no longer quits; Q does.
        s.sendKeys("q")
        s.sendKeys("Q")
        XCTAssertEqual(s.waitForExit(), 0)
    }

    func testTheThemeComesFromTheFileAndTheCommandLineWins() throws {
        try writeConfig("theme = \"mono\"\n")
        let s = try TmuxSession.tagdeck(["--reduced-motion"], environment: environment)
        session = s
        XCTAssertTrue(s.waitUntil { s.isRunningFullScreen && s.capture().contains("[Technology]") }, s.capture())
        XCTAssertFalse(s.capture(escapes: true).contains("38;5;"), "mono draws no colour")
        s.close()
        let light = try TmuxSession.tagdeck(["--reduced-motion", "--theme", "light"], environment: environment)
        session = light
        XCTAssertTrue(light.waitUntil { light.capture(escapes: true).contains("48;5;252m[Technology]") },
                      "--theme light over the file's mono: pale chips\n" + light.capture(escapes: true))
        light.sendKeys("q")
        XCTAssertEqual(light.waitForExit(), 0)
    }

    func testABadConfigFileExitsWithTwoBeforeTheScreenIsTouched() throws {
        let path = try writeConfig("theme = 'mono'\npres-delay = 300\n")
        let s = try TmuxSession.tagdeck([], environment: environment)
        session = s
        XCTAssertEqual(s.waitForExit(), 2)
        XCTAssertTrue(s.waitForText("did you mean"), s.capture())
        XCTAssertEqual(s.display("#{alternate_on} #{mouse_any_flag}"), "0 0", "the screen was never taken")
        let lines = s.capture().split(separator: "\n").map(String.init)
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.hasPrefix("Pane is dead") }
        // One line, wrapped by the terminal's width.
        XCTAssertEqual(lines.joined(), path + ":2:1: unknown setting 'pres-delay'; did you mean 'press-delay'?")
        // Every command that reads the config refuses it the same way; the picker before it reads its input.
        for arguments in [["config"], ["pick"], ["tour"]] {
            let result = try tagdeck(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.error, path + ":2:1: unknown setting 'pres-delay'; did you mean 'press-delay'?\n")
            XCTAssertEqual(result.output, "")
        }
        // A --config file that does not exist is an error too; the usual file missing is not.
        let missing = try tagdeck(["config", "--config", scratch.path + "/nope.toml"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.error.hasPrefix("tagdeck: cannot read the config file "), missing.error)
        try FileManager.default.removeItem(atPath: path)
        XCTAssertEqual(try tagdeck(["config"]).status, 0)
    }

    func testConfigPrintsAFileThatGivesTheSameConfiguration() throws {
        let defaults = try tagdeck(["config"])
        XCTAssertEqual(defaults.status, 0, defaults.error)
        XCTAssertTrue(defaults.output.contains("\npress-delay = 200\n"), defaults.output)
        XCTAssertTrue(defaults.output.contains("\n[keys]\n"), defaults.output)
        // Saved as the config file, the output gives the same output: it is the same configuration.
        try writeConfig(defaults.output)
        XCTAssertEqual(try tagdeck(["config"]).output, defaults.output)
        // A changed configuration round-trips too, and its output differs where it was changed.
        let custom = try scratch.write("custom.toml", "press-delay = 0\nsplit = 25\ntheme = 'light'\n"
                                       + "reduced-motion = true\n[keys]\nundo = ['x', \"'\"]\nhelp = []\n")
        let printed = try tagdeck(["config", "--config", custom])
        XCTAssertEqual(printed.status, 0, printed.error)
        for line in ["press-delay = 0", "split = 25", "theme = 'light'", "reduced-motion = true", "help = []"] {
            XCTAssertTrue(printed.output.split(separator: "\n").contains { $0.hasPrefix(line) }, line + "\n" + printed.output)
        }
        try writeConfig(printed.output)
        XCTAssertEqual(try tagdeck(["config"]).output, printed.output)
        XCTAssertEqual(try tagdeck(["config", "--path"]).output, scratch.path + "/xdg/tagdeck/config.toml\n")
    }
}
