@testable import TagDeck
import TagDeckTestSupport
import TagDeckTesting
import XCTest

/// A line of input as the picker keeps and shows it: its text gives its bytes back and is equal to another exactly
/// when their bytes are; its chip shows tabs, controls, bytes that are not UTF-8 and (with `--ansi`) colours as it
/// should, never a control character; its width is what is drawn; the filter searches what is shown.
final class LineDisplayTests: XCTestCase {
    /// Pieces of lines: ASCII, controls, bytes that are not UTF-8, `é` composed and not, the Kelvin sign and `K`,
    /// Hangul composed and as jamo, a code point of the escape range, escape sequences.
    static let pieces: [[UInt8]] = [
        Array("a".utf8), Array("K".utf8), Array("\u{212A}".utf8), Array("caf\u{E9}".utf8), Array("cafe\u{301}".utf8),
        Array("\u{D55C}".utf8), Array("\u{1112}\u{1161}\u{11AB}".utf8), [0xFF], [0xC3], [0xE2, 0x82], [0x80],
        [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x8F, 0xBE], Array("\t".utf8), Array("\r".utf8), [0x1B], Array("\u{85}".utf8),
        Array("\u{1B}[31m".utf8), Array("\u{1B}[0m".utf8), Array(" ".utf8), Array("科".utf8), [0x00], [0x7F],
    ]

    private func randomLine(_ rng: inout SplitMix64) -> [UInt8] {
        (0..<Int.random(in: 1...6, using: &rng)).flatMap { _ in Self.pieces.randomElement(using: &rng)! }
    }

    func testATextGivesItsLineBackAndTextsAreEqualExactlyWhenTheirBytesAre() {
        var rng = seededGenerator(default: 0x11_7E47)
        var lines: [[UInt8]] = []
        for _ in 0..<3_000 { lines.append(randomLine(&rng)) }
        lines += [Array("caf\u{E9}".utf8), Array("cafe\u{301}".utf8), Array("\u{212A}".utf8), Array("K".utf8)]
        var byText: [String: [UInt8]] = [:]
        for line in lines {
            let text = LineText.text(of: line)
            XCTAssertEqual(LineText.bytes(of: text), line, "\(line)")
            if let other = byText[text] { XCTAssertEqual(other, line, "two lines, one text") }
            byText[text] = line
        }
        XCTAssertEqual(byText.count, Set(lines).count, "as many texts as distinct lines")
    }

    func testAComposedUTF8LineIsItsOwnText() {
        for line in ["plain", "caf\u{E9}", "\u{D55C}\u{AD6D}", "a\tb", "\u{1B}[31mred", "🎵"] {
            XCTAssertEqual(LineText.text(of: Array(line.utf8)), line)
            XCTAssertFalse(LineText.isEscaped(line))
        }
        for line in [Array("cafe\u{301}".utf8), Array("\u{212A}".utf8), [0x61, 0xFF], Array("\u{10FFFF}".utf8)] {
            XCTAssertTrue(LineText.isEscaped(LineText.text(of: line)), "\(line)")
        }
    }

    // MARK: What a chip shows

    private func shown(_ bytes: [UInt8], _ display: LineDisplay = LineDisplay()) -> ShownLine {
        display.shown(LineText.text(of: bytes))
    }

    private func shown(_ line: String, _ display: LineDisplay = LineDisplay()) -> ShownLine {
        shown(Array(line.utf8), display)
    }

