import TagDeck

/// One change of an ``UndoJournal``, as the line that keeps it, written and read as bytes: a bundle of a million
/// tags is a line of two million paths (21 MB), read back in tens of milliseconds, where splitting it into
/// strings took seconds before the board's first frame.
///
/// `m T.0.1 B.0.3` is a move, `b T.0.1,T.0.2 B.0.0,B.0.1` a bundle, `sm T.1.0 B.0.0` a section moved; `i`
/// (insert), `r` (remove) and `e` (replace) give a path and tags, each `+` (pinned) or `-` then its text's UTF-8
/// in hex; `si`, `sr`, `st` and `pt` give a section's path, then `=` and a title in hex (and its tags).
/// Fields are separated by spaces, list items by commas. A path is `T` or `B`, the section and the item.
enum UndoJournalLine {
    /// Appends the line of `change` (without its newline) to `out`.
    /// - Complexity: O(size of the line).
    static func encode(_ change: BoardChange, into out: inout [UInt8]) {
        func word(_ text: String) { out += text.utf8 }
        func space() { out.append(UInt8(ascii: " ")) }
        func comma() { out.append(UInt8(ascii: ",")) }
        func path(_ p: TagPath) {
            out.append(UInt8(ascii: p.pane == .top ? "T" : "B"))
            out.append(UInt8(ascii: "."))
            number(p.section)
            out.append(UInt8(ascii: "."))
            number(p.item)
        }
        func number(_ n: Int) { out += String(n).utf8 }
        func paths(_ list: [TagPath]) {
            for (k, p) in list.enumerated() {
                if k > 0 { comma() }
                path(p)
            }
        }
        func hex(_ text: String) {
            let digits = Array("0123456789abcdef".utf8)
            for byte in text.utf8 {
                out.append(digits[Int(byte >> 4)])
                out.append(digits[Int(byte & 15)])
            }
        }
        func tag(_ t: Tag) {
            out.append(UInt8(ascii: t.isPinned ? "+" : "-"))
            hex(t.text)
        }
        func tags(_ list: some Sequence<Tag>) {
            for (k, t) in list.enumerated() {
                if k > 0 { comma() }
                tag(t)
            }
        }
        func title(_ t: String) {
            out.append(UInt8(ascii: "="))
            hex(t)
        }
        func head(_ kind: String, _ at: TagPath) {
            word(kind)
            space()
            path(at)
            space()
        }
        switch change {
        case .move(let m): head("m", m.from); path(m.to)
        case .bundle(let b): word("b "); paths(b.from); space(); paths(b.to)
        case .edit(.insert(let list, let at)): head("i", at); tags(list)
        case .edit(.remove(let list, let at)): head("r", at); tags(list)
        case .edit(.replace(let at, let old, let new)): head("e", at); tag(old); comma(); tag(new)
        case .edit(.insertSection(let s, let at)):
            head("si", TagPath(at.pane, at.section, 0)); title(s.title)
            if !s.tags.isEmpty { comma(); tags(s.tags) }
        case .edit(.removeSection(let s, let at)):
            head("sr", TagPath(at.pane, at.section, 0)); title(s.title)
            if !s.tags.isEmpty { comma(); tags(s.tags) }
        case .edit(.retitleSection(let at, let old, let new)):
            head("st", TagPath(at.pane, at.section, 0)); title(old); comma(); title(new)
        case .edit(.retitlePane(let side, let old, let new)):
            head("pt", TagPath(side, 0, 0)); title(old); comma(); title(new)
        case .edit(.moveSection(let from, let to)):
            head("sm", TagPath(from.pane, from.section, 0)); path(TagPath(to.pane, to.section, 0))
        case .merge:
            // Only a host whose tags live in files of its own merges tags, and it keeps no journal: a history with
            // a merge reads back as not matching, and is left.
            word("merge")
        }
    }

