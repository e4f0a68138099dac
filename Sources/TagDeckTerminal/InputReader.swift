import CNcursesw
import TagDeck

/// Reads keys, mouse reports and resizes from ncurses and decodes them into ``InputEvent``s.
final class InputReader {
    /// At most this many units are read in one go, so a flood of input cannot starve drawing.
    static let maximumBurst = 512

    private var decoder = InputDecoder()
    /// Cursor position reports read so far (answers to width probes), oldest first; the reader of them takes them.
    var cursorReports: [(row: Int, column: Int)] = []

    /// Waits up to `timeoutMilliseconds` (`-1`: without limit) for input, then reads everything already
    /// available. Returns an empty array when the wait ended without input (timeout or a signal).
    func read(timeoutMilliseconds: Int32) -> [InputEvent] {
        let window = tagdeck_stdscr()
        wtimeout(window, timeoutMilliseconds)
        var events: [InputEvent] = []
        var count = 0
        while count < Self.maximumBurst, let unit = readUnit(window) {
            events += decoder.feed(unit).flatMap(finish)
            count += 1
            if count == 1 { wtimeout(window, 0) }
        }
        // Everything waiting was read: a sequence left open is decided, and a paste whose end marker did not come
        // (a terminal that lost it, or bytes that were not UTF-8 and took it with them) ends here, so input never
        // stays swallowed. A paste cut by a full burst goes on in the next read.
        if !decoder.isInPaste || count < Self.maximumBurst {
            events += decoder.endOfBurst(complete: count < Self.maximumBurst).flatMap(finish)
        }
        return events
    }

    /// Forgets a held mouse button (after a suspend).
    func reset() { decoder.mouse.reset() }

    private func readUnit(_ window: UnsafeMutablePointer<WINDOW>?) -> RawInput? {
        var value: wint_t = 0
        switch wget_wch(window, &value) {
        case OK: return .character(UInt32(value))
        case KEY_CODE_YES: return .keyCode(Int32(bitPattern: value))
        default: return nil
        }
    }

    /// The events of a decoded unit, asking the terminal for what only it knows (its mouse reports, its size).
    private func finish(_ decoded: InputDecoder.Decoded) -> [InputEvent] {
        switch decoded {
        case .events(let list): return list
        case .needsTerminal(CursesKeyCode.mouse): return drainMouse()
        case .needsTerminal:
            return [.resize(width: Int(tagdeck_screen_width()), height: Int(tagdeck_screen_height()))]
        case .cursorReport(let row, let column):
            cursorReports.append((row, column))
            return []
        }
    }

    /// Reads every queued mouse report. `getmouse` hands out the newest first; they are decoded oldest first.
    private func drainMouse() -> [InputEvent] {
        var reports: [MEVENT] = []
        var event = MEVENT()
        while getmouse(&event) == OK { reports.append(event) }
        var events: [InputEvent] = []
        for report in reports.reversed() {
            events += decoder.mouse.decode(MouseBits(cursesMask: report.bstate), x: Int(report.x), y: Int(report.y))
        }
        return events
    }
}
