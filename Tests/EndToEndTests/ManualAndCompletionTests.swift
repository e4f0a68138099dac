import Foundation
import XCTest

/// The committed man page agrees with the command line (every option of every command, every key of the key
/// map); the README and the guides under docs/ name every option; shell completions come out for bash, zsh and
/// fish.
final class ManualAndCompletionTests: XCTestCase {
    private func tagdeck(_ arguments: [String]) throws -> ChildProcess.Result {
        ChildProcess.run([try TmuxSession.binaryPath()] + arguments, environment: TmuxSession.environment())
    }

    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The commands whose options the man page and the documents must name (`help` lists each one's).
    private static let commands = ["edit", "pick", "check", "print", "tour", "config", "merge", "tags", "vocab"]

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
                XCTAssertTrue(manual.contains(option), "man/tagdeck.1 lacks \(command) \(option): run Scripts/generate-manual")
            }
        }
        // The keys: every line of the key table that `tagdeck help edit` prints is in the page.
        let help = try tagdeck(["help", "edit"]).output
        let discussion = help.components(separatedBy: "USAGE:").first ?? ""
        let keyLines = discussion.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
        XCTAssertGreaterThan(keyLines.count, 40, help)
        for line in keyLines {
            XCTAssertTrue(manual.contains(plain(String(line))), "man/tagdeck.1 lacks the key line '\(line)': run Scripts/generate-manual")
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