    func testTabsControlsAndBytesThatAreNotUTF8ShowAsSymbols() {
        XCTAssertEqual(shown("a\tb").text, "a       b")
        XCTAssertEqual(shown("a\tb").width, 9)
        XCTAssertEqual(shown("abcd\tb\tc", LineDisplay(tabStop: 4)).text, "abcd    b   c")
        XCTAssertEqual(shown("x\u{1B}[1my\r").text, "x^[[1my^M")
        XCTAssertEqual(shown("\u{0}\u{7F}\u{85}\u{9B}").text, "^@^?M-^EM-^[")
        XCTAssertEqual(shown("\u{0}\u{7F}\u{85}\u{9B}").width, 12)
        XCTAssertEqual(shown([0x61, 0xFF, 0xE2, 0x82, 0x62]).text, "a\u{FFFD}\u{FFFD}\u{FFFD}b", "one U+FFFD a byte")
        XCTAssertEqual(shown("科\t.").text, "科      .", "a wide character takes two of the tab's columns")
        XCTAssertEqual(shown("caf\u{E9}").text, "caf\u{E9}")
        XCTAssertEqual(shown("cafe\u{301}").text, "cafe\u{301}")
        XCTAssertEqual(shown("cafe\u{301}").width, 4)
    }

    /// Whatever a line holds, what its chip shows has no control character, its width is the width of what is
    /// shown, and a measure alone agrees with it.
    func testEveryLineShowsPrintableTextAsWideAsItsWidth() {
        var rng = seededGenerator(default: 0x5_0A11)
        let displays = [LineDisplay(), LineDisplay(tabStop: 3, readsColors: true),
                        LineDisplay(shownFields: FieldExpression("2..")),
                        LineDisplay(readsColors: true, delimiter: FieldDelimiter("m"), shownFields: FieldExpression("1,-1"),
                                    searchedFields: FieldExpression("1"))]
        for _ in 0..<2_000 {
            let line = randomLine(&rng)
            let text = LineText.text(of: line)
            for display in displays {
                let line = display.shown(text)
                XCTAssertFalse(line.text.unicodeScalars.contains(where: VisibleText.isControl), "\(line.text)")
                XCTAssertEqual(line.width, line.text.unicodeScalars.reduce(0) { $0 + DisplayWidth.of($1) })
                XCTAssertEqual(display.width(of: text), line.width)
                XCTAssertEqual(line.runs.last?.end, line.text.utf8.count)
            }
        }
    }

    func testColoursAreReadAndEveryEscapeSequenceTakenOut() {
        let colors = LineDisplay(readsColors: true)
        let red = shown("\u{1B}[31mred\u{1B}[0m text", colors)
        XCTAssertEqual(red.text, "red text")
        XCTAssertEqual(red.runs.filter { $0.end > 0 }, [ShownLine.Run(end: 3, ink: Ink(foreground: 1)),
                                                       ShownLine.Run(end: 8, ink: .none)])
        XCTAssertEqual(shown("\u{1B}]8;;https://example.org\u{1B}\\link\u{1B}]8;;\u{1B}\\ \u{1B}[2K\u{1B}(Bx\u{0E}", colors).text,
                       "link x")
        XCTAssertEqual(shown("N\u{8}NAME", colors).text, "NAME", "overstriking")
        XCTAssertEqual(shown("end\u{1B}", colors).text, "end^[", "a lone escape at the end is shown")
        XCTAssertEqual(shown("\u{1B}[31mred", LineDisplay()).text, "^[[31mred", "without --ansi the sequence shows")
    }

    func testSGRParametersAsTerminalsReadThem() {
        func ink(_ sequence: String) -> Ink {
            let line = shown(sequence + "x", LineDisplay(readsColors: true))
            return line.runs.last!.ink
        }
        XCTAssertEqual(ink("\u{1B}[1;4;31;42m"), Ink(foreground: 1, background: 2, [.bold, .underline]))
        XCTAssertEqual(ink("\u{1B}[38;5;208m"), Ink(foreground: 208))
        XCTAssertEqual(ink("\u{1B}[38:5:208m"), Ink(foreground: 208))
        XCTAssertEqual(ink("\u{1B}[38;2;255;0;0m"), Ink(foreground: 196))
        XCTAssertEqual(ink("\u{1B}[48:2::0:0:255m"), Ink(background: 21))
        XCTAssertEqual(ink("\u{1B}[1;91;104m"), Ink(foreground: 9, background: 12, [.bold]))
        XCTAssertEqual(ink("\u{1B}[1;3;7m\u{1B}[22;23;27m"), .none)
        XCTAssertEqual(ink("\u{1B}[31m\u{1B}[m"), .none)
        XCTAssertEqual(ink("\u{1B}[31;39m"), .none)
        XCTAssertEqual(ink("\u{1B}[2;4:0m"), Ink([.dim]))
    }

