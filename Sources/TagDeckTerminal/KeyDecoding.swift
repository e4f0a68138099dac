import CNcursesw
import TagDeck

/// One unit read by `get_wch`: a character, or a function-key code (`KEY_CODE_YES`).
enum RawInput: Equatable, Sendable {
    /// A character (Unicode scalar value), including control characters.
    case character(UInt32)
    /// An ncurses function-key code such as `KEY_UP` or `KEY_MOUSE`.
    case keyCode(Int32)
    /// `ESC [ 200 ~` (start) or `ESC [ 201 ~` (end) around pasted text.
    case pasteBoundary(start: Bool)
    /// An X10 mouse report (`ESC [ M` and three bytes) that ncurses did not decode, because the terminfo entry
    /// has no mouse capability: the button byte and the 0-based column and row.
    case x10Mouse(button: UInt32, x: Int, y: Int)
    /// A cursor position report (`ESC [ ROW ; COLUMN R`, 1-based), the terminal's answer to a width probe.
    case cursorReport(row: Int, column: Int)
}

/// The ncurses key codes tagdeck understands, named so tests can build ``RawInput`` values.
enum CursesKeyCode {
    static let up = Int32(KEY_UP)
    static let down = Int32(KEY_DOWN)
    static let left = Int32(KEY_LEFT)
    static let right = Int32(KEY_RIGHT)
    static let home = Int32(KEY_HOME)
    static let end = Int32(KEY_END)
    /// `ESC [ 1 ~` and `ESC [ 4 ~`, which xterm-style terminals (and tmux) send for Home and End.
    static let find = Int32(KEY_FIND)
    static let select = Int32(KEY_SELECT)
    /// Keypad Home and End in application mode.
    static let keypadUpperLeft = Int32(KEY_A1)
    static let keypadLowerLeft = Int32(KEY_C1)
    static let pageUp = Int32(KEY_PPAGE)
    static let pageDown = Int32(KEY_NPAGE)
    static let backTab = Int32(KEY_BTAB)
    static let enter = Int32(KEY_ENTER)
    static let backspace = Int32(KEY_BACKSPACE)
    static let delete = Int32(KEY_DC)
    static let mouse = Int32(KEY_MOUSE)
    static let resize = Int32(KEY_RESIZE)
}

/// Turns single characters and ncurses key codes into tagdeck keys. Pure: no terminal needed.
enum KeyDecoder {
    static let escapeCharacter: UInt32 = 0x1B

    /// The key for an ncurses function-key code, or `nil` for codes tagdeck ignores (F-keys, Insert, ...).
    /// `KEY_MOUSE` and `KEY_RESIZE` are not keys and also give `nil`.
    static func key(forKeyCode code: Int32) -> Key? {
        switch code {
        case CursesKeyCode.up: return .up
        case CursesKeyCode.down: return .down
        case CursesKeyCode.left: return .left
        case CursesKeyCode.right: return .right
        case CursesKeyCode.home, CursesKeyCode.find, CursesKeyCode.keypadUpperLeft: return .home
        case CursesKeyCode.end, CursesKeyCode.select, CursesKeyCode.keypadLowerLeft: return .end
        case CursesKeyCode.pageUp: return .pageUp
        case CursesKeyCode.pageDown: return .pageDown
        case CursesKeyCode.backTab: return .backTab
        case CursesKeyCode.enter: return .enter
        case CursesKeyCode.backspace: return .backspace
        case CursesKeyCode.delete: return .delete
        default: return nil
        }
    }

    /// The key for a character read by `get_wch`, or `nil` for characters tagdeck ignores.
    static func key(forCharacter value: UInt32) -> Key? { Key(terminalCharacter: value) }
}
