import XCTest
import TagDeck
import TagDeckANSI

/// The decoder with the key tables the ncurses front end reads from terminfo, for xterm-256color, GNU screen,
/// tmux-256color, rxvt-unicode and the Linux console (the entries are written in ``TerminfoEntries``).
final class TerminfoKeyTests: XCTestCase {
    /// The table the ncurses front end makes of an entry: its keys, then the common sequences it does not name.
    private func table(_ capabilities: [String: [UInt8]]) -> KeySequenceTable {
        KeySequenceTable(terminfo: capabilities).adding(.standard)
    }

    /// What each key capability is to tagdeck, said here apart from the decoder's own table: the cursor and editing
    /// keys (a modified one, `kHOM5`, is its key), the keypad by where its keys are, the keypad's characters.
    /// (The Linux console's `kcbt2` is its second Shift-Tab, `ESC [ Z`, which the common sequences name.)
    private static let keys: [String: Key] = [
        "kcuu1": .up, "kcud1": .down, "kcuf1": .right, "kcub1": .left, "kri": .up, "kind": .down,
        "kUP": .up, "kDN": .down, "kLFT": .left, "kRIT": .right, "khome": .home, "kHOM": .home, "kend": .end,
        "kEND": .end, "kpp": .pageUp, "kPRV": .pageUp, "knp": .pageDown, "kNXT": .pageDown, "kdch1": .delete,
        "kDC": .delete, "kcbt": .backTab, "kcbt2": .backTab, "kent": .enter, "kfnd": .home, "kslt": .end, "kFND": .home,
        "ka1": .home, "ka2": .up, "ka3": .pageUp, "kb1": .left, "kb3": .right, "kc1": .end, "kc2": .down,
        "kc3": .pageDown, "kpADD": .character("+"), "kpSUB": .character("-"), "kpMUL": .character("*"),
        "kpDIV": .character("/"), "kpDOT": .character("."), "kpCMA": .character(","), "kpZRO": .character("0"),
    ]

    /// The key a capability is (a modified one's name ends in its modifier's digit), or nil for the keys tagdeck
    /// does not use (function keys, Insert, the keypad's middle).
    private static func key(of capability: String) -> Key? {
        if let key = keys[capability] { return key }
        if capability.hasPrefix("kf") { return nil }
        if let last = capability.last, ("3"..."7").contains(last) { return keys[String(capability.dropLast())] }
        return nil
    }

    /// Every key an entry names, followed by `q`: the key it is and the `q`, or the `q` alone for a key tagdeck
    /// does not use. Nothing of a sequence is ever typed.
    func testEveryKeyOfEachEntryIsItsKeyOrNothing() {
        for (name, capabilities) in TerminfoEntries.all {
            let keys = table(capabilities)
            // Two capabilities may name one sequence (rxvt's kel and kEND5): the one with a key is meant.
            var expected: [[UInt8]: Key?] = [:]
            for (capability, sequence) in capabilities where capability != "kmous" && sequence.count > 1 {
                let key = Self.key(of: capability)
                if expected[sequence] == nil || key != nil { expected[sequence] = key }
            }
            XCTAssertGreaterThan(expected.count, 20, name)
            for (sequence, key) in expected {
                let events = ANSIInputDecoder.events(sequence + Array("q".utf8), keys: keys)
                XCTAssertEqual(events, (key.map { [InputEvent.key($0)] } ?? []) + [.key(.character("q"))],
                               "\(name): \(String(decoding: sequence, as: UTF8.self).debugDescription)")
            }
        }
    }

    func testXterm() {
        let keys = table(TerminfoEntries.xterm256Color)
        // Application mode (what smkx asks for, and terminfo says), and normal mode (a terminal that ignores it).
        XCTAssertEqual(ANSIInputDecoder.events("\u{1B}OH\u{1B}[H\u{1B}OF\u{1B}[F\u{1B}OA\u{1B}[A", keys: keys),
                       [.key(.home), .key(.home), .key(.end), .key(.end), .key(.up), .key(.up)])
        XCTAssertEqual(ANSIInputDecoder.events("\u{1B}OP\u{1B}[24~\u{1B}[6~\u{1B}[1;5H\u{1B}Ok", keys: keys),
                       [.key(.pageDown), .key(.home), .key(.character("+"))], "F1 and F12 give nothing")
    }

