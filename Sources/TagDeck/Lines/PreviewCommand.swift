/// A preview command as fzf writes it (`--preview`): a shell command with placeholders for the focused line. `{}` is
/// the line, `{1}`, `{-1}`, `{2..}`, `{1,3}` its fields (cut by the ``LineDisplay``'s delimiter, the delimiter that
/// ends the last one taken off, white space around them trimmed), `{+}` and `{+1}` the same of every chosen line
/// (the focused one when none is chosen), `{q}` the query. Each is quoted for the shell; the flag `r` (`{r}`,
/// `{r1}`) puts it in raw, `s` (`{s2..}`) keeps the white space around fields. `\{}` is a `{}` written as it is.
/// With `--ansi` (``LineDisplay/readsColors``) the lines' escape sequences are taken out first, as fzf does.
package struct PreviewCommand: Sendable, Equatable {
    /// A placeholder: which lines, which of their fields, how they are put in.
    struct Placeholder: Sendable, Equatable {
        /// Every chosen line (`+`), else the focused one.
        var chosen = false
        /// The white space around the fields is kept (`s`).
        var keepsSpace = false
        /// Put in as it is, not quoted (`r`).
        var raw = false
        /// The fields taken; nil: the whole line.
        var fields: FieldExpression?
    }

    /// A piece of the command: text as written, a placeholder of the lines, or the query.
    enum Piece: Sendable, Equatable {
        case text([UInt8])
        case lines(Placeholder)
        case query
    }

    /// The command as written.
    package let template: String
    let pieces: [Piece]

    /// The command `template`, its placeholders found.
    package init(_ template: String) {
        self.template = template
        pieces = Self.parse(Array(template.utf8))
    }

    /// Whether the command names a line (`{}`, fields, `{+}`): without a focused line it is not run.
    package var namesALine: Bool { pieces.contains { if case .lines = $0 { true } else { false } } }

    /// Whether the command names the chosen lines (`{+}`): they are gathered only then.
    package var namesTheChosen: Bool { pieces.contains { if case .lines(let p) = $0 { p.chosen } else { false } } }

    /// Whether the command names the query (`{q}`).
    package var namesTheQuery: Bool { pieces.contains { $0 == .query } }

    /// The command's bytes with its placeholders replaced: the focused line's text (``LineText``), the chosen
    /// ones', the query. Nil when it names a line and none is focused.
    /// - Complexity: O(length of the command and of the lines it names).
    package func expanded(focused: String?, chosen: [String], query: String, display: LineDisplay?) -> [UInt8]? {
        if focused == nil && namesALine { return nil }
        var out: [UInt8] = []
        for piece in pieces {
            switch piece {
            case .text(let bytes): out += bytes
            case .query: out += Self.quoted(Array(query.utf8))
            case .lines(let p):
                let lines = p.chosen && !chosen.isEmpty ? chosen : focused.map { [$0] } ?? []
                let parts = lines.map { text in
                    LineText.withBytes(of: text) { raw in
                        let value = Self.value(of: display?.readsColors == true ? Self.withoutEscapes(raw) : Array(raw),
                                               p, delimiter: display?.delimiter ?? .blanks)
                        return p.raw ? value : Self.quoted(value)
                    }
                }
                out += Array(parts.joined(separator: [0x20]))
            }
        }
        return out
    }

    /// What a placeholder takes of a line: the line, or its fields joined, the last delimiter and (unless kept) the
    /// white space around them taken off.
    private static func value(of line: [UInt8], _ p: Placeholder, delimiter: FieldDelimiter) -> [UInt8] {
        guard let fields = p.fields else { return line }
        return line.withUnsafeBufferPointer { raw in
            var out: [UInt8] = []
            for range in fields.select(LineFields.split(raw, by: delimiter)) { out += raw[range] }
            if case .blanks = delimiter.kind {} else {
                out = out.withUnsafeBufferPointer { Array($0[..<LineFields.withoutLastDelimiter($0, delimiter)]) }
            }
            return p.keepsSpace ? out : trimmed(out)
        }
    }

    /// `bytes` without the white space around them.
    private static func trimmed(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { b in
            var start = 0
            while start < b.count {
                let (scalar, length) = UTF8Walk.decode(b, at: start)
                guard scalar?.properties.isWhitespace == true else { break }
                start += length
            }
            let end = LineFields.trailingSpaceStart(UnsafeBufferPointer(rebasing: b[start...]))
            return Array(b[start..<(start + end)])
        }
    }

    /// The line with its escape sequences taken out (what `--ansi` shows, colours aside).
    private static func withoutEscapes(_ raw: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var reader = InkReader()
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var i = 0
        while i < raw.count {
            if let length = reader.sequenceLength(in: raw, at: i) {
                i += length
            } else {
                out.append(raw[i])
                i += 1
            }
        }
        return out
    }

    /// `bytes` in single quotes for a POSIX shell, each `'` in them written `'\''`.
    package static func quoted(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x27]
        for b in bytes {
            if b == 0x27 { out += Array("'\\''".utf8) } else { out.append(b) }
        }
        out.append(0x27)
        return out
    }

    /// The pieces of a command: `{` then flags (`+`, `s`, `r`) then a field expression or nothing then `}` is a
    /// placeholder of the lines, `{q}` the query; a backslash before one writes it as text; anything else is text.
    private static func parse(_ bytes: [UInt8]) -> [Piece] {
        var pieces: [Piece] = []
        var text: [UInt8] = []
        var i = 0
        while i < bytes.count {
            let escaped = bytes[i] == UInt8(ascii: "\\") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "{")
            let start = escaped ? i + 1 : i
            if bytes[start] == UInt8(ascii: "{"), let (piece, length) = placeholder(bytes, at: start) {
                if escaped {
                    text += bytes[start..<(start + length)]
                } else {
                    if !text.isEmpty { pieces.append(.text(text)) }
                    text = []
                    pieces.append(piece)
                }
                i = start + length
                continue
            }
            text.append(bytes[i])
            i += 1
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        return pieces
    }

    /// The placeholder that starts at `i` (a `{`), and its length; nil when none does.
    private static func placeholder(_ bytes: [UInt8], at i: Int) -> (Piece, Int)? {
        guard let close = bytes[i...].firstIndex(of: UInt8(ascii: "}")) else { return nil }
        let inside = bytes[(i + 1)..<close]
        if inside.elementsEqual("q".utf8) { return (.query, close + 1 - i) }
        var p = Placeholder()
        var k = inside.startIndex
        flags: while k < inside.endIndex {
            switch inside[k] {
            case UInt8(ascii: "+"): p.chosen = true
            case UInt8(ascii: "s"): p.keepsSpace = true
            case UInt8(ascii: "r"): p.raw = true
            default: break flags
            }
            k += 1
        }
        if k < inside.endIndex {
            guard let fields = FieldExpression(String(decoding: inside[k...], as: UTF8.self)) else { return nil }
            p.fields = fields
        }
        return (.lines(p), close + 1 - i)
    }
}