    /// The change a line keeps; nil when it is not one.
    /// - Complexity: O(size of the line).
    static func decode(_ line: UnsafeBufferPointer<UInt8>) -> BoardChange? {
        var fields: [Range<Int>] = []
        var k = 0
        while k < line.count {
            if line[k] == UInt8(ascii: " ") { k += 1; continue }
            let start = k
            while k < line.count && line[k] != UInt8(ascii: " ") { k += 1 }
            fields.append(start..<k)
        }
        guard fields.count == 3 else { return nil }
        let reader = FieldReader(bytes: line)
        let kind = String(decoding: UnsafeBufferPointer(rebasing: line[fields[0]]), as: UTF8.self)
        switch kind {
        case "m", "sm":
            guard let from = reader.path(fields[1]), let to = reader.path(fields[2]) else { return nil }
            if kind == "m" { return .move(Move(from: from, to: to)) }
            return .edit(.moveSection(from: SectionPath(from.pane, from.section), to: SectionPath(to.pane, to.section)))
        case "b":
            guard let from = reader.paths(fields[1]), let to = reader.paths(fields[2]),
                  !from.isEmpty, from.count == to.count else { return nil }
            return .bundle(BundleMove(from: from, to: to))
        case "si", "sr", "st", "pt":
            let parts = reader.items(fields[2])
            guard let at = reader.path(fields[1]), let first = parts.first, let firstTitle = reader.title(first) else { return nil }
            let side = SectionPath(at.pane, at.section)
            if kind == "si" || kind == "sr" {
                var tags: [Tag] = []
                tags.reserveCapacity(parts.count - 1)
                for part in parts.dropFirst() {
                    guard let tag = reader.tag(part) else { return nil }
                    tags.append(tag)
                }
                let section = Section(title: firstTitle, tags: tags)
                return .edit(kind == "si" ? .insertSection(section, at: side) : .removeSection(section, at: side))
            }
            guard parts.count == 2, let second = reader.title(parts[1]) else { return nil }
            return .edit(kind == "st" ? .retitleSection(at: side, old: firstTitle, new: second)
                         : .retitlePane(at.pane, old: firstTitle, new: second))
        case "i", "r", "e":
            var tags: [Tag] = []
            for part in reader.items(fields[2]) {
                guard let tag = reader.tag(part) else { return nil }
                tags.append(tag)
            }
            guard let at = reader.path(fields[1]), !tags.isEmpty else { return nil }
            if kind == "i" { return .edit(.insert(tags, at: at)) }
            if kind == "r" { return .edit(.remove(tags, at: at)) }
            guard tags.count == 2 else { return nil }
            return .edit(.replace(at: at, old: tags[0], new: tags[1]))
        default:
            return nil
        }
    }
}

/// Reads the fields of one journal line, given as ranges of its bytes.
private struct FieldReader {
    let bytes: UnsafeBufferPointer<UInt8>

    /// The comma-separated items of `field`.
    func items(_ field: Range<Int>) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start = field.lowerBound
        for k in field where bytes[k] == UInt8(ascii: ",") {
            out.append(start..<k)
            start = k + 1
        }
        out.append(start..<field.upperBound)
        return out
    }

    /// A path: `T` or `B`, a dot, the section's digits, a dot, the item's digits.
    func path(_ range: Range<Int>) -> TagPath? {
        var k = range.lowerBound
        return path(at: &k, end: range.upperBound).flatMap { k == range.upperBound ? $0 : nil }
    }

    /// The paths of a comma-separated list, each as ``path(_:)``; nil when one is not a path.
    func paths(_ field: Range<Int>) -> [TagPath]? {
        var out: [TagPath] = []
        out.reserveCapacity(field.count / 8)
        var k = field.lowerBound
        while true {
            guard let p = path(at: &k, end: field.upperBound) else { return nil }
            out.append(p)
            if k == field.upperBound { return out }
            guard bytes[k] == UInt8(ascii: ",") else { return nil }
            k += 1
        }
    }

    private func path(at k: inout Int, end: Int) -> TagPath? {
        guard k < end else { return nil }
        let side: PaneSide
        switch bytes[k] {
        case UInt8(ascii: "T"): side = .top
        case UInt8(ascii: "B"): side = .bottom
        default: return nil
        }
        k += 1
        guard let section = dottedNumber(at: &k, end: end), let item = dottedNumber(at: &k, end: end) else { return nil }
        return TagPath(side, section, item)
    }

    /// A dot and at least one digit (at most 18, so that it cannot overflow).
    private func dottedNumber(at k: inout Int, end: Int) -> Int? {
        guard k < end, bytes[k] == UInt8(ascii: ".") else { return nil }
        k += 1
        let start = k
        var n = 0
        while k < end, bytes[k] >= UInt8(ascii: "0"), bytes[k] <= UInt8(ascii: "9") {
            n = n * 10 + Int(bytes[k] - UInt8(ascii: "0"))
            k += 1
        }
        return k > start && k - start <= 18 ? n : nil
    }

    /// `+` (pinned) or `-`, then a text that is not empty.
    func tag(_ range: Range<Int>) -> Tag? {
        guard !range.isEmpty, bytes[range.lowerBound] == UInt8(ascii: "+") || bytes[range.lowerBound] == UInt8(ascii: "-"),
              let text = text(range.dropFirst()), !text.isEmpty else { return nil }
        return Tag(text, pinned: bytes[range.lowerBound] == UInt8(ascii: "+"))
    }

    /// `=` then a title (which may be empty).
    func title(_ range: Range<Int>) -> String? {
        guard !range.isEmpty, bytes[range.lowerBound] == UInt8(ascii: "=") else { return nil }
        return text(range.dropFirst())
    }

    /// UTF-8 in hex (lowercase or uppercase), as text; nil when it is not.
    private func text(_ range: Range<Int>) -> String? {
        guard range.count % 2 == 0 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(range.count / 2)
        for k in stride(from: range.lowerBound, to: range.upperBound, by: 2) {
            guard let high = Self.nibble(bytes[k]), let low = Self.nibble(bytes[k + 1]) else { return nil }
            out.append(high << 4 | low)
        }
        return String(validating: out, as: UTF8.self)
    }

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
