import TagDeck

/// Turns xterm mouse reports (SGR 1006 or X10) into tagdeck's pointer events, remembering whether the left button
/// is down so that motion reports become drags only while it is.
///
/// A report's button code: bits 0-1 the button (0 left, 1 middle, 2 right; 3 released, in X10), 4 Shift, 8 Alt,
/// 16 Control, 32 motion, 64 the wheel (0 up, 1 down), 128 the extra buttons.
struct PointerButtons: Sendable {
    /// Whether the left button went down (without Alt) and has not come up yet.
    private(set) var isLeftDown = false

    /// The events of one report at `point` (0-based). `released`: an SGR report that ended in `m`. Reports of
    /// buttons tagdeck does not use (the middle button, the extra buttons, the right button's release) give none.
    mutating func events(code: Int, at point: Point, released: Bool) -> [InputEvent] {
        let button = code & 3
        if code & 128 != 0 { return [] }
        if code & 64 != 0 {
            guard !released, button < 2 else { return [] }
            return [.wheel(point, delta: button == 0 ? -1 : 1)]
        }
        if code & 32 != 0 { return isLeftDown && !released ? [.drag(point)] : [] }
        if button == 3 || released {
            // X10 does not say which button came up; SGR does, and only the left one's release is used. Passed on
            // even without a press seen (it may have started before tagdeck): the deck ignores it.
            guard button == 0 || button == 3 else { return [] }
            isLeftDown = false
            return [.release(point)]
        }
        switch button {
        case 0 where code & 8 != 0:
            // Alt+click marks a chip: no gesture starts, and no drag follows.
            return [.press(point, .leftWithAlt)]
        case 0:
            isLeftDown = true
            return [.press(point, .left)]
        case 2:
            return [.press(point, .right)]
        default:
            return []
        }
    }

    /// Forgets a held button (after a suspend, when the release may have happened elsewhere).
    mutating func forget() { isLeftDown = false }
}
