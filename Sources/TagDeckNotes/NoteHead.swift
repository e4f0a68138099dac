import TagDeckStore

/// How much of a note the folder's vocabulary needs: its front matter, never its body.
///
/// A note is read from its start a piece at a time (4 KiB, then more) until ``holdsFrontMatter(_:)`` says the
/// bytes so far hold all of its front matter: up to the end of the line that closes it, or, for a note without
/// one, up to the end of its first line. This one predicate is all that knows where a front matter ends; what a
/// front matter is (its delimiters, an encoding told by a byte order mark) is ``FrontMatter``'s to say, and a
/// new kind of front matter is taught to both.
public enum NoteHead {
    /// Whether `bytes`, the start of a note, hold the whole of its front matter: the line that opens it (`---`,
    /// after a UTF-8 byte order mark if any) and a whole line that closes it (`---` or `...`), trailing blanks
    /// and `\r` allowed, as ``FrontMatter`` reads them; or a whole first line that opens none. A front matter
    /// never closed is never whole: the note is read to its end, and ``FrontMatter`` says what is wrong.
    /// - Complexity: O(bytes) up to the closing line.
    public static func holdsFrontMatter(_ bytes: [UInt8]) -> Bool {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard let opening = bytes[start...].firstIndex(of: 0x0A) else { return false }
        guard isDelimiter(bytes[start..<opening], closing: false) else { return true }
        var lineStart = opening + 1
        while let end = bytes[lineStart...].firstIndex(of: 0x0A) {
            if isDelimiter(bytes[lineStart..<end], closing: true) { return true }
            lineStart = end + 1
        }
        return false
    }

    /// Whether a line (without its `\n`) is `---` (or, to close, `...`), trailing blanks and `\r` allowed.
    private static func isDelimiter(_ line: ArraySlice<UInt8>, closing: Bool) -> Bool {
        var end = line.endIndex
        while end > line.startIndex && (line[end - 1] == 0x20 || line[end - 1] == 0x09 || line[end - 1] == 0x0D) {
            end -= 1
        }
        let text = line[line.startIndex..<end]
        return text.elementsEqual("---".utf8) || closing && text.elementsEqual("...".utf8)
    }
}

extension NoteFile {
    /// The start of the note at `path` that holds its front matter (``NoteHead/holdsFrontMatter(_:)``), read a
    /// piece at a time: enough to read its tags, and seldom more than a few KiB of a note of any size. An edit of
    /// a note reads all of it (``read(_:)``).
    /// - Throws: ``FileError`` when the file cannot be read, or is no regular file.
    /// - Complexity: O(bytes up to the end of the front matter), rounded up to a piece.
    public static func head(of path: String) throws(FileError) -> [UInt8] {
        try FileReading.readStart(of: path, until: NoteHead.holdsFrontMatter)
    }

    /// The tags of the note at `path`, read from its front matter alone (``head(of:)``).
    public static func tags(of path: String) -> Result<[String], Failure> {
        let bytes: [UInt8]
        do {
            bytes = try head(of: path)
        } catch {
            return .failure(.unreadable(error))
        }
        do {
            return .success(try NoteTags(bytes).tags)
        } catch {
            return .failure(.problem(error))
        }
    }
}
