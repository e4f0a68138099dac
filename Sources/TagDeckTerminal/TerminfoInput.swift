import CNcursesw
import TagDeckANSI

/// What the terminal's terminfo entry says about its input, read with ncurses' terminfo access (`tigetstr`, while
/// `setupterm` or `newterm` has the entry loaded): the sequences of its keys for the decoder, the mouse encoding
/// it announces, and how to make its keys send those sequences.
struct TerminfoInput {
    /// The entry's keys, then the common sequences it does not name (a terminal that ignores `smkx` still sends
    /// `ESC [ A` for Up where the entry says `ESC O A`).
    let keys: KeySequenceTable
    /// The mouse reports to ask for, in the encoding the entry announces.
    let mouse: MouseTracking
    /// `smkx` and `rmkx`: the keypad's transmit mode on and off, in which the keys send what the entry says.
    let keypadOn: String
    let keypadOff: String

    /// For no entry: the common sequences, X10 mouse reports, no keypad mode.
    static let none = TerminfoInput(keys: .standard, mouse: .x10, keypadOn: "", keypadOff: "")

    /// Reads the entry ncurses has loaded.
    static func current() -> TerminfoInput {
        var capabilities: [String: [UInt8]] = [:]
        for name in KeySequenceTable.terminfoKeys.keys {
            if let value = string(name) { capabilities[name] = value }
        }
        let text = { (name: String) in string(name).map { String(decoding: withoutPadding($0), as: UTF8.self) } ?? "" }
        return TerminfoInput(keys: KeySequenceTable(terminfo: capabilities).adding(.standard),
                             mouse: MouseTracking(terminfoMouseKey: string("kmous")),
                             keypadOn: text("smkx"), keypadOff: text("rmkx"))
    }

    /// Loads the entry of `term` for the terminal at `descriptor` (`setupterm`), reads it, and lets it go: for a
    /// front end that does not start ncurses. ``none`` when there is no such entry.
    static func load(term: String, descriptor: Int32) -> TerminfoInput {
        var status: Int32 = 0
        guard setupterm(term, descriptor, &status) == OK else { return .none }
        defer { tagdeck_release_probe_terminal() }
        return current()
    }

    /// The bytes of a string capability, or nil when the entry has none.
    private static func string(_ name: String) -> [UInt8]? {
        guard let value = tagdeck_string_capability(name) else { return nil }
        return Array(UnsafeBufferPointer(start: value, count: strlen(value))).map { UInt8(bitPattern: $0) }
    }

    /// `bytes` without terminfo's delays (`$<5>`, `$<2*/>`), which only `tputs` understands.
    static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var i = 0
        while i < bytes.count {
            // "$<", digits with "." "*" "/", ">".
            if bytes[i] == 0x24, i + 1 < bytes.count, bytes[i + 1] == 0x3C,
               let close = bytes[(i + 2)...].firstIndex(of: 0x3E),
               bytes[(i + 2)..<close].allSatisfy({ (0x30...0x39).contains($0) || [0x2E, 0x2A, 0x2F].contains($0) }) {
                i = close + 1
                continue
            }
            result.append(bytes[i])
            i += 1
        }
        return result
    }
}
