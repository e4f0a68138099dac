import TagDeckStore

/// The tags used in the front matter of the Markdown notes under a folder: how many notes use each, and the notes
/// that could not be read (skipped, never written).
public struct Vocabulary: Sendable {
    /// How many notes use each tag.
    public var counts: [String: Int] = [:]
    /// The notes read, by path.
    public var notes: [String] = []
    /// The notes skipped: `FILE:LINE:COLUMN: message` (or `FILE: reason`) each.
    public var skipped: [String] = []
    /// What was read but is worth saying, in notes that were not skipped (a tag listed twice, a key given twice,
    /// an item that is no tag, a list that cannot be edited in place): `FILE:LINE:COLUMN: message` each.
    public var warnings: [String] = []

    /// An empty vocabulary.
    public init() {}

    /// The Markdown notes under `folder`, recursively, sorted: `.md`, `.markdown` and `.mdx` files, hidden files
    /// and folders (`.git`, `.obsidian`), `node_modules` and what the folder's `.gitignore` files exclude left out
    /// (see ``NoteWalk``).
    public static func notes(under folder: String) -> [String] { NoteWalk.notes(under: folder) }

    /// Whether `path` names a folder (following links).
    public static func isFolder(_ path: String) -> Bool {
        FilePaths.isDirectory(path)
    }

    /// Reads the tags of every note under `folder` (on all cores, front matters only), each list read as `syntax`
    /// says.
    /// - Complexity: O(bytes of the notes' front matters), plus opening each note.
    public static func scan(_ folder: String, syntax: NoteSyntax = .standard, wholeNotes: Bool = false) -> Vocabulary {
        scan(notes: notes(under: folder), syntax: syntax, wholeNotes: wholeNotes)
    }

    /// Reads the tags of `paths` (on all cores, front matters only: ``NoteFile/headTags(of:syntax:)``; with
    /// `wholeNotes`, each note whole, so that bytes not valid in its encoding anywhere in it are found, as an edit
    /// would find them).
    public static func scan(notes paths: [String], syntax: NoteSyntax = .standard, wholeNotes: Bool = false) -> Vocabulary {
        var vocabulary = Vocabulary()
        vocabulary.notes = paths
        var skipped: [(index: Int, problem: String)] = [], warnings: [(index: Int, problem: String)] = []
        NoteScan.run(paths, read: { NoteScan.used($0, syntax: syntax, whole: wholeNotes) }) { tally in
            for (tag, n) in tally.counts { vocabulary.counts[tag, default: 0] += n }
            skipped += tally.skipped
            warnings += tally.warnings
        }
        vocabulary.skipped = skipped.sorted { $0.index < $1.index }.map(\.problem)
        vocabulary.warnings = warnings.sorted { $0.index < $1.index }.map(\.problem)
        return vocabulary
    }

    /// One summary line for the skipped notes, or nil when none was: the one skipped (`1 note skipped:
    /// e.md:3:1: ...`), or how many and the command that lists them (`47 notes skipped · tagdeck check notes
    /// lists them`), with `folder` as the person gave it, quoted for the shell where it needs it.
    public func skippedSummary(folder: String) -> String? {
        guard let first = skipped.first else { return nil }
        if skipped.count == 1 { return "1 note skipped: \(first)" }
        return "\(skipped.count) notes skipped · tagdeck check \(ShellWord.quoted(folder)) lists them"
    }
}

/// Reading a note file: its bytes, and the tags of its front matter.
public enum NoteFile {
    /// Why a note could not be read.
    public enum Failure: Error, Equatable, Sendable {
        /// The file could not be read (or is no file to read: a directory, a FIFO).
        case unreadable(FileError)
        /// Its front matter is broken, at a line and column.
        case problem(NoteProblem)

        /// `FILE:LINE:COLUMN: message`, or `FILE: reason`.
        public func described(path: String) -> String {
            switch self {
            case .unreadable(let error): "\(path): \(error.reason)"
            case .problem(let problem): problem.described(file: path)
            }
        }
    }

    /// The note at `path`, read and split, its list read as `syntax` says.
    public static func read(_ path: String, syntax: NoteSyntax = .standard) -> Result<(bytes: [UInt8], tags: NoteTags), Failure> {
        let bytes: [UInt8]
        do {
            bytes = try FileReading.read(path).bytes
        } catch {
            return .failure(.unreadable(error))
        }
        do {
            return .success((bytes, try NoteTags(bytes, syntax: syntax)))
        } catch {
            return .failure(.problem(error))
        }
    }
}
