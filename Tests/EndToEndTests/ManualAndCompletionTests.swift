import Foundation
import XCTest

/// The committed man page is what `Scripts/generate-docs` writes from the command line as it is, and agrees with
/// it (every option of every command, every key of the key map); the README and the guides under docs/ name every
/// option; shell completions come out for bash, zsh and fish.
final class ManualAndCompletionTests: XCTestCase {
    private func tagdeck(_ arguments: [String]) throws -> ChildProcess.Result {
        ChildProcess.run([try TmuxSession.binaryPath()] + arguments, environment: TmuxSession.environment())
    }

    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The commands whose options the man page and the documents must name (`help` lists each one's).
    private static let commands = ["edit", "pick", "check", "print", "tour", "config", "merge", "tags", "vocab"]

    /// `text` quoted for the shell.
    private func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// The SHA-256, in hex, of what the shell command `command` writes to standard output, as `sha256sum` gives it
    /// (the sum `Scripts/generate-docs` records).
    private func sha256(of command: String) throws -> String {
        let result = ChildProcess.run(["sh", "-c", command + " | sha256sum"])
        XCTAssertEqual(result.status, 0, result.error)
        return try XCTUnwrap(result.output.split(separator: " ").first.map(String.init), result.error)
    }

    /// The page is, byte for byte, what `Scripts/generate-docs` wrote from this command line. The script makes the
    /// page with swift-argument-parser's generate-manual plugin (a package plugin that builds its own tool: too slow
    /// and too fragile to run inside the tests), from `tagdeck --experimental-dump-help` alone, and records in the
    /// page's second line the SHA-256 of that help and of the page without the line. So a command, an option, a help
    /// text or a key changed without running the script fails the first sum here, and a page edited by hand the
    /// second. (`Scripts/generate-docs --check`, run by `.ci/run`, runs the plugin itself and compares.)
    func testTheManPageIsWhatGenerateDocsWritesFromThisCommandLine() throws {
        let path = Self.root.appendingPathComponent("man/tagdeck.1").path
        let page = try String(contentsOfFile: path, encoding: .utf8)
        let lines = page.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
        let stamp = try XCTUnwrap(
            lines.dropFirst().first?.wholeMatch(
                of: /\.\\" Written by Scripts\/generate-docs: help sha256 ([0-9a-f]{64}), page sha256 ([0-9a-f]{64})/),
            "man/tagdeck.1 has no line saying what Scripts/generate-docs wrote it from: run Scripts/generate-docs")
        XCTAssertEqual(try sha256(of: "sed 2d " + quoted(path)), String(stamp.output.2),
                       "man/tagdeck.1 is not what Scripts/generate-docs wrote (edited by hand?): run the script")
        let help = try tagdeck(["--experimental-dump-help"])
        XCTAssertEqual(help.status, 0, help.error)
        XCTAssertEqual(try sha256(of: quoted(try TmuxSession.binaryPath()) + " --experimental-dump-help"),
                       String(stamp.output.1),
                       "the command line changed since man/tagdeck.1 was written: run Scripts/generate-docs")
    }

    /// Text with roff's escapes taken out, mdoc's flag macro read as the dash it stands for (`Fl -json` is
    /// `--json`, `Fl o , -output` is `-o, --output`), and blanks collapsed, to compare words.
    private func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "\\(aq", with: "'").replacingOccurrences(of: "\\", with: "")
            .replacing(/Fl (\S)/) { "-" + $0.output.1 }.replacingOccurrences(of: " , -", with: ", --")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    func testTheManPageNamesEveryOptionAndKey() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("man/tagdeck.1"), encoding: .utf8)
        let manual = plain(page)
        for command in Self.commands {
            let help = try tagdeck(["help", command]).output
            let options = Set(help.matches(of: /--[a-z0-9][a-z0-9-]*/).map { String($0.output) })
            XCTAssertFalse(options.isEmpty, command)
            for option in options where option != "--help" && option != "--version" {
                XCTAssertTrue(manual.contains(option), "man/tagdeck.1 lacks \(command) \(option): run Scripts/generate-docs")
            }
        }
        // The keys: every line of the key table that `tagdeck help edit` prints is in the page.
        let help = try tagdeck(["help", "edit"]).output
        let discussion = help.components(separatedBy: "USAGE:").first ?? ""
        let keyLines = discussion.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
        XCTAssertGreaterThan(keyLines.count, 40, help)
        for line in keyLines {
            XCTAssertTrue(manual.contains(plain(String(line))), "man/tagdeck.1 lacks the key line '\(line)': run Scripts/generate-docs")
        }
    }

    /// The README and the guides under docs/, where the options are described now, name every option of every
    /// command, each in a synopsis (`[--json`), in code (`` `--json` ``) or in running text.
    func testTheReadmeAndTheGuidesNameEveryOptionOfEveryCommand() throws {
        let docs = Self.root.appendingPathComponent("docs")
        let guides = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }
            .sorted()
        XCTAssertTrue(guides.contains("command-line.md") && guides.contains("picker.md"), "\(guides)")
        let files = [Self.root.appendingPathComponent("README.md")] + guides.map { docs.appendingPathComponent($0) }
        let readme = try files.map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
        for command in Self.commands {
            let help = try tagdeck(["help", command]).output
            for match in help.matches(of: /--[a-z0-9][a-z0-9-]*/) {
                let option = String(match.output)
                guard option != "--help" && option != "--version" else { continue }
                XCTAssertTrue(readme.contains("`" + option) || readme.contains(" " + option + " ")
                              || readme.contains("[" + option),
                              "neither the README nor docs/*.md names \(command) \(option)")
            }
        }
    }

    func testCompletionScriptsForBashZshAndFish() throws {
        for shell in ["bash", "zsh", "fish"] {
            let result = try tagdeck(["--generate-completion-script", shell])
            XCTAssertEqual(result.status, 0, shell)
            XCTAssertTrue(result.output.contains("pick") && result.output.contains("reduced-motion"), shell)
        }
    }
}
