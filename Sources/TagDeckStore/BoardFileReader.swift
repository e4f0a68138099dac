import TagDeck

/// Reading and writing board files (format 1).
///
/// The grammar, line by line:
/// - `# TITLE` starts a pane; the first is the top pane, the second the bottom pane. Exactly two are needed.
///   The title may be empty (`#` alone).
/// - `## TITLE` starts a section in the current pane. Tags before a pane's first `##` line form a leading
///   untitled section. `##` alone is a section with an empty title.
/// - `- TEXT` is a tag in the current section; a trailing ` {pinned}` pins it. `-` alone is an empty tag.
/// - Lines of blanks only are ignored. A UTF-8 byte order mark at the start and CRLF line ends are accepted.
/// - The marker (`#`, `##`, `-`) must start the line and be followed by a space or the end of the line.
///
/// Titles and texts are trimmed and unescaped as described in ``BoardFileEscaping``. Tag texts are unique
/// in the whole board, compared as Swift strings after trimming and unescaping.
public enum BoardFile {
    /// Parses a board file.
    ///
    /// Collects every error rather than stopping at the first; see ``BoardFileError/Kind`` for the kinds.
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - fileName: The name to put at the start of each error message.
    /// - Returns: The board, or all the errors in file order.
    /// - Complexity: O(n) in the size of the file.
    public static func parse(_ bytes: some Collection<UInt8>, fileName: String) -> Result<Board, BoardFileErrors> {
        let all = bytes as? [UInt8] ?? Array(bytes)
        return parse(inPieces: [all[...]], fileName: fileName)
    }

    /// Reads and parses the board file at `path` a piece at a time, never holding the whole file: a board of a
    /// million tags is read without its 14 MB of bytes beside it. A file where two tags share a hash (duplicates,
    /// or very rarely two texts whose hashes collide) is read again whole, as one snapshot, and parsed as
    /// ``parse(_:fileName:)`` does, which says where each duplicate was first.
    /// - Returns: The board or its errors, and the stamp of what was read.
    /// - Throws: ``FileError`` when the file cannot be read (as ``FileReading/read(_:)``).
    /// - Complexity: O(n) in the size of the file.
    public static func parse(file path: String, fileName: String) throws(FileError)
        -> (result: Result<Board, BoardFileErrors>, stamp: FileStamp) {
        // A big file in parts on every core; one with a problem, or duplicates, again in order below.
        if let (board, stamp) = try parseInParts(file: path, fileName: fileName) { return (.success(board), stamp) }
        var reader = Reader(fileName: fileName, mode: .reading)
        let stamp = try FileReading.read(path, inPieces: { reader.feed($0) })
        reader.end()
        let suspects = reader.repeatedHashes()
        if !suspects.isEmpty {
            let (bytes, again) = try FileReading.read(path)
            return (parse(bytes, fileName: fileName), again)
        }
        return (reader.finish(), stamp)
    }

    /// Parses a file held in pieces (pieces may end anywhere, inside a line too), as ``parse(file:fileName:)``
    /// reads one. Only a file with two texts of one hash (duplicates, or very rarely two texts whose hashes
    /// collide) is read twice: the second time compares those texts, and says where each duplicate was first.
    static func parse(inPieces pieces: [ArraySlice<UInt8>], fileName: String) -> Result<Board, BoardFileErrors> {
        var reader = Reader(fileName: fileName, mode: .reading)
        for piece in pieces { reader.feed(piece) }
        reader.end()
        let suspects = reader.repeatedHashes()
        if !suspects.isEmpty {
            var second = Reader(fileName: fileName, mode: .findingDuplicates(among: suspects))
            for piece in pieces { second.feed(piece) }
            second.end()
            reader.errors += second.errors.filter {
                if case .duplicateTag = $0.kind { true } else { false }
            }
        }
        return reader.finish()
    }

    /// The longest line a board file may have: 64 KiB.
    public static let maximumLineBytes = 64 << 10
    /// The most tags a board file may hold: 10 million.
    public static let maximumTags = 10_000_000

    /// Parses a board file given as text. Same as ``parse(_:fileName:)`` on its UTF-8 bytes.
    public static func parse(text: String, fileName: String) -> Result<Board, BoardFileErrors> {
        parse(Array(text.utf8), fileName: fileName)
    }
}

/// The state of one parse: panes read so far, tags seen, errors found.
struct Reader {
    struct PaneDraft {
        var title: String
        var line: Int
        var sections: [Section] = []
    }

    enum Mode {
        /// Building the board, and noting each tag's hash.
        case reading
        /// A second reading that only compares the texts with these hashes, reporting each duplicate.
        case findingDuplicates(among: Set<Int>)
    }

