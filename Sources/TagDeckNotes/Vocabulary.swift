import Foundation
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
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Reads the tags of every note under `folder` (on all cores), each list read as `syntax` says.
    /// - Complexity: O(bytes of the notes' front matters), plus reading each note.
    public static func scan(_ folder: String, syntax: NoteSyntax = .standard) -> Vocabulary {
        scan(notes: notes(under: folder), syntax: syntax)
    }

    /// Reads the tags of `paths`.
    public static func scan(notes paths: [String], syntax: NoteSyntax = .standard) -> Vocabulary {
        let results = Results(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { k in
            results.set(k, NoteFile.read(paths[k], syntax: syntax).map { ($0.tags.tags, $0.tags.warnings) })
        }
        var vocabulary = Vocabulary()
        vocabulary.notes = paths
        for (k, result) in results.all.enumerated() {
            switch result {
            case .success(let (tags, warnings)):
                for tag in tags { vocabulary.counts[tag, default: 0] += 1 }
                vocabulary.warnings += warnings.map { $0.described(file: paths[k]) }
            case .failure(let problem): vocabulary.skipped.append(problem.described(path: paths[k]))
            case nil: break
            }
        }
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

    /// Each slot written by one thread of the scan, read once they are all done.
    private final class Results: @unchecked Sendable {
        private var slots: [Result<([String], [NoteProblem]), NoteFile.Failure>?]
        private let lock = NSLock()
        init(count: Int) { slots = Array(repeating: nil, count: count) }
        func set(_ k: Int, _ result: Result<([String], [NoteProblem]), NoteFile.Failure>) {
            lock.lock()
            slots[k] = result
            lock.unlock()
        }
        var all: [Result<([String], [NoteProblem]), NoteFile.Failure>?] {
            lock.lock()
            defer { lock.unlock() }
            return slots
        }
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

    /// The tags of the note at `path`.
    public static func tags(of path: String, syntax: NoteSyntax = .standard) -> Result<[String], Failure> {
        read(path, syntax: syntax).map(\.tags.tags)
    }
}
