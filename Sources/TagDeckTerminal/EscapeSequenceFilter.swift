/// Removes escape sequences that ncurses did not recognise, so they never leak as typed text.
///
/// When ncurses meets an Escape-prefixed sequence it has no key for, `get_wch` returns the Escape and then the
/// rest of the sequence as ordinary characters (`[`, `1`, `;`, `5`, `Z`, ...). This filter holds an Escape back
/// until it knows what follows: more characters in the same burst of input make it a sequence (CSI, SS3 or an
/// Alt chord), dropped whole; the end of the burst makes it a lone Escape key. A few common sequences that some
/// terminfo entries lack (Home as `ESC [ 1 ~`, End as `ESC [ 4 ~`, ...) become their keys instead. Pure: no
/// terminal needed.
struct EscapeSequenceFilter {
    private enum State {
        case ground
        /// An Escape was read; what follows decides.
        case escape
        /// Inside `ESC [`: parameter and intermediate bytes until a final byte.
        case controlSequence
        /// After `ESC O`: one more character ends it.
        case singleShift
        /// Inside `ESC ]` (OSC), `ESC P` (DCS), `ESC _` (APC) or `ESC ^` (PM): until BEL or `ESC \\`.
        case string
        /// An Escape inside a string sequence: `\\` ends the string.
        case stringEscape
        /// After `ESC [ M`: the three bytes of an X10 mouse report, never to be read as keys.
        case x10Mouse
    }

    private var state = State.ground
    /// The bytes of the sequence after the Escape, while one is being read.
    private var sequence: [UInt32] = []

    /// Sequences (after the Escape) that mean a key even where terminfo does not say so.
    static let fallbackKeys: [String: Int32] = [
        "[A": CursesKeyCode.up, "[B": CursesKeyCode.down, "[C": CursesKeyCode.right, "[D": CursesKeyCode.left,
        "OA": CursesKeyCode.up, "OB": CursesKeyCode.down, "OC": CursesKeyCode.right, "OD": CursesKeyCode.left,
        "[H": CursesKeyCode.home, "[F": CursesKeyCode.end, "OH": CursesKeyCode.home, "OF": CursesKeyCode.end,
        "[1~": CursesKeyCode.home, "[7~": CursesKeyCode.home, "[4~": CursesKeyCode.end, "[8~": CursesKeyCode.end,
        "[5~": CursesKeyCode.pageUp, "[6~": CursesKeyCode.pageDown, "[Z": CursesKeyCode.backTab,
        "OM": CursesKeyCode.enter,
    ]

    /// The key a completed sequence stands for, if it is one of the ``fallbackKeys``.
    private mutating func finishSequence() -> [RawInput] {
        state = .ground
        let text = String(String.UnicodeScalarView(sequence.compactMap(Unicode.Scalar.init)))
        sequence = []
        if text == "[M" {
            state = .x10Mouse
            return []
        }
        if let report = Self.cursorReport(text) { return [report] }
        if text == "[200~" { return [.pasteBoundary(start: true)] }
        if text == "[201~" { return [.pasteBoundary(start: false)] }
        return Self.fallbackKeys[text].map { [.keyCode($0)] } ?? []
    }

    /// `[ROW;COLUMNR` as a cursor position report. (Row 1 is never asked for: `ESC [ 1 ; 5 R` is also a key.)
    static func cursorReport(_ text: String) -> RawInput? {
        guard text.hasPrefix("["), text.hasSuffix("R") else { return nil }
        let parts = text.dropFirst().dropLast().split(separator: ";", omittingEmptySubsequences: false)
        guard parts.count == 2, let row = Int(parts[0]), let column = Int(parts[1]), row > 1, column > 0 else {
            return nil
        }
        return .cursorReport(row: row, column: column)
    }

    /// Whether an Escape or a partial sequence is held back.
    var isPending: Bool { state != .ground }

    /// Feeds one input unit; returns the units to pass on (zero, one, or two).
    mutating func feed(_ input: RawInput) -> [RawInput] {
        switch state {
        case .ground:
            if input == .character(KeyDecoder.escapeCharacter) {
                state = .escape
                return []
            }
            return [input]
        case .escape:
            switch input {
            case .character(KeyDecoder.escapeCharacter):
                // Escape pressed twice: the first one is a key, the second waits.
                return [.character(KeyDecoder.escapeCharacter)]
            case .character(0x5B): // "["
                state = .controlSequence
                sequence = [0x5B]
                return []
            case .character(0x4F): // "O"
                state = .singleShift
                sequence = [0x4F]
                return []
            case .character(0x5D), .character(0x50), .character(0x5F), .character(0x5E): // "]" "P" "_" "^"
                state = .string
                return []
            case .character:
                // Alt chord or an unknown two-character sequence: drop both.
                state = .ground
                return []
            case .keyCode, .pasteBoundary, .x10Mouse, .cursorReport:
                state = .ground
                return [.character(KeyDecoder.escapeCharacter), input]
            }
        case .controlSequence:
            switch input {
            case .character(let c) where (0x20...0x3F).contains(c):
                sequence.append(c)
                return []
            case .character(let c) where (0x40...0x7E).contains(c):
                sequence.append(c)
                return finishSequence()
            default:
                // Malformed: abandon the sequence and read this unit afresh.
                state = .ground
                sequence = []
                return feed(input)
            }
        case .string:
            // The text of an OSC, DCS, APC or PM string (a title, a clipboard write): never passed on.
            if input == .character(0x07) || input == .character(0x9C) {
                state = .ground
            } else if input == .character(KeyDecoder.escapeCharacter) {
                state = .stringEscape
            }
            return []
        case .stringEscape:
            // `ESC \\` ends the string; an Escape before anything else aborts it and starts a sequence of its own
            // (as terminals parse it), so `ESC [ 201 ~` after an unterminated string still ends a paste.
            if input == .character(0x5C) {
                state = .ground
                return []
            }
            state = .escape
            return feed(input)
        case .x10Mouse:
            guard case .character(let c) = input else {
                state = .ground
                sequence = []
                return [input]
            }
            sequence.append(c)
            guard sequence.count == 3 else { return [] }
            defer { state = .ground; sequence = [] }
            // Each byte is its value plus 32 (coordinates 1-based): below that it is no report (found by fuzzing:
            // `ESC [ M` and three NULs made a pointer at -33, -33). Such a report is dropped.
            guard sequence[0] >= 32, sequence[1] >= 33, sequence[2] >= 33 else { return [] }
            return [.x10Mouse(button: sequence[0] - 32, x: Int(sequence[1]) - 33, y: Int(sequence[2]) - 33)]
        case .singleShift:
            if case .character(let c) = input {
                sequence.append(c)
                return finishSequence()
            }
            state = .ground
            sequence = []
            return [input]
        }
    }

    /// Ends a burst of input: a held-back lone Escape becomes the Escape key; a partial sequence is dropped.
    /// `complete`: everything waiting was read (not cut by the burst limit). A string sequence cut by the limit
    /// goes on in the next read and is still dropped whole; one still open when all input was read is given up,
    /// so that an unterminated string never swallows the keys typed after it (found by fuzzing).
    mutating func endOfBurst(complete: Bool = true) -> [RawInput] {
        if (state == .string || state == .stringEscape) && !complete { return [] }
        defer { state = .ground; sequence = [] }
        return state == .escape ? [.character(KeyDecoder.escapeCharacter)] : []
    }
}
