import TagDeck

/// Turns the bytes an xterm-compatible terminal sends in raw mode into ``InputEvent``s, without ncurses: UTF-8
/// text, control keys, the cursor and editing keys (CSI and SS3 sequences), SGR mouse reports (mode 1006) and
/// bracketed pastes.
///
/// Feed it each read as it comes; a sequence cut between two reads is completed by the next. An Escape that ends
/// a read with nothing after it is the Escape key. Sequences it does not know (function keys, Alt chords,
/// terminal answers) are dropped whole, never typed.
public struct ANSIInputDecoder: Sendable {
    private var pending: [UInt8] = []
    /// Pasted text being collected between the bracketed-paste markers.
    private var paste: [UInt8]?
    /// A paste longer than this ends here, so that a lost end marker cannot swallow input for ever.
    static let maximumPaste = 65_536

    /// A decoder with nothing pending.
    public init() {}

    /// The events in `bytes` (one read), in order. Bytes of a sequence that is not complete yet are kept for the
    /// next call; a lone Escape at the end is the Escape key.
    /// - Complexity: O(bytes).
    public mutating func decode(_ bytes: [UInt8]) -> [InputEvent] {
        pending += bytes
        var events: [InputEvent] = []
        var i = 0
        while i < pending.count {
            if paste != nil {
                let next = collectPaste(from: i, into: &events)
                if next == i { break }  // the end marker may be cut: wait for more
                i = next
                continue
            }
            guard let (length, decoded) = unit(at: i) else { break }  // incomplete: wait for more
            events += decoded
            i += length
        }
        pending.removeFirst(i)
        if let text = paste, text.count >= Self.maximumPaste {
            events.append(.paste(String(decoding: text, as: UTF8.self)))
            paste = nil
        }
        return events
    }

    /// Pasted bytes up to the end marker (`ESC [ 201 ~`), which ends the paste.
    private mutating func collectPaste(from start: Int, into events: inout [InputEvent]) -> Int {
        let end: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
        var i = start
        while i < pending.count {
            if pending[i] == 0x1B {
                let rest = pending[i..<min(pending.count, i + end.count)]
                if rest.elementsEqual(end) {
                    events.append(.paste(String(decoding: paste ?? [], as: UTF8.self)))
                    paste = nil
                    return i + end.count
                }
                if end.starts(with: rest) { return i }  // the marker may be cut: wait
            }
            paste?.append(pending[i])
            i += 1
        }
        return i
    }

    /// The unit at `i`: its length and its events, or nil when it is cut off by the end of the input so far.
    private mutating func unit(at i: Int) -> (Int, [InputEvent])? {
        let byte = pending[i]
        if byte == 0x1B {
            guard i + 1 < pending.count else { return (1, [.key(.escape)]) }
            switch pending[i + 1] {
            case 0x5B: return controlSequence(at: i)
            case 0x4F:
                guard i + 2 < pending.count else { return nil }
                return (3, Self.singleShiftKey(pending[i + 2]).map { [.key($0)] } ?? [])
            case 0x1B: return (1, [.key(.escape)])
            default:
                // An Alt chord: ESC and one character, dropped whole.
                guard let (length, _) = character(at: i + 1) else { return nil }
                return (1 + length, [])
            }
        }
        guard let (length, scalar) = character(at: i) else { return nil }
        return (length, Key(terminalCharacter: scalar).map { [.key($0)] } ?? [])
    }

    /// One UTF-8 character at `i`: its length and scalar value (U+FFFD for a malformed byte), or nil when cut.
    private func character(at i: Int) -> (Int, UInt32)? {
        let lead = pending[i]
        let length = lead < 0x80 ? 1 : lead >> 5 == 0x6 ? 2 : lead >> 4 == 0xE ? 3 : lead >> 3 == 0x1E ? 4 : 0
        guard length > 0 else { return (1, 0xFFFD) }
        guard i + length <= pending.count else { return nil }
        var utf8 = UTF8()
        var iterator = pending[i..<i + length].makeIterator()
        if case .scalarValue(let s) = utf8.decode(&iterator) { return (length, s.value) }
        return (1, 0xFFFD)
    }

    /// `ESC [`, parameters and a final byte: a key, a mouse report, a paste marker, or nothing.
    private mutating func controlSequence(at i: Int) -> (Int, [InputEvent])? {
        var j = i + 2
        while j < pending.count, !(0x40...0x7E).contains(pending[j]) { j += 1 }
        guard j < pending.count else { return nil }
        let length = j - i + 1
        let body = String(decoding: pending[(i + 2)..<j], as: UTF8.self)
        let final = Character(Unicode.Scalar(pending[j]))
        if body.hasPrefix("<"), final == "M" || final == "m" {
            return (length, Self.mouseReport(body.dropFirst(), released: final == "m"))
        }
        let numbers = body.split(separator: ";").map { Int($0) ?? 0 }
        if final == "~" {
            switch numbers.first ?? 0 {
            case 200:
                paste = []
                return (length, [])
            case 201: return (length, [])
            case 1, 7: return (length, [.key(.home)])
            case 4, 8: return (length, [.key(.end)])
            case 3: return (length, [.key(.delete)])
            case 5: return (length, [.key(.pageUp)])
            case 6: return (length, [.key(.pageDown)])
            default: return (length, [])
            }
        }
        let key: Key? = switch final {
        case "A": .up
        case "B": .down
        case "C": .right
        case "D": .left
        case "H": .home
        case "F": .end
        case "Z": .backTab
        default: nil
        }
        return (length, key.map { [.key($0)] } ?? [])
    }

    /// The key after `ESC O` (the cursor keys in application mode, the keypad's Enter).
    static func singleShiftKey(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x41: .up
        case 0x42: .down
        case 0x43: .right
        case 0x44: .left
        case 0x48: .home
        case 0x46: .end
        case 0x4D: .enter
        default: nil
        }
    }

    /// An SGR mouse report, `button ; column ; row` (1-based) and whether it ended in `m` (a release). The button
    /// number: bits 0-1 the button, 8 Alt, 32 motion, 64 the wheel.
    static func mouseReport(_ body: Substring, released: Bool) -> [InputEvent] {
        let numbers = body.split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 3 else { return [] }
        let (b, p) = (numbers[0], Point(x: numbers[1] - 1, y: numbers[2] - 1))
        if b & 64 != 0 { return b & 3 < 2 ? [.wheel(p, delta: b & 1 == 0 ? -1 : 1)] : [] }
        if b & 32 != 0 { return b & 3 == 0 ? [.drag(p)] : [] }
        switch (b & 3, released) {
        case (0, true): return [.release(p)]
        case (0, false): return [.press(p, b & 8 != 0 ? .leftWithAlt : .left)]
        case (2, false): return [.press(p, .right)]
        default: return []
        }
    }
}
