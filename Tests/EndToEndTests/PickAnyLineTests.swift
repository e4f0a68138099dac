import Foundation
import TagDeck
import TagDeckTestSupport
import TagDeckTesting
import XCTest

/// `tagdeck pick` takes any line, shows it without sending a control character to the terminal, and prints the
/// chosen ones byte for byte; fields as fzf cuts them. Each against fzf, run on the same input with the same keys
/// (pick every line, accept), where fzf is installed. fzf 0.38 (Debian's) prints U+FFFD for bytes that are not
/// UTF-8 and, with `--ansi`, the lines without their escape sequences: the picker guide's two documented differences,
/// which the comparisons take out of tagdeck's output before comparing.
final class PickAnyLineTests: ScratchSessionTestCase {
    /// Every kind of line of the issue, and more: plain, not UTF-8, accented (composed and not), coloured, with a tab,
    /// a CR before the newline, blanks around it, a bell, a byte order mark, a C1 control, a lone escape.
    static let lines: [[UInt8]] = [
        Array("plain".utf8), Array("bad".utf8) + [0xFF, 0xFE] + Array("bytes".utf8), Array("caf\u{E9} accent".utf8),
        Array("\u{1B}[31mred\u{1B}[0m text".utf8), Array("a\tb".utf8), Array("crlf\r".utf8), Array("  blanks  ".utf8),
        Array("bell\u{7}".utf8), Array("\u{FEFF}bom".utf8), Array("cafe\u{301} decomposed".utf8),
        Array("c1\u{9B}".utf8), Array("lone\u{1B}".utf8),
    ]

    /// What each of ``lines`` shows in its chip, without `--ansi` and with it.
    static let shown = ["plain", "bad\u{FFFD}\u{FFFD}bytes", "caf\u{E9} accent", "^[[31mred^[[0m text", "a       b", "crlf^M",
                        "  blanks  ", "bell^G", "\u{FEFF}bom", "cafe\u{301} decomposed", "c1M-^[", "lone^["]
    static let shownWithColours = ["plain", "bad\u{FFFD}\u{FFFD}bytes", "caf\u{E9} accent", "red text", "a       b", "crlf^M",
                                   "  blanks  ", "bell^G", "\u{FEFF}bom", "cafe\u{301} decomposed", "c1M-^[", "lone^["]

    private var input: [UInt8] { Self.lines.flatMap { $0 + [0x0A] } }