    let fileName: String
    let mode: Mode
    var panes: [PaneDraft] = []
    var errors: [BoardFileError] = []
    var tagCount = 0
    /// The hash of every tag's text, in reading order: 8 bytes a tag, where a set of the texts would take 32.
    /// Equal texts have equal hashes, so a file whose hashes are all distinct has no duplicate.
    var hashes: [Int] = []
    /// Finding duplicates: where each text with a suspect hash is first.
    var firstLines: [String: Int] = [:]
    /// Reading in pieces: the line number, a line begun in an earlier piece, and, for a line too long to keep,
    /// its length and last byte; whether reading stopped (too many tags).
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    private var stopped = false
    private var lineNumber = 0
    private var pending: [UInt8] = []
    private var overflow = 0
    private var lastOfOverflow: UInt8 = 0

    /// Whether this reads a part of a file after its start (``BoardFile/parseInParts(file:fileName:)``): its
    /// first pane, at index 0, is the one the part before ended in, and its first section that one's last.
    private(set) var continues = false

    init(fileName: String, mode: Mode) {
        self.fileName = fileName
        self.mode = mode
    }

    /// A reader of the lines of a file after its start: they continue the pane and section the lines before
    /// them ended in (an untitled pane of one untitled section stands for them here).
    init(continuingIn fileName: String) {
        self.init(fileName: fileName, mode: .reading)
        continues = true
        panes = [PaneDraft(title: "", line: 0, sections: [Section()])]
    }

    /// Reads the next piece of the file (pieces may end anywhere, inside a line too).
    /// - Complexity: O(piece), plus the work of each line it completes.
    mutating func feed(_ piece: ArraySlice<UInt8>) {
        var rest = piece
        while !stopped, let newline = rest.firstIndex(of: 0x0A) {
            let part = rest[rest.startIndex..<newline]
            rest = rest[(newline + 1)...]
            if pending.isEmpty && overflow == 0 {
                line(part)
            } else {
                keep(part)
                line(pending[...])
                pending.removeAll(keepingCapacity: true)
                overflow = 0
            }
        }
        if !stopped && !rest.isEmpty { keep(rest) }
    }

    /// The file ended: its last line, if it had no newline.
    mutating func end() {
        if !stopped && (!pending.isEmpty || overflow > 0) { line(pending[...]) }
        pending = []
        overflow = 0
    }

    /// Keeps part of a line that continues in the next piece; past the longest line allowed, only its length and
    /// last byte are kept.
    private mutating func keep(_ part: ArraySlice<UInt8>) {
        // Room for the longest line, a byte order mark and a CR: a line kept no further is always too long.
        if overflow == 0 && pending.count + part.count <= BoardFile.maximumLineBytes + 4 {
            pending += part
            return
        }
        if overflow == 0 {
            // The first line's byte order mark is not part of it.
            overflow = pending.count - (lineNumber == 0 && !continues && pending.starts(with: Self.byteOrderMark) ? 3 : 0)
            lastOfOverflow = pending.last ?? 0
            pending = []
        }
        overflow += part.count
        if let last = part.last { lastOfOverflow = last }
    }

    /// One whole line (without its newline), or, when ``overflow`` is set, a line too long to have been kept.
    private mutating func line(_ bytes: ArraySlice<UInt8>) {
        lineNumber += 1
        let length: Int
        var content = bytes
        if overflow > 0 {
            length = overflow - (lastOfOverflow == 0x0D ? 1 : 0)
        } else {
            if lineNumber == 1 && !continues && content.starts(with: Self.byteOrderMark) { content = content.dropFirst(3) }
            if content.last == 0x0D { content = content.dropLast() }
            length = content.count
        }
        if length > BoardFile.maximumLineBytes {
            // Not decoded at all: a huge line costs no more than its bytes.
            errors.append(BoardFileError(fileName: fileName, line: lineNumber, column: 1,
                                         kind: .lineTooLong(bytes: length)))
        } else {
            readLine(content, number: lineNumber)
        }
        if tagCount > BoardFile.maximumTags {
            errors.append(BoardFileError(fileName: fileName, line: lineNumber, column: 1, kind: .tooManyTags))
            stopped = true
        }
    }

