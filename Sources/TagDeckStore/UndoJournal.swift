#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TagDeck

/// A board's undo history kept between runs: one small text file per board under the state directory
/// (`$XDG_STATE_HOME/tagdeck/`, by default `~/.local/state/tagdeck/`), named by a hash of the board's real path
/// and naming that path inside. It records the hash of the board file it goes with, so a history that no
/// longer matches the file (changed elsewhere in between) is ignored. Written atomically; at most
/// ``UndoHistory/limit`` steps.
public struct UndoJournal: Sendable {
    /// The journal file.
    public let path: String
    /// The board file's real path.
    public let boardPath: String

    /// The journal of the board at `boardPath` in `stateDirectory` (`$XDG_STATE_HOME/tagdeck`); nil when the
    /// board's directory does not exist.
    public init?(boardPath: String, stateDirectory: String) {
        guard let real = Self.realPath(of: boardPath) else { return nil }
        self.boardPath = real
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in real.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        path = stateDirectory + "/" + String(hash, radix: 16) + ".undo"
    }

    /// The state directory from the environment: `$XDG_STATE_HOME/tagdeck`, else `$HOME/.local/state/tagdeck`.
    public static func stateDirectory(environment: (String) -> String?) -> String? {
        if let xdg = environment("XDG_STATE_HOME"), xdg.hasPrefix("/") { return xdg + "/tagdeck" }
        if let home = environment("HOME"), !home.isEmpty { return home + "/.local/state/tagdeck" }
        return nil
    }

    private static let header = "tagdeck undo history 1"

    /// Writes `history` as the one that goes with the board file whose bytes hash to `fileHash`.
    /// Failures are silent: the history is a convenience, the board file is what matters.
    public func write(_ history: UndoHistory, fileHash: UInt64) {
        var lines = [Self.header, "board " + boardPath, "file " + String(fileHash, radix: 16), "done"]
        lines += history.done.map(Self.encode)
        lines.append("undone")
        lines += history.undone.map(Self.encode)
        Self.makeDirectories(AtomicFile.directoryName(of: path))
        try? AtomicFile.write(Array((lines.joined(separator: "\n") + "\n").utf8), to: path)
    }

    /// The history saved with the board file whose bytes hash to `fileHash`.
    /// - Returns: the history (empty when there is none), and a one-line note when one was found but ignored.
    public func read(fileHash: UInt64) -> (history: UndoHistory, note: String?) {
        guard let bytes = try? FileReading.read(path).bytes else { return (UndoHistory(), nil) }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        guard lines.count >= 4, lines[0] == Self.header, lines[1] == "board " + boardPath, lines[3] == "done",
              let undoneAt = lines.firstIndex(of: "undone") else {
            return (UndoHistory(), "The last run's undo history could not be read; undo starts afresh")
        }
        guard lines[2] == "file " + String(fileHash, radix: 16) else {
            return (UndoHistory(), "The last run's undo history no longer matches the file; undo starts afresh")
        }
        let done = lines[4..<undoneAt].compactMap(Self.decode)
        let undone = lines[(undoneAt + 1)...].compactMap(Self.decode)
        guard done.count == undoneAt - 4, undone.count == lines.count - undoneAt - 1 else {
            return (UndoHistory(), "The last run's undo history could not be read; undo starts afresh")
        }
        return (UndoHistory(done: done, undone: undone), nil)
    }

    // MARK: One line per change

    /// `m T.0.1 B.0.3` for a move, `b T.0.1,T.0.2 B.0.0,B.0.1` for a bundle; for edits, `i` (insert), `r`
    /// (remove) and `e` (replace) with the path and the tags, each `+` (pinned) or `-` and its text's UTF-8 in hex.
    static func encode(_ change: BoardChange) -> String {
        func path(_ p: TagPath) -> String { "\(p.pane == .top ? "T" : "B").\(p.section).\(p.item)" }
        func tag(_ t: Tag) -> String { (t.isPinned ? "+" : "-") + hex(t.text) }
        func title(_ t: String) -> String { "=" + hex(t) }
        switch change {
        case .move(let m): return "m \(path(m.from)) \(path(m.to))"
        case .bundle(let b): return "b \(b.from.map(path).joined(separator: ",")) \(b.to.map(path).joined(separator: ","))"
        case .edit(.insert(let tags, let at)): return "i \(path(at)) " + tags.map(tag).joined(separator: ",")
        case .edit(.remove(let tags, let at)): return "r \(path(at)) " + tags.map(tag).joined(separator: ",")
        case .edit(.replace(let at, let old, let new)): return "e \(path(at)) \(tag(old)),\(tag(new))"
        case .edit(.insertSection(let s, let at)):
            return "si \(path(TagPath(at.pane, at.section, 0))) " + ([title(s.title)] + s.tags.map(tag)).joined(separator: ",")
        case .edit(.removeSection(let s, let at)):
            return "sr \(path(TagPath(at.pane, at.section, 0))) " + ([title(s.title)] + s.tags.map(tag)).joined(separator: ",")
        case .edit(.retitleSection(let at, let old, let new)):
            return "st \(path(TagPath(at.pane, at.section, 0))) \(title(old)),\(title(new))"
        case .edit(.retitlePane(let side, let old, let new)):
            return "pt \(path(TagPath(side, 0, 0))) \(title(old)),\(title(new))"
        case .edit(.moveSection(let from, let to)):
            return "sm \(path(TagPath(from.pane, from.section, 0))) \(path(TagPath(to.pane, to.section, 0)))"
        case .merge:
            // Only a host whose tags live in files of its own merges tags, and it keeps no journal: a history with
            // a merge reads back as not matching, and is left.
            return "merge"
        }
    }