    // MARK: Fields

    func testShownFieldsAreFzfsWithTheirTrailingWhiteSpaceLeftOut() {
        let colons = FieldDelimiter(":")
        XCTAssertEqual(shown("a:1:x", LineDisplay(delimiter: colons, shownFields: FieldExpression("3"))).text, "x")
        XCTAssertEqual(shown("a:1:x", LineDisplay(delimiter: colons, shownFields: FieldExpression("1"))).text, "a:")
        XCTAssertEqual(shown("a:1:x", LineDisplay(delimiter: colons, shownFields: FieldExpression("3,1"))).text, "xa:")
        XCTAssertEqual(shown("  foo  bar\tbaz  ", LineDisplay(shownFields: FieldExpression("2"))).text, "bar")
        XCTAssertEqual(shown("  foo  bar\tbaz  ", LineDisplay(shownFields: FieldExpression("2.."))).text, "bar     baz")
        XCTAssertEqual(shown("  foo  bar\tbaz  ", LineDisplay(shownFields: FieldExpression("-1"))).text, "baz")
        XCTAssertEqual(shown("one", LineDisplay(shownFields: FieldExpression("2"))).text, "")
        // Each field starts in the colour in force where it is in the line.
        let colored = LineDisplay(readsColors: true, shownFields: FieldExpression("2"))
        XCTAssertEqual(shown("\u{1B}[31mred blue\u{1B}[0m", colored).runs.last?.ink, Ink(foreground: 1))
        XCTAssertEqual(shown("\u{1B}[31mred blue\u{1B}[0m", colored).text, "blue")
        XCTAssertEqual(shown("\u{1B}[31mred\u{1B}[0m blue", colored).runs.last?.ink, Ink.none)
    }

    func testSearchedFieldsArePartsOfWhatIsShown() {
        let nth = LineDisplay(delimiter: FieldDelimiter("\\t"), searchedFields: FieldExpression("2,3"))
        let line = shown("x\tyy\tz", nth)
        XCTAssertEqual(line.text, "x       yy      z")
        XCTAssertEqual(line.searchedTexts, ["yy      ", "z"])
        XCTAssertEqual(nth.searched(LineText.text(of: Array("x\tyy\tz".utf8))), ["yy      ", "z"])
        XCTAssertEqual(line.highlights(TagQuery("z")), [16])
        XCTAssertEqual(line.highlights(TagQuery("yy")), [8, 9])
        XCTAssertNil(line.highlights(TagQuery("x")), "the first field is not searched")
        XCTAssertEqual(LineDisplay().searched("plain"), ["plain"])
    }

    /// With `--nth 2,3` a term matches in one field or the other, never across them, as fzf has it.
    func testATermMatchesInOneSearchedPart() {
        let query = TagQuery("ab")
        XCTAssertTrue(FieldSearch.matches(query, anyOf: ["xab", "c"]))
        XCTAssertFalse(FieldSearch.matches(query, anyOf: ["xa", "b"]))
        XCTAssertFalse(FieldSearch.matches(TagQuery("!a"), anyOf: ["b", "a"]))
        XCTAssertTrue(FieldSearch.matches(TagQuery("^c"), anyOf: ["ab", "cd"]))
        XCTAssertEqual(FieldSearch.highlights(TagQuery("c b"), inParts: ["ab", "cd"]), [[1], [0]])
    }

    // MARK: On screen

