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
    /// - Complexity: O(size of the history's changes).
    public func write(_ history: UndoHistory, fileHash: UInt64) {
        var out: [UInt8] = []
        for line in [Self.header, "board " + boardPath, "file " + String(fileHash, radix: 16), "done"] {
            out += line.utf8
            out.append(0x0A)
        }
        for change in history.done {
            UndoJournalLine.encode(change, into: &out)
            out.append(0x0A)
        }
        out += "undone\n".utf8
        for change in history.undone {
            UndoJournalLine.encode(change, into: &out)
            out.append(0x0A)
        }
        Self.makeDirectories(AtomicFile.directoryName(of: path))
        try? AtomicFile.write(out, to: path)
    }

    /// The history saved with the board file whose bytes hash to `fileHash`.
    /// - Returns: the history (empty when there is none), and a one-line note when one was found but ignored.
    /// - Complexity: O(size of the journal), read as bytes.
    public func read(fileHash: UInt64) -> (history: UndoHistory, note: String?) {
        guard let bytes = try? FileReading.read(path).bytes else { return (UndoHistory(), nil) }
        let unreadable = (UndoHistory(), Optional("The last run's undo history could not be read; undo starts afresh"))
        return bytes.withUnsafeBufferPointer { all -> (UndoHistory, String?) in
            // Lines as ranges, the empty ones left out (as the journal never writes one).
            var lines: [Range<Int>] = []
            var start = 0
            for k in all.indices where all[k] == 0x0A {
                if k > start { lines.append(start..<k) }
                start = k + 1
            }
            if start < all.count { lines.append(start..<all.count) }
            func text(_ k: Int) -> String { String(decoding: UnsafeBufferPointer(rebasing: all[lines[k]]), as: UTF8.self) }
            guard lines.count >= 4, text(0) == Self.header, text(1) == "board " + boardPath, text(3) == "done",
                  let undoneAt = lines.indices.dropFirst(4).first(where: { lines[$0].count == 6 && text($0) == "undone" })
            else { return unreadable }
            guard text(2) == "file " + String(fileHash, radix: 16) else {
                return (UndoHistory(), "The last run's undo history no longer matches the file; undo starts afresh")
            }
            var done: [BoardChange] = [], undone: [BoardChange] = []
            for k in lines.indices.dropFirst(4) where k != undoneAt {
                guard let change = UndoJournalLine.decode(UnsafeBufferPointer(rebasing: all[lines[k]])) else { return unreadable }
                if k < undoneAt { done.append(change) } else { undone.append(change) }
            }
            return (UndoHistory(done: done, undone: undone), nil)
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
