/// A key as tagdeck understands it, decoded by the terminal front end or sent by the headless driver.
public enum Key: Hashable, Sendable {
    /// The arrow keys.
    case up, down, left, right
    /// Space, Tab, Shift-Tab, Enter, Escape, Backspace and Delete.
    case space, tab, backTab, enter, escape, backspace, delete
    /// Home, End, Page Up and Page Down.
    case home, end, pageUp, pageDown
    /// A printable character typed without modifiers, e.g. `"u"`, `"?"`, `"h"`.
    case character(Character)
    /// A control chord, e.g. `.control("r")` for Ctrl-R. The letter is lower case.
    case control(Character)
}

extension Key {
    /// The key a terminal sends as this one character (a Unicode scalar value), or nil for characters tagdeck
    /// ignores (NUL, other C0 and C1 controls without a meaning, lone surrogates): Tab, Enter (CR or LF), Escape,
    /// Space, Backspace (BS or DEL), Ctrl-A to Ctrl-Z, or the printable character itself.
    public init?(terminalCharacter value: UInt32) {
        switch value {
        case 0x09: self = .tab
        case 0x0A, 0x0D: self = .enter
        case 0x1B: self = .escape
        case 0x20: self = .space
        case 0x08, 0x7F: self = .backspace
        case 0x01...0x1A: self = .control(Character(Unicode.Scalar(UInt8(0x60 + value))))
        case 0x00, 0x1C...0x1F, 0x80...0x9F: return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            self = .character(Character(scalar))
        }
    }
}

/// A mouse button that tagdeck distinguishes.
public enum MouseButton: Hashable, Sendable {
    /// The left and the right button.
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
    /// A key, decoded.
    case key(Key)
    /// The terminal now has this many columns and rows.
    case resize(width: Int, height: Int)
    /// Text pasted with bracketed paste, as it came (newlines and all; the receiver cleans it).
    case paste(String)
}

extension InputEvent {
    /// The cell of a mouse report (a press, a drag, a release, the wheel); nil for keys, pastes and resizes.
    public var point: Point? {
        switch self {
        case .press(let p, _), .drag(let p), .release(let p), .wheel(let p, _): p
        case .key, .resize, .paste: nil
        }
    }

    /// Whether this mouse report starts something where it happens (a press, the wheel). A host passes a deck
    /// only those inside the deck's rectangle, and every drag and release, which may go on outside it.
    public var startsGesture: Bool {
        switch self {
        case .press, .wheel: true
        default: false
        }
    }

    /// The same event with its cell moved by `delta`; keys, pastes and resizes are unchanged. A host that shows
    /// a deck in a rectangle of its screen gives it mouse reports in the rectangle's coordinates:
    /// `event.moved(by: Point(x: -rect.x, y: -rect.y))`.
    public func moved(by delta: Point) -> InputEvent {
        switch self {
        case .press(let p, let button): .press(p + delta, button)
        case .drag(let p): .drag(p + delta)
        case .release(let p): .release(p + delta)
        case .wheel(let p, let d): .wheel(p + delta, delta: d)
        case .key, .resize, .paste: self
        }
    }
}
