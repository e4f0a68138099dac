import TagDeck

/// Turns the bytes a terminal sends into ``InputEvent``s: UTF-8 text and control keys, the keys of a
/// ``KeySequenceTable`` (the terminal's own, read from terminfo, or the built-in ``KeySequenceTable/standard``),
/// SGR (1006) and X10 mouse reports, and bracketed pastes. Both front ends read the terminal with it: ncurses'
/// (`TagDeckTerminal`) and the plain one (``ANSITerminal``). A mouse report becomes its pointer event in the
/// decoding loop itself, which keeps whether the left button is down (motion is a drag only while it is).
///
/// Feed it each read as it comes (``decode(_:)``); a sequence cut between two reads is completed by the next.
/// What cannot be decided yet waits (``isWaiting``): an Escape that may start a sequence, a sequence or a
/// character cut by the end of the read, a paste whose end marker has not come. When no more input comes within
/// ``escapeWait``, ``endOfInput()`` decides it: a lone Escape is the Escape key, a cut sequence is dropped, a paste
/// ends (so that a lost end marker cannot swallow the keys after it). Sequences it does not know (Alt chords,
/// terminal answers, string sequences such as a title or a clipboard write) are dropped whole, never typed; so
/// are those pasted with text (a colour, a title): a paste is its characters.
public struct ANSIInputDecoder: Sendable {
    /// A paste longer than this many bytes comes as several pastes, each at most this long (cut where a
    /// character starts), so that no event grows without bound.
    public static let maximumPaste = 65_536
    /// How long a front end waits (milliseconds) for the rest of a sequence before it calls ``endOfInput()``:
    /// quick enough for the Escape key, long enough over ssh.
    public static let escapeWait: Int32 = 25
    /// A control sequence longer than this many bytes is no sequence a terminal sends: it is dropped up to its
    /// end without being kept, so that nothing held back grows without bound.
    package static let maximumSequence = 256

    static let escape: UInt8 = 0x1B
    private static let pasteEnd = Array("\u{1B}[201~".utf8)

    let keys: KeySequenceTable
    /// Bytes read but not decoded yet: a sequence or a character cut by the end of a read.
    private(set) var pending: [UInt8] = []
    /// Pasted bytes being collected between the bracketed-paste markers (nil: not in a paste).
    private var paste: [UInt8]?
    /// What is being dropped up to its end, over as many reads as it takes (nil: nothing).
    private var skipping: Skipped?
    /// What is dropped over several reads: a string sequence, or a control sequence too long to keep.
    private enum Skipped { case string, controlSequence }
    /// Whether the left button went down (without Alt) and has not come up yet: motion is a drag only then.
    private var isLeftDown = false
    /// Whether a mouse report is read before the key table is asked: unless the table names `ESC` or `ESC [`
    /// itself (a sequence that would claim the report's first bytes), which no table of a real terminal does.
    private let readsReportsFirst: Bool
    /// The cursor position reports read (the terminal's answers to `ESC [ 6 n`), oldest first: never keys.
    package var cursorReports: [CursorReport] = []
    /// Whether a cursor position report is awaited: then `ESC [ ROW ; COLUMN R` is one even where the key table
    /// names it (`ESC [ 1 ; 5 R` is Control-F3 to xterm).
    package var awaitsCursorReport = false
    /// Whether the answers to ``backgroundQuery`` are awaited: then OSC 11's answer is a ``backgroundReports``
    /// entry and the device attributes' answer sets ``deviceAttributesSeen`` (never keys, either way).
    package var awaitsBackgroundReport = false
    /// The background colours the terminal answered, oldest first.
    package var backgroundReports: [RGB] = []
    /// Whether the terminal answered the device attributes' query (so no OSC 11 answer comes after it).
    package var deviceAttributesSeen = false

    /// A decoder with nothing pending, reading keys with `keys`.
    public init(keys: KeySequenceTable) {
        self.keys = keys
        readsReportsFirst = keys.lookUp([Self.escape]) == nil && keys.lookUp([Self.escape, 0x5B]) == nil
    }

    /// A decoder with nothing pending, reading keys with the built-in ``KeySequenceTable/standard`` table.
    public init() {
        self.init(keys: .standard)
    }

    /// Whether input is held back for what comes next (see ``endOfInput()``).
    public var isWaiting: Bool { !pending.isEmpty || paste != nil || skipping != nil }

    /// The events in `bytes` (one read), in order. What cannot be decided before more input comes is kept: see
    /// ``isWaiting``.
    /// - Complexity: O(bytes), and O(1) more for what was kept.
    public mutating func decode(_ bytes: [UInt8]) -> [InputEvent] {
        var events: [InputEvent] = []
        decode(bytes) { events.append($0) }
        return events
    }

    /// No more input came within ``escapeWait``: a held Escape is the Escape key, a cut sequence or string is
    /// dropped, a character cut short is U+FFFD, and a paste whose end marker never came ends. Nothing waits
    /// afterwards.
    public mutating func endOfInput() -> [InputEvent] {
        var events: [InputEvent] = []
        endOfInput { events.append($0) }
        return events
    }

    /// ``endOfInput()``, each event handed to `yield` as it is decided.
    mutating func endOfInput(yield: (InputEvent) -> Void) {
        decode([], final: true, yield: yield)
        if let text = paste { yield(.paste(String(decoding: text, as: UTF8.self))) }
        paste = nil
        skipping = nil
        pending = []
    }

    /// Forgets a held mouse button (after a suspend, when the release may have happened elsewhere).
    public mutating func forgetHeldButton() { isLeftDown = false }

