/// Removes escape sequences that ncurses did not recognise, so they never leak as typed text.
///
/// When ncurses meets an Escape-prefixed sequence it has no key for, `get_wch` returns the Escape and then the
/// rest of the sequence as ordinary characters (`[`, `1`, `;`, `5`, `Z`, ...). This filter holds an Escape back
/// until it knows what follows: more characters in the same burst of input make it a sequence (CSI, SS3 or an
/// Alt chord), dropped whole; the end of the burst makes it a lone Escape key. Pure: no terminal needed.
struct EscapeSequenceFilter {
    private enum State {
        case ground
        /// An Escape was read; what follows decides.
        case escape
        /// Inside `ESC [`: parameter and intermediate bytes until a final byte.
        case controlSequence
        /// After `ESC O`: one more character ends it.
        case singleShift
    }

    private var state = State.ground

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
                return []
            case .character(0x4F): // "O"
                state = .singleShift
                return []
            case .character:
                // Alt chord or an unknown two-character sequence: drop both.
                state = .ground
                return []
            case .keyCode:
                state = .ground
                return [.character(KeyDecoder.escapeCharacter), input]
            }
        case .controlSequence:
            switch input {
            case .character(let c) where (0x20...0x3F).contains(c):
                return []
            case .character(let c) where (0x40...0x7E).contains(c):
                state = .ground
                return []
            default:
                // Malformed: abandon the sequence and read this unit afresh.
                state = .ground
                return feed(input)
            }
        case .singleShift:
            state = .ground
            if case .keyCode = input { return [input] }
            return []
        }
    }

    /// Ends a burst of input: a held-back lone Escape becomes the Escape key; a partial sequence is dropped.
    mutating func endOfBurst() -> [RawInput] {
        defer { state = .ground }
        return state == .escape ? [.character(KeyDecoder.escapeCharacter)] : []
    }
}
