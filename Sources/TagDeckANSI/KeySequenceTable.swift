import TagDeck

/// The byte sequences a terminal sends for its keys, and which key each one is: what ``ANSIInputDecoder`` reads
/// its keys with.
///
/// A table is made from a terminal's terminfo entry (``init(terminfo:)``, the capabilities `kcuu1`, `khome`,
/// `kf1`, ... and the shifted and control variants the entry has, such as `kHOM5`), or is the built-in
/// ``standard`` one, the common xterm and VT sequences. A sequence may name a key tagdeck has no use for (Insert,
/// the function keys): it is known, so it is dropped whole instead of being read as typed text. A modified cursor
/// or editing key (Shift, Alt or Control held) is the key itself, since ``Key`` has no modifiers.
///
/// Only sequences of two bytes or more that start with Escape are kept: a single character (Backspace as `^?`)
/// is read as the character it is.
public struct KeySequenceTable: Sendable {
    /// What a sequence stands for.
    enum Meaning: Hashable, Sendable {
        /// A key tagdeck uses.
        case key(Key)
        /// A key it does not use: dropped whole.
        case ignored
    }

    /// One node of the trie of sequences: its children by byte, and what the sequence up to here stands for.
    struct Node: Sendable {
        var children: [UInt8: Int] = [:]
        var meaning: Meaning?
    }

    /// The trie; node 0 is the root (the empty sequence).
    private(set) var nodes = [Node()]

    /// How many sequences the table holds.
    private(set) var count = 0

    /// A table with no sequence: the decoder then knows only what it reads by structure (mouse reports, pastes).
    public init() {}

    /// The keys of a terminfo entry: each capability name (`"khome"`) with its sequence as `tigetstr` gives it
    /// (escapes such as `\E` already turned into their bytes). Capabilities that are not keys, and keys whose
    /// sequence is a single byte or does not start with Escape, are left out; so are sequences that start as a
    /// mouse report does (`ESC [ M`, `ESC [ <`) or a paste marker, which the decoder reads by their structure.
    /// Where two capabilities name one sequence, one with a key tagdeck uses wins.
    /// - Complexity: O(total length of the sequences).
    public init(terminfo capabilities: [String: [UInt8]]) {
        for (name, sequence) in capabilities.sorted(by: { $0.key < $1.key }) {
            guard let key = Self.terminfoKeys[name] else { continue }
            add(sequence, key.map(Meaning.key) ?? .ignored)
        }
    }

    /// This table, with every sequence of `other` that this one does not name.
    /// - Complexity: O(total length of `other`'s sequences).
    public func adding(_ other: KeySequenceTable) -> KeySequenceTable {
        var merged = self
        for (sequence, meaning) in other.entries where lookUp(sequence) == nil {
            merged.add(sequence, meaning)
        }
        return merged
    }

    /// Every sequence and what it stands for.
    var entries: [([UInt8], Meaning)] {
        var result: [([UInt8], Meaning)] = []
        func walk(_ index: Int, _ prefix: [UInt8]) {
            if let meaning = nodes[index].meaning { result.append((prefix, meaning)) }
            for (byte, child) in nodes[index].children.sorted(by: { $0.key < $1.key }) { walk(child, prefix + [byte]) }
        }
        walk(0, [])
        return result
    }

    /// What `sequence` stands for, if the table names it.
    func lookUp(_ sequence: [UInt8]) -> Meaning? {
        var node = 0
        for byte in sequence {
            guard let next = nodes[node].children[byte] else { return nil }
            node = next
        }
        return nodes[node].meaning
    }

    /// Adds `sequence` (if the table may hold it); a key tagdeck uses is not replaced by one it does not.
    mutating func add(_ sequence: [UInt8], _ meaning: Meaning) {
        guard sequence.count >= 2, sequence[0] == 0x1B, !Self.isReadByStructure(sequence) else { return }
        var node = 0
        for byte in sequence {
            if let next = nodes[node].children[byte] {
                node = next
            } else {
                nodes.append(Node())
                nodes[node].children[byte] = nodes.count - 1
                node = nodes.count - 1
            }
        }
        switch (nodes[node].meaning, meaning) {
        case (nil, _): count += 1
        case (.key, .ignored): return
        default: break
        }
        nodes[node].meaning = meaning
    }

