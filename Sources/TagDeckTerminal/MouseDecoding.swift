import CNcursesw
import TagDeck

/// The mouse report bits tagdeck asks ncurses for, as an option set independent of ncurses' bit layout.
struct MouseBits: OptionSet, Hashable, Sendable {
    let rawValue: UInt16

    static let button1Pressed = MouseBits(rawValue: 1 << 0)
    static let button1Released = MouseBits(rawValue: 1 << 1)
    static let button3Pressed = MouseBits(rawValue: 1 << 2)
    static let button4Pressed = MouseBits(rawValue: 1 << 3)
    static let button5Pressed = MouseBits(rawValue: 1 << 4)
    static let position = MouseBits(rawValue: 1 << 5)
    /// The middle button and the right button's release: tagdeck does not use them, but asks for them so that
    /// ncurses hands every report over instead of discarding it inside its read (which held up the keys read
    /// with it). The decoder drops them.
    static let button2Pressed = MouseBits(rawValue: 1 << 6)
    static let button2Released = MouseBits(rawValue: 1 << 7)
    static let button3Released = MouseBits(rawValue: 1 << 8)
    /// Alt (Meta) was held: a modifier of the report, not an event of its own. Not asked for in the mask.
    static let alt = MouseBits(rawValue: 1 << 9)

    /// Every bit, for `mousemask`.
    static let all: MouseBits = [.button1Pressed, .button1Released, .button3Pressed, .button4Pressed,
                                 .button5Pressed, .position, .button2Pressed, .button2Released, .button3Released]

    /// The ncurses `mmask_t` bit for each of ours.
    static let cursesBits: [(MouseBits, mmask_t)] = [
        (.button1Pressed, tagdeck_button1_pressed()),
        (.button1Released, tagdeck_button1_released()),
        (.button3Pressed, tagdeck_button3_pressed()),
        (.button4Pressed, tagdeck_button4_pressed()),
        (.button5Pressed, tagdeck_button5_pressed()),
        (.position, tagdeck_report_mouse_position()),
        (.button2Pressed, tagdeck_button2_pressed()),
        (.button2Released, tagdeck_button2_released()),
        (.button3Released, tagdeck_button3_released()),
        (.alt, tagdeck_button_alt()),
    ]

    /// Reads an ncurses event mask, ignoring bits tagdeck does not use (modifiers, other buttons).
    init(cursesMask: mmask_t) {
        var bits = MouseBits()
        for (bit, mask) in Self.cursesBits where cursesMask & mask != 0 { bits.insert(bit) }
        self = bits
    }

    init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The bits for an X10 report's button byte (less 32): bits 0-1 the button (3: released), 8 Alt, 32 motion,
    /// 64 the wheel.
    init(x10Button b: UInt32) {
        defer { if b & 8 != 0 { insert(.alt) } }
        let button = b & 3
        if b & 64 != 0 {
            self = button == 0 ? .button4Pressed : button == 1 ? .button5Pressed : []
        } else if b & 32 != 0 {
            self = .position
        } else {
            switch button {
            case 0: self = .button1Pressed
            case 1: self = .button2Pressed
            case 2: self = .button3Pressed
            default: self = .button1Released
            }
        }
    }

    /// The ncurses mask for these bits.
    var cursesMask: mmask_t {
        Self.cursesBits.reduce(0) { contains($1.0) ? $0 | $1.1 : $0 }
    }
}

/// Turns ncurses mouse reports into tagdeck events, remembering whether button 1 is down so that motion
/// reports (which carry no button bits) become drags. Pure: no terminal needed.
struct MouseDecoder {
    /// Whether button 1 went down and has not come up yet.
    private(set) var isButton1Down = false

    /// The events for one report at column `x`, row `y` (0-based). Reports of buttons tagdeck does not use
    /// (the middle button, the right button's release) give no event.
    mutating func decode(_ bits: MouseBits, x: Int, y: Int) -> [InputEvent] {
        let p = Point(x: x, y: y)
        var events: [InputEvent] = []
        if bits.contains(.button1Pressed) && bits.contains(.alt) {
            // Alt+click marks a chip: no gesture starts, the release that follows finds none.
            events.append(.press(p, .leftWithAlt))
        } else if bits.contains(.button1Pressed) {
            isButton1Down = true
            events.append(.press(p, .left))
        }
        if bits.contains(.button3Pressed) { events.append(.press(p, .right)) }
        if bits.contains(.button4Pressed) { events.append(.wheel(p, delta: -1)) }
        if bits.contains(.button5Pressed) { events.append(.wheel(p, delta: 1)) }
        if bits.contains(.position) && isButton1Down && events.isEmpty && !bits.contains(.button1Released) {
            events.append(.drag(p))
        }
        if bits.contains(.button1Released) {
            // Passed on even without a press seen (it may have started before tagdeck): the deck ignores it.
            events.append(.release(p))
            isButton1Down = false
        }
        return events
    }

    /// Forgets a held button (after a suspend, when the release may have happened elsewhere).
    mutating func reset() { isButton1Down = false }
}
