import TagDeck

extension KeySequenceTable {
    /// The common sequences of xterm and the terminals that follow it (VTE, kitty, tmux, GNU screen), of the VT220,
    /// rxvt and the Linux console, for a front end that has no terminfo: the cursor keys in normal and application
    /// mode (`ESC [ A`, `ESC O A`), Home, End, Insert, Delete, Page Up and Page Down (`ESC [ 1 ~` ... `ESC [ 8 ~`,
    /// `ESC [ H`, `ESC [ F`), Shift-Tab (`ESC [ Z`), the keypad's Enter (`ESC O M`), the function keys; each with
    /// xterm's modifier parameters (`ESC [ 1 ; 5 C`, `ESC [ 5 ; 2 ~`) and rxvt's modified forms (`ESC [ c`,
    /// `ESC O c`, `ESC [ 7 $`, `ESC [ 7 ^`, `ESC [ 7 @`).
    public static let standard: KeySequenceTable = {
        var table = KeySequenceTable()
        func add(_ text: String, _ key: Key?) { table.add(Array(text.utf8), key.map(Meaning.key) ?? .ignored) }
        /// xterm's modifier parameter: 1 + Shift (1) + Alt (2) + Control (4) + Meta (8).
        let modifiers = 2...16

        let letters: [(Character, Key?)] = [
            ("A", .up), ("B", .down), ("C", .right), ("D", .left), ("H", .home), ("F", .end),
            // F1 to F4.
            ("P", nil), ("Q", nil), ("R", nil), ("S", nil),
        ]
        for (letter, key) in letters {
            add("\u{1B}O\(letter)", key)
            for m in modifiers { add("\u{1B}[1;\(m)\(letter)", key) }
            // Without a parameter only the cursor keys come as CSI (ESC [ A); F1 to F4 do not.
            if key != nil { add("\u{1B}[\(letter)", key) }
        }
        add("\u{1B}[Z", .backTab)
        add("\u{1B}OM", .enter)

        // ESC [ n ~: the editing keys (VT220: 1 Find, 4 Select; rxvt: 7 Home, 8 End) and the function keys.
        var numbered: [(Int, Key?)] = [(1, .home), (2, nil), (3, .delete), (4, .end), (5, .pageUp), (6, .pageDown),
                                        (7, .home), (8, .end)]
        numbered += [11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24, 25, 26, 28, 29, 31, 32, 33, 34].map { ($0, nil) }
        for (number, key) in numbered {
            add("\u{1B}[\(number)~", key)
            for m in modifiers { add("\u{1B}[\(number);\(m)~", key) }
            // rxvt: Shift ($), Control (^), Control-Shift (@).
            for suffix in ["$", "^", "@"] { add("\u{1B}[\(number)\(suffix)", key) }
        }

        // rxvt's Shift (ESC [ a) and Control (ESC O a) cursor keys.
        for (letter, key) in [("a", Key.up), ("b", .down), ("c", .right), ("d", .left)] {
            add("\u{1B}[\(letter)", key)
            add("\u{1B}O\(letter)", key)
        }
        // The Linux console's F1 to F5.
        for letter in ["A", "B", "C", "D", "E"] { add("\u{1B}[[\(letter)", nil) }
        return table
    }()
}
