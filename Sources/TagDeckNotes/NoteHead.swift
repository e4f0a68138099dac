import TagDeckStore

/// How much of a note the folder's vocabulary needs: its front matter, never its body.
///
/// A note is read from its start a piece at a time (4 KiB, then more) until ``holdsFrontMatter(_:)`` says the
/// bytes so far hold all of its front matter: up to the end of the line that closes it (the `}` of a JSON one), or,
/// for a note without one, up to the end of its first line. This one predicate is all that knows how much to read;
/// what a front matter is (YAML, TOML, JSON) is ``FrontMatter``'s to say, and the predicate asks it.
public enum NoteHead {
    /// Whether `bytes`, the start of a note, hold the whole of its front matter: whether ``FrontMatter`` finds it
    /// closed (or finds none) in the bytes up to the end of their last whole line, so that no line is judged by
    /// its start alone. A note in UTF-16 or UTF-32 (told by its byte order mark) is never whole before its end: it
    /// is read all, and decoded, as an edit reads it. A front matter never closed is never whole either: the note is
    /// read to its end, and ``FrontMatter`` says what is wrong.
    /// - Complexity: O(bytes) up to the front matter's end.
    public static func holdsFrontMatter(_ bytes: [UInt8]) -> Bool {
        guard NoteEncoding.detect(bytes).encoding == .utf8, let lastLineEnd = bytes.lastIndex(of: 0x0A) else {
            return false
        }
        return (try? FrontMatter(Array(bytes[...lastLineEnd]))) != nil
    }

    /// The bytes of `start` (a note's start that holds its front matter) up to the end of the line that closes it
    /// (or of the first line, for a note without one): what is read of the note, with no character cut in two and
    /// nothing of its body, whose bytes an edit checks.
    static func wholeLines(_ start: [UInt8]) -> [UInt8] {
        guard let lastLineEnd = start.lastIndex(of: 0x0A) else { return start }
        let lines = Array(start[...lastLineEnd])
        guard let fm = try? FrontMatter(lines) else { return lines }
        let closing: Int
        if let content = fm.content {
            closing = content.upperBound
        } else {
            closing = fm.start
        }
        guard let end = lines[closing...].firstIndex(of: 0x0A) else { return lines }
        return Array(lines[...end])
    }
}

extension NoteFile {
    /// The start of the note at `path` that holds its front matter (``NoteHead/holdsFrontMatter(_:)``), read a
    /// piece at a time, up to the end of a line: enough to read its tags, and seldom more than a few KiB of a
    /// note of any size. All of the note when it ends first (or is UTF-16 or UTF-32). An edit of a note reads all
    /// of it (``read(_:syntax:)``).
    /// - Throws: ``FileError`` when the file cannot be read, or is no regular file.
    /// - Complexity: O(bytes up to the end of the front matter), rounded up to a piece.
    public static func head(of path: String) throws(FileError) -> [UInt8] {
        let start = try FileReading.readStart(of: path, until: NoteHead.holdsFrontMatter)
        return NoteHead.holdsFrontMatter(start) ? NoteHead.wholeLines(start) : start
    }

    /// The tags of the note at `path`, its list read as `syntax` says, from its front matter alone (``head(of:)``),
    /// with what is worth saying of them (``NoteTags/warnings``). The ``NoteTags`` hold the bytes read, not the whole
    /// note: it is for reading, never for an edit.
    public static func headTags(of path: String, syntax: NoteSyntax = .standard) -> Result<NoteTags, Failure> {
        let bytes: [UInt8]
        do {
            bytes = try head(of: path)
        } catch {
            return .failure(.unreadable(error))
        }
        do {
            return .success(try NoteTags(bytes, syntax: syntax))
        } catch {
            return .failure(.problem(error))
        }
    }

    /// The tags of the note at `path`, its list read as `syntax` says, from its front matter alone, or with
    /// `syntax.inline` from the whole note, its body's `#tags` after the front matter's (each tag once).
    public static func tags(of path: String, syntax: NoteSyntax = .standard) -> Result<[String], Failure> {
        usedTags(of: path, syntax: syntax).map(\.tags)
    }

    /// The tags the note at `path` uses, as ``tags(of:syntax:)`` reads them, with what is worth saying of them.
    public static func usedTags(of path: String, syntax: NoteSyntax = .standard)
        -> Result<(tags: [String], warnings: [NoteProblem]), Failure> {
        guard syntax.inline else { return headTags(of: path, syntax: syntax).map { ($0.tags, $0.warnings) } }
        return read(path, syntax: syntax).map { ($0.tags.allTags, $0.tags.warnings) }
    }
}