    mutating func readLine(_ bytes: ArraySlice<UInt8>, number: Int) {
        // Most lines of a big board: a plain tag of printable ASCII, as wide as its bytes, valid as it is.
        if let text = BoardFileEscaping.plainASCIITagText(bytes) {
            return addTag(text, width: text.utf8.count, pinned: false, number: number, column: { 3 })
        }
        if let bad = UTF8Check.firstInvalidIndex(bytes) {
            let before = String(decoding: bytes[bytes.startIndex..<bad], as: UTF8.self)
            report(number, before.count + 1, .notUTF8(byte: bytes[bad]))
        } else if let text = BoardFileEscaping.plainTagText(bytes) {
            return addTag(text, pinned: false, number: number, column: { 3 })
        }
        let line = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        if line.allSatisfy({ $0 == " " || $0 == "\t" }) { return }
        func markerEnds(at index: Int) -> Bool { index == line.count || line[index] == " " }

        if line[0] == "#" && line.count >= 2 && line[1] == "#" {
            guard markerEnds(at: 2) else { return report(number, 1, .invalidLine) }
            let field = field(line, from: 3, isTag: false, number: number)
            guard !panes.isEmpty else { return report(number, 1, .sectionBeforePane) }
            guard case .reading = mode else { return }
            panes[panes.count - 1].sections.append(Section(title: field.text))
        } else if line[0] == "#" {
            guard markerEnds(at: 1) else { return report(number, 1, .invalidLine) }
            let field = field(line, from: 2, isTag: false, number: number)
            panes.append(PaneDraft(title: field.text, line: number))
            if panes.count > (continues ? 3 : 2) { report(number, 1, .extraPane(ordinal: panes.count)) }
        } else if line[0] == "-" {
            guard markerEnds(at: 1) else { return report(number, 1, .invalidLine) }
            let field = field(line, from: 2, isTag: true, number: number)
            addTag(field.text, pinned: field.pinned, number: number, column: { Self.columnOf(line, field.textStart) })
        } else {
            report(number, 1, .invalidLine)
        }
    }

    /// Adds a tag read from line `number` to the current section, or reports why it cannot be one.
    /// `column` is where its text starts, for a duplicate's error.
    mutating func addTag(_ text: String, width: Int? = nil, pinned: Bool, number: Int, column: () -> Int) {
        guard !panes.isEmpty else { return report(number, 1, .tagBeforePane) }
        if text.isEmpty { return report(number, 1, .emptyTag) }
        tagCount += 1
        switch mode {
        case .findingDuplicates(let suspects):
            guard suspects.contains(text.hashValue) else { return }
            if let first = firstLines[text] {
                report(number, column(), .duplicateTag(text: text, firstLine: first))
            } else {
                firstLines[text] = number
            }
            return
        case .reading:
            hashes.append(text.hashValue)
        }
        let p = panes.count - 1
        if panes[p].sections.isEmpty {
            panes[p].sections.append(Section())
        }
        let tag = width.map { Tag(text, width: $0, pinned: pinned) } ?? Tag(text, pinned: pinned)
        panes[p].sections[panes[p].sections.count - 1].tags.append(tag)
    }

    /// The hashes that more than one tag has (sorting the hashes in place, then letting them go).
    /// - Complexity: O(n) for n tags.
    mutating func repeatedHashes() -> Set<Int> {
        defer { hashes = [] }
        return RepeatedHashes.find(sorting: &hashes)
    }

    /// Reads a title or tag text and reports its escaping and control-character problems.
    mutating func field(_ line: [Unicode.Scalar], from start: Int, isTag: Bool, number: Int)
        -> BoardFileEscaping.Field
    {
        let field = BoardFileEscaping.readField(line, from: min(start, line.count), isTag: isTag)
        for problem in field.problems {
            report(number, Self.columnOf(line, problem.index), problem.kind)
        }
        return field
    }

    /// The 1-based character column of the scalar at `index`.
    static func columnOf(_ line: [Unicode.Scalar], _ index: Int) -> Int {
        var prefix = String.UnicodeScalarView()
        prefix.append(contentsOf: line[0..<index])
        return String(prefix).count + 1
    }

    mutating func report(_ line: Int, _ column: Int, _ kind: BoardFileError.Kind) {
        errors.append(BoardFileError(fileName: fileName, line: line, column: column, kind: kind))
    }

    mutating func finish() -> Result<Board, BoardFileErrors> {
        if panes.count < 2 {
            let line = panes.first?.line ?? 1
            report(line, 1, .tooFewPanes(found: panes.count))
        }
        if errors.isEmpty {
            // Empty and duplicate tags were reported above, and those are all that a board checks.
            return .success(Board(checkedTop: PaneContent(title: panes[0].title, sections: panes[0].sections),
                                  bottom: PaneContent(title: panes[1].title, sections: panes[1].sections)))
        }
        // Stable sort: errors on one line keep the order they were found in.
        let ordered = errors.enumerated().sorted {
            ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
        }.map(\.element)
        return .failure(BoardFileErrors(ordered))
    }
}
