import CNcursesw
import TagDeck

/// Reads keys, mouse reports and resizes from ncurses and decodes them into ``InputEvent``s.
final class InputReader {
    /// At most this many units are read in one go, so a flood of input cannot starve drawing.
    static let maximumBurst = 512

    private var filter = EscapeSequenceFilter()
    private var mouse = MouseDecoder()
    /// Pasted text being collected between the bracketed-paste markers (nil: not in a paste).
    private var paste: String.UnicodeScalarView?
    /// A paste longer than this ends here, so a terminal that never sends the end marker cannot swallow input.
    static let maximumPaste = 65_536

    /// Waits up to `timeoutMilliseconds` (`-1`: without limit) for input, then reads everything already
    /// available. Returns an empty array when the wait ended without input (timeout or a signal).
    func read(timeoutMilliseconds: Int32) -> [InputEvent] {
        let window = tagdeck_stdscr()
        wtimeout(window, timeoutMilliseconds)
        var events: [InputEvent] = []
        var count = 0
        while count < Self.maximumBurst, let unit = readUnit(window) {
            for passed in filter.feed(unit) { events += decode(passed) }
            count += 1
            if count == 1 { wtimeout(window, 0) }
        }
        if paste != nil && count < Self.maximumBurst {
            // Everything waiting was read and the end marker did not come (a terminal that lost it, or bytes
            // that were not UTF-8 and took it with them): the paste ends here, so input never stays swallowed.
            if let text = paste { events.append(.paste(String(text))) }
            paste = nil
        }
        if paste == nil {
            for passed in filter.endOfBurst() { events += decode(passed) }
        }
        return events
    }

    /// Forgets a held mouse button (after a suspend).
    func reset() { mouse.reset() }

    private func readUnit(_ window: UnsafeMutablePointer<WINDOW>?) -> RawInput? {
        var value: wint_t = 0
        switch wget_wch(window, &value) {
        case OK: return .character(UInt32(value))
        case KEY_CODE_YES: return .keyCode(Int32(bitPattern: value))
        default: return nil
        }
    }

    private func decode(_ unit: RawInput) -> [InputEvent] {
        if case .pasteBoundary(let start) = unit {
            if start {
                paste = String.UnicodeScalarView()
                return []
            }
            defer { paste = nil }
            return paste.map { [.paste(String($0))] } ?? []
        }
        if paste != nil {
            // Inside a paste every character is text (keys, mouse reports and sequences are not pasted).
            if case .character(let c) = unit, let scalar = Unicode.Scalar(c) { paste?.append(scalar) }
            if let text = paste, text.count >= Self.maximumPaste {
                paste = nil
                return [.paste(String(text))]
            }
            return []
        }
        switch unit {
        case .character(let c):
            return KeyDecoder.key(forCharacter: c).map { [.key($0)] } ?? []
        case .keyCode(CursesKeyCode.mouse):
            return drainMouse()
        case .keyCode(CursesKeyCode.resize):
            return [.resize(width: Int(tagdeck_screen_width()), height: Int(tagdeck_screen_height()))]
        case .keyCode(let code):
            return KeyDecoder.key(forKeyCode: code).map { [.key($0)] } ?? []
        case .pasteBoundary:
            return []
        case .x10Mouse(let button, let x, let y):
            return mouse.decode(MouseBits(x10Button: button), x: x, y: y)
        }
    }

    /// Reads every queued mouse report. `getmouse` hands out the newest first; they are decoded oldest first.
    private func drainMouse() -> [InputEvent] {
        var reports: [MEVENT] = []
        var event = MEVENT()
        while getmouse(&event) == OK { reports.append(event) }
        var events: [InputEvent] = []
        for report in reports.reversed() {
            events += mouse.decode(MouseBits(cursesMask: report.bstate), x: Int(report.x), y: Int(report.y))
        }
        return events
    }
}
