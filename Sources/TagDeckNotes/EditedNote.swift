import TagDeck
import TagDeckStore

/// One note whose list `tagdeck tags` edits: as last read or written, and its bytes for each list it had in this
/// run, so that going back to a list (an undo) writes back its bytes exactly.
///
/// A write reads the note first: when it changed on disk since it was last read, both changes are merged
/// (``OrderMerge``) and the merge is written; when it no longer parses, nothing is written.
struct EditedNote {
    /// What a write did.
    enum Written {
        /// The list was as wanted already: nothing written.
        case unchanged
        /// Written: the note's tags before and after (their counts move from one to the other).
        case written(before: NoteTags, after: NoteTags)
        /// The note had changed on disk: the merge of both changes was written (`tags`).
        case merged([String], before: NoteTags, after: NoteTags)
        /// Nothing written, and why (one line).
        case failed(String)
    }

    /// The note.
    let path: String
    /// How its list is read.
    let syntax: NoteSyntax
    /// The note as last read or written.
    private(set) var last: NoteTags
    /// Its bytes for each list it had since it was last read from a change elsewhere.
    private var earlier: [[String]: [UInt8]] = [:]
    /// What the last write replaced on disk, and what it wrote (for the steps kept past a quit, ``KeptStep``).
    private(set) var lastWrite: (before: [UInt8], after: [UInt8])?

    /// The note as just read.
    init(path: String, syntax: NoteSyntax, read: NoteTags) {
        self.path = path
        self.syntax = syntax
        self.last = read
    }

    /// What a write will do, worked out (``plan(_:renaming:)``).
    enum Planned {
        /// The note holds the tags already: nothing to write.
        case unchanged
        /// It cannot be written, and why (one line).
        case failed(String)
        /// These bytes are to be written.
        case write(Plan)
    }

    /// A write worked out and not made yet: the bytes to write, and what they come from.
    struct Plan {
        /// The note's new bytes.
        let bytes: [UInt8]
        /// The note as read just before (its bytes on disk now).
        let base: NoteTags
        /// The merge written, when the note had changed on disk.
        let merged: [String]?
    }

    /// Writes `tags` into the note (its items renamed where they are by `renaming`, when a rename across the folder
    /// is under way), unless it changed on disk since it was last read: then both changes are merged and written.
    /// - Complexity: O(bytes of the note).
    mutating func write(_ tags: [String], renaming: TagRename? = nil) -> Written {
        switch plan(tags, renaming: renaming) {
        case .failed(let message): return .failed(message)
        case .unchanged: return .unchanged
        case .write(let plan):
            do throws(FileError) { try AtomicFile.write(plan.bytes, to: path) } catch {
                return .failed("Could not write \(path): \(error.reason)")
            }
            return finish(plan)
        }
    }

    /// Works out the write of `tags` (see ``write(_:renaming:)``) without making it: the bytes to write, or that
    /// the note holds the tags already, or why it cannot be written. The note is read first.
    /// - Complexity: O(bytes of the note).
    mutating func plan(_ tags: [String], renaming: TagRename? = nil) -> Planned {
        lastWrite = nil
        let current: [UInt8]
        do { current = try FileReading.read(path).bytes } catch {
            return .failed("Could not read \(path): \(error.reason)")
        }
        var base = last, wanted = tags, merged: [String]?
        if current != last.bytes {
            do { base = try NoteTags(current, syntax: syntax) } catch {
                return .failed("\(error.described(file: path)) (changed on disk; not written)")
            }
            wanted = OrderMerge.mergeList(base: last.tags, ours: tags, theirs: base.tags)
            merged = wanted
        }
        guard wanted != base.tags || merged != nil else { return .unchanged }
        if merged != nil { earlier = [:] }
        do {
            // Back to tags the note had in this run (an undo): its bytes then, so every byte comes back.
            let bytes = try earlier[wanted] ?? base.replacing(with: wanted, renaming: renaming)
            return .write(Plan(bytes: bytes, base: base, merged: merged))
        } catch let problem as NoteProblem {
            return .failed(problem.described(file: Self.name(path)) + " (not written)")
        } catch {
            return .failed("Could not write \(path): \(error)")
        }
    }

    /// The note once the bytes of `plan` are on disk: what the write did.
    mutating func finish(_ plan: Plan) -> Written {
        if earlier[plan.base.tags] == nil { earlier[plan.base.tags] = plan.base.bytes }
        lastWrite = (plan.base.bytes, plan.bytes)
        let before = last
        do { last = try NoteTags(plan.bytes, syntax: syntax) } catch {
            return .failed(error.described(file: Self.name(path)) + " (written, not read back)")
        }
        if let merged = plan.merged { return .merged(merged, before: before, after: last) }
        return .written(before: before, after: last)
    }

    /// Takes the note as it is on disk now (read again after a change elsewhere); the bytes of earlier lists are
    /// forgotten.
    mutating func adopt(_ read: NoteTags) {
        last = read
        earlier = [:]
    }

    /// Takes the note as a folder edit left it (its list is what the board shows): earlier lists are kept.
    mutating func follow(_ read: NoteTags) { last = read }

    /// The note's bytes on disk, when they differ from those last read or written (nil: unchanged, or unreadable).
    func changedOnDisk() -> [UInt8]? {
        guard let bytes = try? FileReading.read(path).bytes, bytes != last.bytes else { return nil }
        return bytes
    }

    /// A path's file name.
    static func name(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }
}