    private func fzfPath() -> String? {
        ["/usr/local/bin/fzf", "/usr/bin/fzf"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `tagdeck pick ARGUMENTS < input > out`, waits for `shows` on the screen, picks every candidate (`*` marks
    /// them all, Enter sends them), accepts with `q`; returns what it printed and the screen it showed (as text, and
    /// with tmux's colour escapes).
    private func pickAll(_ input: [UInt8], _ arguments: [String], shows: String, count: Int)
        throws -> (output: [UInt8], screen: String, colored: String) {
        try Data(input).write(to: URL(fileURLWithPath: scratch.file("input")))
        let s = try FileTests.session(in: scratch.path, ["pick", "--reduced-motion"] + arguments, suffix: " < input > out 2> err")
        session = s
        XCTAssertTrue(s.waitUntil { s.isRunningFullScreen && s.capture().contains(shows) }, s.capture())
        let screen = s.capture(), colored = s.capture(escapes: true)
        s.sendKeys("*")
        XCTAssertTrue(FileTests.waitForStatus(s, "Marked"), FileTests.statusLine(s))
        s.sendKeys("Enter")
        XCTAssertTrue(s.waitForText("Chosen · \(count)"), s.capture())
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
        s.close()
        session = nil
        return (FileTests.bytes(scratch.file("out")) ?? [], screen, colored)
    }

    /// Runs `fzf --multi ARGUMENTS < input > fzf-out` in the same kind of pane, selects every line (Ctrl-A bound to
    /// select-all) and accepts; returns what it printed.
    private func fzfPicksAll(_ fzf: String, _ input: [UInt8], _ arguments: [String]) throws -> [UInt8] {
        try Data(input).write(to: URL(fileURLWithPath: scratch.file("fzf-input")))
        let words = ([fzf, "--multi", "--no-sort", "--bind", "ctrl-a:select-all"] + arguments).map(TmuxSession.quote)
        let s = try TmuxSession(command: "cd " + TmuxSession.quote(scratch.path) + " && "
            + TmuxSession.inEnvironment(TmuxSession.environment(["SHELL": "/bin/sh"]), words.joined(separator: " "))
            + " < fzf-input > fzf-out")
        defer { s.close() }
        XCTAssertTrue(s.waitUntil { s.capture().contains("\(Self.lines.count)/\(Self.lines.count)") }, s.capture())
        s.sendKeys("C-a")
        XCTAssertTrue(s.waitUntil { s.capture().contains("(\(Self.lines.count))") }, s.capture())
        s.sendKeys("Enter")
        XCTAssertEqual(s.waitForExit(), 0)
        return FileTests.bytes(scratch.file("fzf-out")) ?? []
    }

    /// `bytes` with each byte that is not UTF-8 as U+FFFD, as fzf 0.38 prints it.
    private func replacingBytesThatAreNotUTF8(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { buffer in
            var out: [UInt8] = []
            var i = 0
            while i < buffer.count {
                let (scalar, length) = UTF8Walk.decode(buffer, at: i)
                out += scalar == nil ? [0xEF, 0xBF, 0xBD] : Array(buffer[i..<(i + length)])
                i += length
            }
            return out
        }
    }

    /// Lines (each ended by a newline) with their escape sequences taken out, as fzf's `--ansi` prints them.
    private func withoutEscapeSequences(_ bytes: [UInt8]) -> [UInt8] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast().flatMap { line in
            Array(line).withUnsafeBufferPointer { buffer in
                var reader = InkReader()
                var out: [UInt8] = []
                var i = 0
                while i < buffer.count {
                    if let length = reader.sequenceLength(in: buffer, at: i) { i += length; continue }
                    out.append(buffer[i])
                    i += 1
                }
                return out + [0x0A]
            }
        }
    }

    func testEveryKindOfLineIsShownAndPrintedAsItCameIn() throws {
        let (output, screen, colored) = try pickAll(input, [], shows: "[plain]", count: Self.lines.count)
        for text in Self.shown { XCTAssertTrue(screen.contains("[" + text + "]"), "[\(text)] in\n\(screen)") }
        XCTAssertTrue(screen.contains("Available · \(Self.lines.count) "), screen)
        // The terminal was sent no control character of a line: tmux shows no colour where a line asked for one.
        XCTAssertFalse(colored.contains("\u{1B}[31mred"), colored)
        XCTAssertEqual(output, input, "every line printed as it came in")
        XCTAssertEqual(FileTests.text(scratch.file("err")), "", "nothing skipped, nothing merged")
        guard let fzf = fzfPath() else { throw XCTSkip("fzf is not installed (apt-get install fzf)") }
        let theirs = try fzfPicksAll(fzf, input, [])
        XCTAssertEqual(replacingBytesThatAreNotUTF8(output), theirs, "fzf prints what tagdeck prints, but U+FFFD")
    }

    func testWithAnsiAColouredLineShowsItsColoursAndIsPrintedWithItsEscapes() throws {
        let (output, screen, colored) = try pickAll(input, ["--ansi"], shows: "[red text]", count: Self.lines.count)
        for text in Self.shownWithColours { XCTAssertTrue(screen.contains("[" + text + "]"), "[\(text)] in\n\(screen)") }
        XCTAssertTrue(colored.contains("31mred"), "red on screen:\n\(colored)")
        XCTAssertEqual(output, input)
        guard let fzf = fzfPath() else { throw XCTSkip("fzf is not installed (apt-get install fzf)") }
        let theirs = try fzfPicksAll(fzf, input, ["--ansi"])
        XCTAssertEqual(withoutEscapeSequences(replacingBytesThatAreNotUTF8(output)), theirs,
                       "fzf prints what tagdeck prints, without escape sequences and with U+FFFD")
    }

    func testFieldsShowOneAndPrintAnother() throws {
        let (output, screen, _) = try pickAll(Array("a:1:x\nb:2:y\n".utf8),
                                              ["--delimiter", ":", "--with-nth", "3", "--accept-nth", "1"],
                                              shows: "[x] [y]", count: 2)
        XCTAssertTrue(screen.contains("│ [x] [y] "), screen)
        XCTAssertEqual(output, Array("a\nb\n".utf8))
    }

    /// `--accept-nth` prints what fzf's field placeholders give (fzf 0.38 has no `--accept-nth`: its `{+sf…}` and, for
    /// runs of blanks, `{+f…}` are the same fields with the same delimiter taken off), on generated lines, for each
    /// kind of delimiter and expression.
    func testAcceptedFieldsAreFzfs() throws {
        guard let fzf = fzfPath() else { throw XCTSkip("fzf is not installed (apt-get install fzf)") }
        var rng = seededGenerator(default: 0xACC_E97)
        let words = ["alpha", "b", "c2", "delta", "é", "x.y", "42"]
        let cases: [(delimiter: String?, separators: [String], expressions: [String])] = [
            (nil, [" ", "  ", "\t"], ["1", "2..", "-1", "1,3", ".."]),
            (":", [":", "::"], ["1", "2", "..2", "-2..-1"]),
            ("[,;] *", [",", "; "], ["1", "2..", "1,-1"]),
        ]
        for (delimiter, separators, expressions) in cases {
            var seen = Set<String>()
            let lines = (0..<12).map { _ in
                (0..<Int.random(in: 1...4, using: &rng)).map { _ in words.randomElement(using: &rng)! }
                    .joined(separator: separators.randomElement(using: &rng)!)
            }.filter { seen.insert($0).inserted }
            let input = Array((lines.joined(separator: "\n") + "\n").utf8)
            for expression in expressions {
                let d = delimiter.map { ["--delimiter", $0] } ?? []
                let (ours, _, _) = try pickAll(input, d + ["--accept-nth", expression, "--print0"],
                                               shows: "Available · \(lines.count) ", count: lines.count)
                try Data(input).write(to: URL(fileURLWithPath: scratch.file("fzf-input")))
                let placeholder = "{+" + (delimiter == nil ? "f" : "sf") + expression + "}"
                let command = [fzf, "--multi", "--no-sort", "--print0"] + d
                    + ["--bind", "load:select-all+execute(cat \(placeholder) > fzf-out)+abort"]
                let s = try TmuxSession(command: "cd " + TmuxSession.quote(scratch.path) + " && "
                    + TmuxSession.inEnvironment(TmuxSession.environment(["SHELL": "/bin/sh"]),
                                                command.map(TmuxSession.quote).joined(separator: " "))
                    + " < fzf-input")
                XCTAssertNotNil(s.waitForExit(), s.capture())
                s.close()
                XCTAssertEqual(String(decoding: ours, as: UTF8.self),
                               String(decoding: FileTests.bytes(scratch.file("fzf-out")) ?? [], as: UTF8.self),
                               "--delimiter \(delimiter ?? "blanks") --accept-nth \(expression) on \(lines)")
            }
        }
    }
}
