/// A key as tagdeck understands it, decoded by the terminal front end or sent by the headless driver.
public enum Key: Hashable, Sendable {
    case up, down, left, right
    case space, tab, backTab, enter, escape, backspace, delete
    case home, end, pageUp, pageDown
    /// A printable character typed without modifiers, e.g. `"u"`, `"?"`, `"h"`.
    case character(Character)
    /// A control chord, e.g. `.control("r")` for Ctrl-R. The letter is lower case.
    case control(Character)
}

/// A mouse button that tagdeck distinguishes.
public enum MouseButton: Hashable, Sendable {
    case left, right
    /// The left button with Alt held: toggles the mark of the chip under the pointer.
    case leftWithAlt
}

/// One input event, as value. The terminal decodes its input into these; tests create them directly.
public enum InputEvent: Hashable, Sendable {
    /// A button went down at a cell.
    case press(Point, MouseButton)
    /// The pointer moved with a button held (button-motion tracking).
    case drag(Point)
    /// The button went up at a cell.
    case release(Point)
    /// The wheel turned over a cell: negative `delta` scrolls up, positive scrolls down.
    case wheel(Point, delta: Int)
    case key(Key)
    /// The terminal now has this many columns and rows.
    case resize(width: Int, height: Int)
    /// Text pasted with bracketed paste, as it came (newlines and all; the receiver cleans it).
    case paste(String)
}