    /// A text's UTF-8 in hex: any text, spaces and commas included, as one field.
    private static func hex(_ text: String) -> String {
        text.utf8.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    private static func decodeTag(_ field: Substring) -> Tag? {
        guard let sign = field.first, sign == "+" || sign == "-",
              let text = decodeText(field.dropFirst()), !text.isEmpty else { return nil }
        return Tag(text, pinned: sign == "+")
    }

    /// UTF-8 in hex, as text; nil when it is not.
    private static func decodeText(_ field: Substring) -> String? {
        let hex = Array(field.utf8)
        guard hex.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        for k in stride(from: 0, to: hex.count, by: 2) {
            guard let byte = UInt8(String(decoding: hex[k..<(k + 2)], as: UTF8.self), radix: 16) else { return nil }
            bytes.append(byte)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    static func decode(_ line: String) -> BoardChange? {
        func path(_ text: Substring) -> TagPath? {
            let parts = text.split(separator: ".")
            guard parts.count == 3, let side = parts[0] == "T" ? PaneSide.top : (parts[0] == "B" ? .bottom : nil),
                  let s = Int(parts[1]), let i = Int(parts[2]), s >= 0, i >= 0 else { return nil }
            return TagPath(side, s, i)
        }
        let fields = line.split(separator: " ")
        guard fields.count == 3 else { return nil }
        switch fields[0] {
        case "m":
            guard let from = path(fields[1]), let to = path(fields[2]) else { return nil }
            return .move(Move(from: from, to: to))
        case "b":
            let from = fields[1].split(separator: ",").compactMap(path), to = fields[2].split(separator: ",").compactMap(path)
            guard !from.isEmpty, from.count == to.count else { return nil }
            return .bundle(BundleMove(from: from, to: to))
        case "sm":
            guard let from = path(fields[1]), let to = path(fields[2]) else { return nil }
            return .edit(.moveSection(from: SectionPath(from.pane, from.section), to: SectionPath(to.pane, to.section)))
        case "si", "sr", "st", "pt":
            let parts = fields[2].split(separator: ",")
            guard let at = path(fields[1]), let first = parts.first, first.hasPrefix("=") else { return nil }
            let titles = parts.filter { $0.hasPrefix("=") }.compactMap { decodeText($0.dropFirst()) }
            let tags = parts.dropFirst().compactMap(decodeTag)
            let side = SectionPath(at.pane, at.section)
            switch fields[0] {
            case "si", "sr":
                guard titles.count == 1, tags.count == parts.count - 1 else { return nil }
                let section = Section(title: titles[0], tags: tags)
                return .edit(fields[0] == "si" ? .insertSection(section, at: side) : .removeSection(section, at: side))
            default:
                guard titles.count == 2, parts.count == 2 else { return nil }
                return .edit(fields[0] == "st" ? .retitleSection(at: side, old: titles[0], new: titles[1])
                             : .retitlePane(at.pane, old: titles[0], new: titles[1]))
            }
        case "i", "r", "e":
            let parts = fields[2].split(separator: ",")
            let tags = parts.compactMap(decodeTag)
            guard let at = path(fields[1]), !tags.isEmpty, tags.count == parts.count else { return nil }
            if fields[0] == "i" { return .edit(.insert(tags, at: at)) }
            if fields[0] == "r" { return .edit(.remove(tags, at: at)) }
            guard tags.count == 2 else { return nil }
            return .edit(.replace(at: at, old: tags[0], new: tags[1]))
        default:
            return nil
        }
    }

    private static func realPath(of path: String) -> String? {
        // The file may not exist yet: resolve its directory.
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        let name = AtomicFile.baseName(of: path)
        guard let resolved = realpath(AtomicFile.directoryName(of: path), nil) else { return nil }
        defer { free(resolved) }
        let dir = String(cString: resolved)
        return (dir == "/" ? "" : dir) + "/" + name
    }

    private static func makeDirectories(_ directory: String) {
        var current = ""
        for part in directory.split(separator: "/") {
            current += "/" + part
            mkdir(current, 0o700)
        }
    }
}
