import TagDeckStore

/// A tag renamed (merged into another when a note has both) or removed in every note of a folder that has it,
/// with each file's bytes before and after, so that it can be undone (and redone) file by file: a file changed
/// since is left as it is, and said.
///
/// The notes are gone through on every core: first each note's front matter is read to find those that have the
/// tag (``Progress/looking(_:of:)``), then each of those is read whole and changed; then the changed notes are written
/// together (`AtomicBatch`: each atomically, their flushes to disk made at once, each folder flushed once;
/// ``Progress/writing(_:of:)``). The edit returns once the last file is written. Undo and redo write theirs so too.
public struct FolderEdit: Sendable {
    /// What is done to each note's tags.
    public enum Kind: Sendable, Equatable {
        /// `from` becomes `to`, and each of its children (`from/rest`) `to/rest` (``TagRename``); a note with both
        /// names keeps the new one once, where it was first.
        case rename(from: String, to: String)
        /// The tag goes (its children stay).
        case remove(String)

        /// A note's tags after the edit.
        public func apply(to tags: [String]) -> [String] {
            switch self {
            case .rename(let from, let to):
                let rename = TagRename(from: from, to: to)
                var seen = Set<String>()
                return tags.map { rename.renamed($0) ?? $0 }.filter { seen.insert($0).inserted }
            case .remove(let tag):
                return tags.filter { $0 != tag }
            }
        }

        /// The tags renamed, for the note's items to be renamed where they are.
        var renaming: TagRename? {
            if case .rename(let from, let to) = self { return TagRename(from: from, to: to) }
            return nil
        }

        /// The tag the edit looks for (with its children, for a rename).
        public var subject: String {
            switch self {
            case .rename(let from, _): from
            case .remove(let tag): tag
            }
        }

        /// Whether the edit changes `tag`: the subject, or one of its children for a rename.
        public func affects(_ tag: String) -> Bool {
            switch self {
            case .rename(let from, let to): TagRename(from: from, to: to).renames(tag)
            case .remove(let subject): tag == subject
            }
        }
    }

    /// How far an edit (or its undo or redo) got.
    public enum Progress: Sendable, Equatable {
        /// Notes whose front matter was read to find the tag, of all the notes.
        case looking(Int, of: Int)
        /// Notes written (or put back), of those to write.
        case writing(Int, of: Int)
    }

    /// One file changed.
    public struct Change: Sendable {
        public var path: String
        public var before: [UInt8]
        public var after: [UInt8]
    }

    /// What was done.
    public let kind: Kind
    /// The files changed, in the order of the paths given.
    public private(set) var changes: [Change] = []
    /// The notes that had the tag and could not be changed: `FILE: reason` each, in the order of the paths.
    public private(set) var failures: [String] = []

    /// Notes read whole and changed by one thread at a time.
    private static let chunk = 8

    /// Does `kind` to every note of `paths` that has the tag (its list read as `syntax` says), each written
    /// atomically; `progress` is called now and then (a few dozen times a second at most), one call at a time, from
    /// the threads that do the work.
    /// - Complexity: O(notes) front matters read, and O(bytes) of the notes that have the tag read and written,
    ///   spread on the cores; one flush to disk for each note written, made together, and one for each folder.
    public static func apply(_ kind: Kind, to paths: [String], syntax: NoteSyntax = .standard,
                             progress: (Progress) -> Void = { _ in }) -> FolderEdit {
        // Which notes have the tag, from their front matters. With inline tags each note is read whole to know,
        // so every note goes straight to the change, which reads it once and leaves it as it is when it has none.
        var having: [Int] = [], looked = 0
        var pacer = NewsPacer()
        if syntax.inline {
            having = Array(paths.indices)
        } else {
            ParallelChunks.run(paths.count, size: NoteScan.chunk, work: { range in
                range.filter { k in (try? NoteFile.tags(of: paths[k], syntax: syntax).get())?.contains(where: kind.affects) == true }
            }, take: { found in
                having += found
                looked += NoteScan.chunk
                if pacer.isDue() { progress(.looking(min(looked, paths.count), of: paths.count)) }
            })
        }
        let found = having.sorted()
        // Each of them read whole again and changed, on every core; then all written at once, each atomically.
        var outcomes = [Outcome](repeating: .unchanged, count: found.count)
        ParallelChunks.run(found.count, size: chunk, work: { range in
            range.map { ($0, change(paths[found[$0]], kind, syntax)) }
        }, take: { done in
            for (k, outcome) in done { outcomes[k] = outcome }
        })
        let written = outcomes.indices.filter { if case .changed = outcomes[$0] { true } else { false } }
        let files = written.map { k -> (path: String, bytes: [UInt8]) in
            guard case .changed(let change) = outcomes[k] else { preconditionFailure("only changed notes are written") }
            return (change.path, change.after)
        }
        for failure in AtomicBatch.write(files, progress: { n in
            if pacer.isDue() { progress(.writing(n, of: files.count)) }
        }) {
            outcomes[written[failure.index]] = .failed("\(failure.error.path): \(failure.error.reason)")
        }
        var edit = FolderEdit(kind: kind)
        for outcome in outcomes {
            switch outcome {
            case .changed(let change): edit.changes.append(change)
            case .failed(let failure): edit.failures.append(failure)
            case .unchanged: break
            }
        }
        return edit
    }