    /// Decodes `bytes` after what was kept, handing each event to `yield` as soon as it is read: a mouse report
    /// becomes its pointer event right here, so that a drag goes from the terminal's bytes to the deck without
    /// another call of the decoder in between. `final`: no more input will come, so nothing may wait.
    /// - Complexity: O(bytes), and O(1) more for what was kept.
    mutating func decode(_ bytes: [UInt8], final: Bool = false, yield: (InputEvent) -> Void) {
        pending += bytes
        var i = 0
        while i < pending.count {
            if let skipped = skipping {
                let (next, ended) = skipped == .string ? endOfString(from: i, final: final)
                                                       : endOfControlSequence(from: i, final: final)
                i = next
                guard ended else { break }
                skipping = nil
                continue
            }
            if paste != nil {
                // The text up to the next Escape goes in as it is; then the end marker, or a sequence to drop.
                let escape = pending[i...].firstIndex(of: Self.escape) ?? pending.count
                paste?.append(contentsOf: pending[i..<escape])
                emitLongPaste(yield)
                i = escape
                guard i < pending.count else { break }
                let rest = pending[i..<min(pending.count, i + Self.pasteEnd.count)]
                if rest.elementsEqual(Self.pasteEnd) {
                    yield(.paste(String(decoding: paste ?? [], as: UTF8.self)))
                    paste = nil
                    i += Self.pasteEnd.count
                    continue
                }
                if !final && Self.pasteEnd.starts(with: rest) { break }  // the marker may be cut: wait for more
            } else if readsReportsFirst, let report = mouseReport(at: i) {
                // A report's button code: bits 0-1 the button (0 left, 1 middle, 2 right; 3 released, in X10), 4
                // Shift, 8 Alt, 16 Control, 32 motion, 64 the wheel (0 up, 1 down), 128 the extra buttons. The
                // buttons tagdeck does not use (the middle one, the extra ones, the right one's release) give none.
                let (code, point, button) = (report.code, report.point, report.code & 3)
                i += report.length
                if code & 128 != 0 { continue }
                if code & 64 != 0 {
                    if !report.released && button < 2 { yield(.wheel(point, delta: button == 0 ? -1 : 1)) }
                } else if code & 32 != 0 {
                    if isLeftDown && !report.released { yield(.drag(point)) }
                } else if button == 3 || report.released {
                    // X10 does not say which button came up; SGR does, and only the left one's release is used.
                    // Passed on even without a press seen (it may have started before tagdeck): the deck ignores it.
                    guard button == 0 || button == 3 else { continue }
                    isLeftDown = false
                    yield(.release(point))
                } else if button == 0 && code & 8 != 0 {
                    yield(.press(point, .leftWithAlt))  // Alt+click marks a chip: no gesture starts, no drag follows
                } else if button == 0 {
                    isLeftDown = true
                    yield(.press(point, .left))
                } else if button == 2 {
                    yield(.press(point, .right))
                }
                continue
            }
            guard let (length, token) = scan(at: i, final: final) else { break }  // cut: wait for more
            if paste != nil {
                takeIntoPaste(token, pending[i..<(i + length)])
            } else if let event = perform(token) {
                yield(event)
            }
            i += length
        }
        pending.removeFirst(i)
    }

    /// The event of a unit read outside a paste (a mouse report is read before it comes here), and what it starts.
    private mutating func perform(_ token: Token) -> InputEvent? {
        switch token {
        case .character(let scalar): return Key(terminalCharacter: scalar).map { .key($0) }
        case .key(.key(let key)): return .key(key)
        case .escapeKey: return .key(.escape)
        case .pasteStart: paste = []
        case .cursorReport(let report): cursorReports.append(report)
        case .backgroundReport(let color): backgroundReports.append(color)
        case .deviceAttributes: deviceAttributesSeen = true
        case .string: skipping = .string
        case .overlongSequence: skipping = .controlSequence
        case .key(.ignored), .ignored: break
        }
        return nil
    }

    /// A unit read inside a paste: its characters are the paste's; a key's sequence, a mouse report, a second
    /// start marker or a terminal's answer is no text, and is dropped whole.
    private mutating func takeIntoPaste(_ token: Token, _ bytes: ArraySlice<UInt8>) {
        switch token {
        case .character: paste?.append(contentsOf: bytes)
        case .string: skipping = .string
        case .overlongSequence: skipping = .controlSequence
        case .key, .escapeKey, .pasteStart, .cursorReport, .backgroundReport, .deviceAttributes, .ignored: break
        }
    }

    /// While the paste collected is longer than ``maximumPaste`` bytes, its first part (cut where a character
    /// starts) is a paste of its own, handed to `yield`.
    private mutating func emitLongPaste(_ yield: (InputEvent) -> Void) {
        while let text = paste, text.count > Self.maximumPaste {
            var cut = Self.maximumPaste
            // Back to the start of a character: at most three continuation bytes (10xxxxxx) before it.
            while cut > Self.maximumPaste - 3, text[cut] & 0xC0 == 0x80 { cut -= 1 }
            if text[cut] & 0xC0 == 0x80 { cut = Self.maximumPaste }  // no character starts there: cut anyway
            yield(.paste(String(decoding: text[..<cut], as: UTF8.self)))
            paste = Array(text[cut...])
        }
    }
}

/// Where the terminal says the cursor is (`ESC [ ROW ; COLUMN R`, 1-based): its answer to `ESC [ 6 n`.
package struct CursorReport: Hashable, Sendable {
    package let row: Int
    package let column: Int

    package init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