    func testScreenAndTmux() {
        for entry in [TerminfoEntries.screen, TerminfoEntries.tmux256Color] {
            let keys = table(entry)
            XCTAssertEqual(ANSIInputDecoder.events("\u{1B}[1~\u{1B}[4~\u{1B}OP\u{1B}[6~\u{1B}[5~\u{1B}[Z", keys: keys),
                           [.key(.home), .key(.end), .key(.pageDown), .key(.pageUp), .key(.backTab)])
        }
        XCTAssertEqual(ANSIInputDecoder.events("\u{1B}[1;5C\u{1B}[1;2P", keys: table(TerminfoEntries.tmux256Color)),
                       [.key(.right)])
    }

    func testRxvtUnicode() {
        let keys = table(TerminfoEntries.rxvtUnicode)
        XCTAssertEqual(ANSIInputDecoder.events("\u{1B}[7~\u{1B}[8~\u{1B}[11~\u{1B}[3$\u{1B}[7^\u{1B}Oa\u{1B}[d", keys: keys),
                       [.key(.home), .key(.end), .key(.delete), .key(.home), .key(.up), .key(.left)],
                       "F1 gives nothing; Shift-Delete ends in $, which ends no control sequence")
        XCTAssertEqual(ANSIInputDecoder.events("\u{1B}[8^", keys: keys), [.key(.end)], "kEND5, also kel")
    }

    func testLinuxConsole() {
        let keys = table(TerminfoEntries.linux)
        XCTAssertEqual(ANSIInputDecoder.events("\u{1B}[1~\u{1B}[4~\u{1B}[[Aq\u{1B}[[E\u{1B}[6~\u{1B}[G", keys: keys),
                       [.key(.home), .key(.end), .key(.character("q")), .key(.pageDown)],
                       "F1 (ESC [ [ A) and F5 give nothing, and type no A or E")
        XCTAssertEqual(ANSIInputDecoder.events("\u{1B}\t", keys: keys), [.key(.backTab)], "kcbt is ESC Tab")
        XCTAssertEqual(ANSIInputDecoder.events("\u{1B}\t"), [], "which without the entry is an Alt chord")
    }

    /// Single characters stay what they are (the Linux console's kspd is Control-Z, kbs is DEL), and the mouse's
    /// and the paste's sequences are read by their structure, never as keys.
    func testWhatATableDoesNotTake() {
        let keys = KeySequenceTable(terminfo: [
            "kspd": [0x1A], "kbs": [0x7F], "kmous": Array("\u{1B}[M".utf8), "kf1": Array("\u{1B}[M".utf8),
            "kf2": Array("\u{1B}[<".utf8), "kf3": Array("\u{1B}[200~".utf8), "notakey": Array("\u{1B}[A".utf8),
        ])
        XCTAssertEqual(ANSIInputDecoder.events("\u{1A}\u{7F}\u{1B}[M !!", keys: keys),
                       [.key(.control("z")), .key(.backspace), .press(Point(x: 0, y: 0), .left)])
        XCTAssertEqual(ANSIInputDecoder.events("\u{1B}[200~p\u{1B}[201~\u{1B}[A", keys: keys), [.paste("p")],
                       "a capability that is no key is left out")
    }

    /// The terminal's own sequence wins over the common one: vt100's keypad sends ESC O q for its upper left key.
    func testTheEntryComesFirst() {
        let keys = KeySequenceTable(terminfo: ["ka1": Array("\u{1B}Oq".utf8), "kf1": Array("\u{1B}OA".utf8)])
            .adding(.standard)
        XCTAssertEqual(ANSIInputDecoder.events("\u{1B}Oq\u{1B}OA\u{1B}OB", keys: keys), [.key(.home), .key(.down)])
    }
}
