import TagDeckStore

/// A tag renamed (merged into another when a note has both) or removed in every note of a folder that has it,
/// with each file's bytes before and after, so that it can be undone (and redone) file by file: a file changed
/// since is left as it is, and said.
public struct FolderEdit: Sendable {
    /// What is done to each note's tags.
    public enum Kind: Sendable, Equatable {
        /// `from` becomes `to`; a note with both keeps `to` once, where it was first.
        case rename(from: String, to: String)
        /// The tag goes.
        case remove(String)

        /// A note's tags after the edit.
        public func apply(to tags: [String]) -> [String] {
            switch self {
            case .rename(let from, let to):
                var seen = Set<String>()
                return tags.map { $0 == from ? to : $0 }.filter { seen.insert($0).inserted }
            case .remove(let tag):
                return tags.filter { $0 != tag }
            }
        }

        /// The tag renamed, for the note's items to be renamed where they are.
        var renaming: (from: String, to: String)? {
            if case .rename(let from, let to) = self { return (from, to) }
            return nil
        }

        /// The tag the edit looks for.
        var subject: String {
            switch self {
            case .rename(let from, _): from
            case .remove(let tag): tag
            }
        }
    }

    /// One file changed.
    public struct Change: Sendable {
        public var path: String
        public var before: [UInt8]
        public var after: [UInt8]
    }

    /// What was done.
    public let kind: Kind
    /// The files changed, in the order they were.
    public private(set) var changes: [Change] = []
    /// The notes that had the tag and could not be changed: `FILE: reason` each.
    public private(set) var failures: [String] = []

    /// Does `kind` to every note of `paths` that has the tag (its list read as `syntax` says), each written atomically.
    public static func apply(_ kind: Kind, to paths: [String], syntax: NoteSyntax = .standard) -> FolderEdit {
        var edit = FolderEdit(kind: kind)
        for path in paths {
            guard case .success(let note) = NoteFile.read(path, syntax: syntax), note.tags.tags.contains(kind.subject) else { continue }
            do {
                let after = try note.tags.replacing(with: kind.apply(to: note.tags.tags), renaming: kind.renaming)
                try AtomicFile.write(after, to: path)
                edit.changes.append(Change(path: path, before: note.bytes, after: after))
            } catch let problem as NoteProblem {
                edit.failures.append(problem.described(file: path))
            } catch let error as FileError {
                edit.failures.append("\(path): \(error.reason)")
            } catch {
                edit.failures.append("\(path): \(error)")
            }
        }
        return edit
    }

    /// Puts every file back as it was before the edit, but those changed since (returned).
    public func undo() -> [String] { restore(from: \.after, to: \.before) }

    /// Does the edit again to every file, but those changed since it was undone (returned).
    public func redo() -> [String] { restore(from: \.before, to: \.after) }

    private func restore(from expected: KeyPath<Change, [UInt8]>, to wanted: KeyPath<Change, [UInt8]>) -> [String] {
        var left: [String] = []
        for change in changes {
            guard let bytes = try? FileReading.read(change.path).bytes, bytes == change[keyPath: expected],
                  (try? AtomicFile.write(change[keyPath: wanted], to: change.path)) != nil else {
                left.append(change.path)
                continue
            }
        }
        return left
    }
}
