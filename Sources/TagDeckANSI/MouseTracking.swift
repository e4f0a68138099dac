/// The mouse reports a front end asks the terminal for: presses and releases (mode 1000) and motion with a button
/// held (1002), in SGR's encoding (1006) or X10's. ``ANSIInputDecoder`` reads both.
package enum MouseTracking: Sendable {
    case sgr, x10

    /// The encoding a terminfo entry announces with its mouse key (`kmous`): SGR's when it is `ESC [ <`, else
    /// X10's (which every xterm-like terminal sends when not asked for another).
    package init(terminfoMouseKey kmous: [UInt8]?) {
        self = kmous == Array("\u{1B}[<".utf8) ? .sgr : .x10
    }

    /// Turns the reports on. Where a terminal keeps one mode only, the one set last wins: button motion goes after
    /// the plain reports.
    package var on: String { "\u{1B}[?1000h\u{1B}[?1002h" + (self == .sgr ? "\u{1B}[?1006h" : "") }

    /// Turns them off again.
    package var off: String { (self == .sgr ? "\u{1B}[?1006l" : "") + "\u{1B}[?1002l\u{1B}[?1000l" }
}
