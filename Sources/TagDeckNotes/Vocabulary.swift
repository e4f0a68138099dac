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

    /// An empty vocabulary.
    public init() {}

    /// The Markdown notes (`.md`, `.markdown`) under `folder`, recursively, hidden files and folders (`.git`,
    /// `.obsidian`) skipped, sorted; `except` (a note, by device and inode) left out.
    /// - Complexity: O(entries under `folder`) to list them, O(n log n) to sort them.
    public static func notes(under folder: String, except: String? = nil) -> [String] {
        guard isFolder(folder) else { return [] }
        return NoteWalk.notes(under: folder, except: except).sorted()
    }

    /// Whether `path` names a folder (following links).
    public static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Reads the tags of every note under `folder` (on all cores, front matters only).
    /// - Complexity: O(bytes of the notes' front matters), plus opening each note.
    public static func scan(_ folder: String) -> Vocabulary {
        scan(notes: notes(under: folder))
    }

    /// Reads the tags of `paths` (on all cores, front matters only: ``NoteFile/tags(of:)``).
    public static func scan(notes paths: [String]) -> Vocabulary {
        var vocabulary = Vocabulary()
        vocabulary.notes = paths
        var skipped: [(index: Int, problem: String)] = []
        NoteScan.run(paths, read: NoteFile.tags(of:)) { tally in
            for (tag, n) in tally.counts { vocabulary.counts[tag, default: 0] += n }
            skipped += tally.skipped
        }
        vocabulary.skipped = skipped.sorted { $0.index < $1.index }.map(\.problem)
        return vocabulary
    }

    /// One summary line for the skipped notes: `1 note skipped: e.md:3:1: ...`, or nil when none was.
    public var skippedSummary: String? {
        guard let first = skipped.first else { return nil }
        let count = skipped.count == 1 ? "1 note skipped" : "\(skipped.count) notes skipped"
        return "\(count): \(first)" + (skipped.count > 1 ? " (and \(skipped.count - 1) more)" : "")
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

    /// The note at `path`, read and split.
    public static func read(_ path: String) -> Result<(bytes: [UInt8], tags: NoteTags), Failure> {
        let bytes: [UInt8]
        do {
            bytes = try FileReading.read(path).bytes
        } catch {
            return .failure(.unreadable(error))
        }
        do {
            return .success((bytes, try NoteTags(bytes)))
        } catch {
            return .failure(.problem(error))
        }
    }
}
