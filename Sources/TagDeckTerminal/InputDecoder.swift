import TagDeck

/// Turns the units ncurses hands over (characters and key codes) into ``InputEvent``s: escape sequences ncurses
/// did not know (X10 mouse reports on a TERM without mouse, bracketed paste), pastes, keys. Pure: mouse reports
/// that ncurses decoded itself and resizes need the terminal, and come back as ``Unit/needsTerminal``.
public struct InputDecoder {
    private var filter = EscapeSequenceFilter()
    var mouse = MouseDecoder()
    /// Pasted text being collected between the bracketed-paste markers (nil: not in a paste).
    private var paste: String.UnicodeScalarView?
    /// A paste longer than this ends here, so a terminal that never sends the end marker cannot swallow input.
    static let maximumPaste = 65_536

    public init() {}

    /// What one unit of input gives.
    enum Decoded {
        case events([InputEvent])
        /// A key code that only the terminal can decode (ncurses' mouse report, a resize).
        case needsTerminal(Int32)
        /// The terminal's answer to a width probe: where the cursor is (1-based). Never a key.
        case cursorReport(row: Int, column: Int)
    }

    /// Whether a paste is being collected (its end marker has not come yet).
    var isInPaste: Bool { paste != nil }

    /// Feeds one unit; returns what it decodes to, in order.
    mutating func feed(_ unit: RawInput) -> [Decoded] {
        var out: [Decoded] = []
        for passed in filter.feed(unit) { out.append(decode(passed)) }
        return out
    }

    /// The input waiting ended: a sequence left open is decided, and a paste whose end marker never came ends.
    /// `complete`: all waiting input was read (not cut by the reader's burst limit).
    mutating func endOfBurst(complete: Bool = true) -> [Decoded] {
        var out: [Decoded] = []
        if let text = paste {
            out.append(.events([.paste(String(text))]))
            paste = nil
        }
        for passed in filter.endOfBurst(complete: complete) { out.append(decode(passed)) }
        return out
    }

    /// Decodes raw bytes as a terminal would send them with ncurses' key decoding off: UTF-8 text, escape
    /// sequences and all, then the end of the burst. For fuzzing and tests.
    /// - Complexity: O(bytes).
    public mutating func decode(bytes: [UInt8]) -> [InputEvent] {
        var events: [InputEvent] = []
        var units: [RawInput] = []
        var iterator = bytes.makeIterator()
        var utf8 = UTF8()
        loop: while true {
            switch utf8.decode(&iterator) {
            case .scalarValue(let scalar): units.append(.character(scalar.value))
            case .error: units.append(.character(0xFFFD))
            case .emptyInput: break loop
            }
        }
        for unit in units {
            for case .events(let list) in feed(unit) { events += list }
        }
        for case .events(let list) in endOfBurst() { events += list }
        return events
    }

    private mutating func decode(_ unit: RawInput) -> Decoded {
        if case .pasteBoundary(let start) = unit {
            if start {
                paste = String.UnicodeScalarView()
                return .events([])
            }
            defer { paste = nil }
            return .events(paste.map { [.paste(String($0))] } ?? [])
        }
        if paste != nil {
            // Inside a paste every character is text (keys, mouse reports and sequences are not pasted).
            if case .character(let c) = unit, let scalar = Unicode.Scalar(c) { paste?.append(scalar) }
            if let text = paste, text.count >= Self.maximumPaste {
                paste = nil
                return .events([.paste(String(text))])
            }
            return .events([])
        }
        switch unit {
        case .character(let c):
            return .events(KeyDecoder.key(forCharacter: c).map { [.key($0)] } ?? [])
        case .keyCode(CursesKeyCode.mouse), .keyCode(CursesKeyCode.resize):
            if case .keyCode(let code) = unit { return .needsTerminal(code) }
            return .events([])
        case .keyCode(let code):
            return .events(KeyDecoder.key(forKeyCode: code).map { [.key($0)] } ?? [])
        case .pasteBoundary:
            return .events([])
        case .x10Mouse(let button, let x, let y):
            return .events(mouse.decode(MouseBits(x10Button: button), x: x, y: y))
        case .cursorReport(let row, let column):
            return .cursorReport(row: row, column: column)
        }
    }
}