    /// What became of one note.
    private enum Outcome: Sendable {
        case changed(Change)
        case failed(String)
        /// It does not have the tag after all (changed since its front matter was read), or cannot be read.
        case unchanged
    }

    /// Does `kind` to the note at `path`, read whole, if it has the tag; each item renamed where it is, and with
    /// `syntax.inline` each `#tag` of the body too (renamed, or its `#` taken away).
    private static func change(_ path: String, _ kind: Kind, _ syntax: NoteSyntax) -> Outcome {
        guard case .success(let note) = NoteFile.read(path, syntax: syntax), note.tags.allTags.contains(where: kind.affects) else {
            return .unchanged
        }
        do throws(NoteProblem) {
            var after = note.bytes
            var tags = note.tags
            if tags.tags.contains(where: kind.affects) {
                after = try tags.replacing(with: kind.apply(to: tags.tags), renaming: kind.renaming)
                tags = try NoteTags(after, syntax: syntax)
            }
            if syntax.inline {
                let rename = kind.renaming
                for use in tags.inlineUses {
                    guard let to = rename?.renamed(use.tag), !InlineTags.canWrite(to) else { continue }
                    return .failed("\(path): '\(to)' cannot be written as a #tag in its body (a blank or a sign a tag cannot hold)")
                }
                if let inline = tags.replacingInline(where: kind.affects, by: { rename?.renamed($0) }) { after = inline }
            }
            guard after != note.bytes else { return .unchanged }
            return .changed(Change(path: path, before: note.bytes, after: after))
        } catch {
            return .failed(error.described(file: path))
        }
    }

    /// Puts every file back as it was before the edit, but those changed since (returned, in order).
    public func undo(progress: (Progress) -> Void = { _ in }) -> [String] {
        restore(from: \.after, to: \.before, progress: progress)
    }

    /// Does the edit again to every file, but those changed since it was undone (returned, in order).
    public func redo(progress: (Progress) -> Void = { _ in }) -> [String] {
        restore(from: \.before, to: \.after, progress: progress)
    }

    /// Writes `wanted` back to each file that still holds `expected` (read on every core), all at once, each
    /// atomically; returns the others, and those that could not be written, in order.
    private func restore(from expected: KeyPath<Change, [UInt8]> & Sendable, to wanted: KeyPath<Change, [UInt8]> & Sendable,
                         progress: (Progress) -> Void) -> [String] {
        let changes = self.changes
        var same: [Int] = []
        ParallelChunks.run(changes.count, size: Self.chunk, work: { range in
            range.filter { k in (try? FileReading.read(changes[k].path).bytes) == changes[k][keyPath: expected] }
        }, take: { same += $0 })
        same.sort()
        var pacer = NewsPacer()
        let failures = AtomicBatch.write(same.map { (changes[$0].path, changes[$0][keyPath: wanted]) }, progress: { n in
            if pacer.isDue() { progress(.writing(changes.count - same.count + n, of: changes.count)) }
        })
        var left = Set(changes.indices).subtracting(same)
        for failure in failures { left.insert(same[failure.index]) }
        return left.sorted().map { changes[$0].path }
    }
}