    /// Whether `sequence` starts as a mouse report or a paste marker does.
    private static func isReadByStructure(_ sequence: [UInt8]) -> Bool {
        let prefixes: [[UInt8]] = [[0x1B, 0x5B, 0x4D], [0x1B, 0x5B, 0x3C], Array("\u{1B}[200~".utf8),
                                   Array("\u{1B}[201~".utf8)]
        return prefixes.contains { sequence.starts(with: $0) }
    }
}

extension KeySequenceTable {
    /// The terminfo capabilities that are keys, and the key each one is (nil: a key tagdeck does not use). The
    /// ncurses front end reads each of these with `tigetstr`.
    package static let terminfoKeys: [String: Key?] = {
        var keys: [String: Key?] = [
            "kcuu1": .up, "kcud1": .down, "kcuf1": .right, "kcub1": .left,
            // Shift-Up and Shift-Down (scroll backward and forward), and the extended names of some entries.
            "kri": .up, "kind": .down, "kUP": .up, "kDN": .down, "kLFT": .left, "kRIT": .right,
            "khome": .home, "kHOM": .home, "kend": .end, "kEND": .end,
            "kpp": .pageUp, "kPRV": .pageUp, "knp": .pageDown, "kNXT": .pageDown,
            "kdch1": .delete, "kDC": .delete, "kich1": nil, "kIC": nil,
            "kcbt": .backTab, "kent": .enter,
            // Find and Select, which VT220-style entries give the keys above Home and End.
            "kfnd": .home, "kslt": .end, "kFND": .home, "kSLT": .end,
            // The keypad in application mode, by where its keys are: Home, Up and Page Up above, Left, the middle
            // and Right, End, Down and Page Down below; and the keys that are characters.
            "ka1": .home, "ka2": .up, "ka3": .pageUp, "kb1": .left, "kb2": nil, "kb3": .right,
            "kc1": .end, "kc2": .down, "kc3": .pageDown, "kbeg": nil, "kBEG": nil, "kp5": nil,
            "kpADD": .character("+"), "kpSUB": .character("-"), "kpMUL": .character("*"), "kpDIV": .character("/"),
            "kpDOT": .character("."), "kpCMA": .character(","), "kpZRO": .character("0"),
        ]
        // Alt (3), Alt-Shift (4), Control (5), Control-Shift (6), Control-Alt (7): ncurses' extended names.
        let modified: [String: Key?] = [
            "kUP": .up, "kDN": .down, "kLFT": .left, "kRIT": .right, "kHOM": .home, "kEND": .end,
            "kPRV": .pageUp, "kNXT": .pageDown, "kDC": .delete, "kIC": nil, "kFND": .home,
        ]
        for (name, key) in modified {
            for modifier in 3...7 { keys["\(name)\(modifier)"] = key }
        }
        for number in 0...63 { keys["kf\(number)"] = .some(nil) }
        // The other keys terminfo names, none of which tagdeck uses.
        for name in ["kcan", "kclo", "kclr", "kcmd", "kcpy", "kcrt", "kctab", "kdl1", "ked", "kel", "kext", "khlp",
                     "khts", "kil1", "kll", "kmov", "kmrk", "kmsg", "knxt", "kopn", "kopt", "kprt", "kprv", "krdo",
                     "kref", "krfr", "krmir", "krpl", "kres", "krst", "ksav", "ktbc", "kund", "kCAN", "kCMD", "kCPY",
                     "kCRT", "kDL", "kEOL", "kEXT", "kHLP", "kMOV", "kMSG", "kOPT", "kPRT", "kRDO", "kRPL", "kRES",
                     "kSAV", "kSPD", "kUND", "kspd"] {
            keys[name] = .some(nil)
        }
        return keys
    }()
}