    private func picker(_ lines: [[UInt8]], display: LineDisplay, width: Int = 80) -> HeadlessDriver {
        var options = DeckOptions()
        options.reducedMotion = true
        options.mode = .picker
        options.lineDisplay = display
        let tags = lines.map { display.tag(LineText.text(of: $0)) }
        let board = try! Board(top: PaneContent(title: "Chosen", sections: [Section(tags: [])]),
                               bottom: PaneContent(title: "Available", sections: [Section(tags: tags)]))
        return HeadlessDriver(board: board, width: width, height: 14, options: options)
    }

    /// The chips of a coloured line carry its inks, and no cell of the screen holds a control character: not while
    /// browsing, filtering, carrying or with the chip cut to fit.
    func testChipsShowColoursAndNeverAControlCharacter() {
        let lines = [Array("plain".utf8), [0x62, 0x61, 0x64, 0xFF], Array("caf\u{E9}".utf8),
                     Array("\u{1B}[31mred\u{1B}[0m text".utf8), Array("a\tb".utf8), Array("bell\u{7}\r".utf8),
                     Array(("long " + String(repeating: "\u{1B}[32mgreen ", count: 30)).utf8)]
        let d = picker(lines, display: LineDisplay(readsColors: true), width: 90)
        func checkScreen(_ when: String) {
            let grid = d.deck.render()
            for y in 0..<grid.height {
                for x in 0..<grid.width {
                    XCTAssertFalse(grid[x, y].text.unicodeScalars.contains(where: VisibleText.isControl), when)
                }
            }
        }
        checkScreen("browsing")
        XCTAssertTrue(d.screen.contains("[plain] [bad\u{FFFD}] [caf\u{E9}] [red text] [a       b] [bell^G^M]"), d.screen)
        XCTAssertTrue(d.screen.contains("[long green green"), d.screen)
        XCTAssertTrue(d.screen.contains("…]"), "the long line is cut to fit:\n\(d.screen)")
        let grid = d.deck.render()
        let row = grid.lines.firstIndex { $0.contains("[red text]") }!
        let x = Array(grid.lines[row]).firstIndex(of: "r")!
        XCTAssertEqual(grid[x, row].ink, Ink(foreground: 1))
        XCTAssertEqual(grid[x + 4, row].ink, nil, "the reset")
        d.type("/red")
        checkScreen("filtering")
        XCTAssertTrue(d.screen.contains("[red text]") && !d.screen.contains("[plain]"), d.screen)
        d.key(.enter)
        d.key(.space)
        checkScreen("carrying")
        d.key(.space)
        d.key(.escape)
        d.key(.escape)
        checkScreen("after")
        XCTAssertTrue(d.state.status.isEmpty || !d.state.status.unicodeScalars.contains(where: VisibleText.isControl))
    }

    /// The filter searches what is shown: the fields `--nth` picks of it, the visible text of a coloured line.
    func testTheFilterSearchesWhatIsShown() {
        let lines = [Array("a1\tred".utf8), Array("b2\tblue".utf8), Array("c3\u{1B}[31m\tred\u{1B}[0m".utf8)]
        let d = picker(lines, display: LineDisplay(readsColors: true, delimiter: FieldDelimiter("\t"),
                                                   searchedFields: FieldExpression("2")))
        d.type("/red")
        XCTAssertEqual(d.state.filter?.shownCount, [0, 2], d.screen)
        d.key(.escape)
        d.type("/a1")
        XCTAssertEqual(d.state.filter?.shownCount, [0, 0], "the first field is not searched")
        d.key(.escape)
        d.type("/31m")
        XCTAssertEqual(d.state.filter?.shownCount, [0, 0], "escape sequences are not searched")
    }

    /// Messages name a line by what its chip shows.
    func testMessagesNameALineAsItsChipShowsIt() {
        let d = picker([Array("\u{1B}[1mbold\u{1B}[0m\tx".utf8)], display: LineDisplay(readsColors: true))
        d.key(.enter)
        XCTAssertTrue(d.state.status.hasPrefix("Sent 'bold    x' to Chosen"), d.state.status)
    }
}
