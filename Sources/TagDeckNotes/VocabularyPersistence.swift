#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TagDeck
import TagDeckStore

/// Where `tagdeck vocab` keeps its changes: the kept tags (the top pane) in the folder's vocabulary file, and
/// renames, merges and removals of a tag (read from the deck's undo history) in every note of the folder.
///
/// Moving a tag into the top pane or out of it, or reordering the top pane, writes the vocabulary file alone,
/// atomically: a Docusaurus `tags.yml` keeps its other keys, values and comments (edited block by block), a board file its
/// bottom pane and titles. No note changes but by a rename, a merge or a removal, which go through every note as
/// in `tagdeck tags` (a parent's children with it) and are undone file by file. Going back to kept tags the file
/// had in this run (an undo) writes back its bytes exactly.
public final class VocabularyPersistence: BoardPersistence, @unchecked Sendable {
    /// The folder whose notes are read.
    public let folder: String
    /// The vocabulary file (it may not exist yet: then the first tag kept makes it).
    public let path: String
    /// How each note's list is read.
    public let syntax: NoteSyntax
    /// Every change is saved at once.
    public let autosave = true
    /// Called now and then while a rename or a removal across the folder is written (for
    /// ``DeckEvent/saveProgress(_:)``). Set it before the first save.
    public var progress: (@Sendable (String) -> Void)?

    /// Held through a save or a reload.
    private let lock = Lock()
    private let vocabulary: FolderVocabulary
    /// The vocabulary as last read or written; nil when the file does not exist.
    private var kept: KeptVocabulary?
    /// The file's bytes as last read or written (nil: no file).
    private var lastBytes: [UInt8]?
    /// The file's bytes for each list of kept tags it had in this run: an undo writes them back exactly.
    private var earlier: [[Section]: [UInt8]] = [:]
    /// The blocks of a `tags.yml` taken out in this run: kept again, a tag gets its label and description back.
    private var removedBlocks: [String: TagsFile.Block] = [:]
    private var history = FolderEditHistory()
    /// Whether this run made the vocabulary file (and which folder it made for it): when nothing is kept any more
    /// (the first keep undone), they go again.
    private var madeFile = false, madeFolder: String?

    /// A persistence for the vocabulary of `folder`: `file` when given, else the folder's `tags.yml`, else its
    /// `.tagdeck/vocabulary.md` (made when a first tag is kept); each note's list read as `syntax` says.
    public init(folder: String, file: String? = nil, syntax: NoteSyntax = .standard) {
        self.folder = folder
        self.syntax = syntax
        let candidates = [folder + "/tags.yml", KeptVocabulary.boardFilePath(folder: folder)]
        path = file ?? candidates.first { FilePaths.exists($0) } ?? candidates[1]
        vocabulary = FolderVocabulary(folder: folder, notes: []) { NoteScan.used($0, syntax: syntax) }
    }

    /// Reads the vocabulary file (not the notes): the board to show first, the kept tags above and, below, an
    /// empty section that the notes' tags join as they are read (``readFolder(newsEvery:news:)``). A folder without
    /// a vocabulary file starts with none kept.
    public func load() -> Result<Board, KeptVocabulary.Failure> {
        lock.lock()
        defer { lock.unlock() }
        if FilePaths.exists(path) {
            switch KeptVocabulary.load(folder: folder, file: path) {
            case .success(let read):
                kept = read
                lastBytes = try? FileReading.read(path).bytes
            case .failure(let failure): return .failure(failure)
            }
            if KeptVocabulary.isTagsYML(path) && kept?.tagsFile == nil {
                // Read, but not to be written: said at once rather than at the first keep.
                if case .failure(let failure) = TagsFile.parse(String(decoding: lastBytes ?? [], as: UTF8.self), path: path) {
                    return .failure(failure)
                }
            }
            madeFile = false
        }
        return .success(board(kept: kept?.sections ?? []))
    }

    /// What the status line says at start: where kept tags go when the folder has no vocabulary yet.
    public var startMessage: String? {
        kept == nil ? "No vocabulary yet: a tag moved up is kept in \(Self.shown(path, in: folder))" : nil
    }

    /// Reads every note of the folder, on every core, counting their tags; returns once every note is read. Call
    /// it once, after ``load()``, on a thread of its own; `news` as in ``NotePersistence/readFolder(newsEvery:news:)``.
    public func readFolder(newsEvery interval: Double = 0.025, news: @escaping @Sendable (ReadingNews) -> Void) {
        vocabulary.read(newsEvery: interval, news: news)
    }

    /// How many notes use a tag, counted as the deck's ``DeckOptions/tagUsage``.
    public var usage: TagUsage {
        TagUsage(noun: "note", count: { [weak self] in self?.vocabulary.count(of: $0) ?? 0 },
                 inline: { [weak self] in self?.vocabulary.inlineCount(of: $0) ?? 0 })
    }

    /// Writes the top pane's tags into the vocabulary file.
    public func save(_ board: Board) -> SaveReport { save(board, steps: nil) }

    /// Does to the folder's notes what the history's new steps did (a rename, a merge, a removal; undone or
    /// redone), then writes the top pane's tags into the vocabulary file.
    public func save(_ board: Board, history: UndoHistory) -> SaveReport { save(board, steps: history.done) }

    private func save(_ board: Board, steps: [BoardChange]?) -> SaveReport {
        lock.lock()
        defer { lock.unlock() }
        var said: [String] = [], renamedFrom: [String: String] = [:]
        if let steps { said = follow(steps, renamedFrom: &renamedFrom) }
        let report = writeVocabulary(board[.top].sections, renamedFrom: renamedFrom)
        let message = ([report.message] + said).filter { !$0.isEmpty }.joined(separator: " · ")
        return SaveReport(saved: report.saved, message: message)
    }

    /// Once every note is read, the first reload gives the board with the strays in their sections; a vocabulary
    /// file changed on disk is read again (the deck's changes are saved as they are made, so the file's win).
    public func reload(_ ours: Board) -> SaveReport? {
        lock.lock()
        defer { lock.unlock() }
        let read = vocabulary.takeFinishedReading()
        let now = try? FileReading.read(path).bytes
        guard now != lastBytes else {
            guard let read else { return nil }
            history.forget()
            return SaveReport(saved: true, message: read, merged: rebuilt(ours, kept: ours[.top].sections))
        }
        var message = "Reloaded: \(Self.shown(path, in: folder)) (external change)"
        if let now {
            switch KeptVocabulary.read(now, path: path) {
            case .success(let theirs): kept = theirs
            case .failure(let failure): return SaveReport(saved: false, message: failure.message + " (changed on disk; not read)")
            }
        } else {
            kept = nil
            message = "\(Self.shown(path, in: folder)) was removed: nothing is kept"
        }
        lastBytes = now
        earlier = [:]
        history.forget()
        return SaveReport(saved: true, message: [read, message].compactMap { $0 }.joined(separator: " · "),
                          merged: rebuilt(ours, kept: kept?.sections ?? []))
    }

    /// Whether the vocabulary file holds something other than what was last read or written.
    public func hasChangedOnDisk() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return (try? FileReading.read(path).bytes) != lastBytes
    }

    // MARK: The vocabulary file

    /// Writes the kept tags, unless the file holds them already.
    private func writeVocabulary(_ shown: [Section], renamedFrom: [String: String]) -> SaveReport {
        let sections = stored(shown), current = stored(kept?.sections ?? [])
        guard sections != current else { return SaveReport(saved: true) }
        if (try? FileReading.read(path).bytes) != lastBytes {
            return SaveReport(saved: false, message: "\(Self.shown(path, in: folder)) changed on disk: not written (it is read again)")
        }
        let bytes: [UInt8]
        if let again = earlier[sections] {
            bytes = again
        } else if KeptVocabulary.isTagsYML(path) {
            guard let file = kept?.tagsFile ?? (kept == nil ? TagsFile(preamble: [], blocks: [], newline: "\n") : nil) else {
                return SaveReport(saved: false, message: "\(Self.shown(path, in: folder)) cannot be edited in place: not written")
            }
            let tags = sections.flatMap { $0.tags.map(\.text) }
            for block in file.blocks where !tags.contains(block.tag) { removedBlocks[block.tag] = block }
            bytes = Array(file.text(keeping: tags, renamedFrom: renamedFrom, remembered: removedBlocks).utf8)
        } else {
            var board = kept?.boardFile ?? Board.empty(topTitle: VocabularyBoard.keptTitle, bottomTitle: "Not kept")
            let top = PaneContent(title: board[.top].title, sections: sections.isEmpty ? [Section()] : sections)
            guard let written = try? Board(top: top, bottom: board[.bottom]) else {
                return SaveReport(saved: false, message: "The vocabulary could not be written: a tag is in its file's bottom pane too")
            }
            board = written
            bytes = BoardFile.canonicalBytes(board)
        }
        // What is written must read back as the tags wanted: a block that others lean on (a YAML anchor) is never
        // taken out from under them.
        let read: KeptVocabulary
        switch KeptVocabulary.read(bytes, path: path) {
        case .success(let back) where stored(back.sections).flatMap({ $0.tags.map(\.text) }) == sections.flatMap({ $0.tags.map(\.text) }):
            read = back
        case .success:
            return SaveReport(saved: false, message: "\(Self.shown(path, in: folder)) would not read back as the tags kept: not written (edit it by hand)")
        case .failure(let failure):
            return SaveReport(saved: false, message: "\(failure.message): \(Self.shown(path, in: folder)) not written (edit it by hand)")
        }
        if madeFile && sections.isEmpty {
            // Nothing kept any more in a file this run made: the folder goes back to having none.
            unlink(path)
            if let madeFolder { rmdir(madeFolder) }
            (kept, lastBytes, madeFile, madeFolder, earlier) = (nil, nil, false, nil, [:])
            return SaveReport(saved: true, message: "Nothing kept: \(Self.shown(path, in: folder)) removed")
        }
        do throws(FileError) {
            let parent = FilePaths.parent(path)
            if kept == nil && !FilePaths.exists(parent) {
                try FilePaths.makeDirectories(parent)
                madeFolder = parent
            }
            try AtomicFile.write(bytes, to: path)
        } catch {
            return SaveReport(saved: false, message: "Could not write \(path): \(error.reason)")
        }
        if let lastBytes { earlier[current] = lastBytes }
        let wasNew = kept == nil
        if wasNew { madeFile = true }
        kept = read
        lastBytes = bytes
        return SaveReport(saved: true, message: wasNew ? "Made \(Self.shown(path, in: folder))" : "")
    }

    /// The kept tags as the file stores them: a `tags.yml` holds no sections (one for all), a board file no empty
    /// untitled one.
    private func stored(_ sections: [Section]) -> [Section] {
        if KeptVocabulary.isTagsYML(path) {
            let tags = sections.flatMap { $0.tags.map(\.text) }
            return tags.isEmpty ? [] : [Section(tags: tags.map { Tag($0) })]
        }
        return sections.filter { !$0.tags.isEmpty || !$0.title.isEmpty }
    }

    /// The board with `kept` above and the strays below, as counted now (the tags shown below that no note uses
    /// kept too).
    private func rebuilt(_ ours: Board, kept: [Section]) -> Board {
        board(kept: kept, extra: ours[.bottom].sections.flatMap { $0.tags.map(\.text) })
    }

    private func board(kept: [Section], extra: [String] = []) -> Board {
        VocabularyBoard.make(kept: kept, counts: vocabulary.all, extra: extra, reading: !vocabulary.isComplete)
    }

    // MARK: The notes

    /// Follows the undo history into the notes; `renamedFrom` gets the new name of each tag renamed (its old
    /// name), so that a kept tag's block in a `tags.yml` goes with it. Returns what to say.
    private func follow(_ steps: [BoardChange], renamedFrom: inout [String: String]) -> [String] {
        var notes: [String] = []
        let keptTags = kept?.tags ?? []
        // A kept tag renamed takes its block in a tags.yml with it.
        func note(_ rename: TagRename) {
            for tag in keptTags { if let new = rename.renamed(tag) { renamedFrom[new] = tag } }
        }
        history.follow(steps) { step in
            switch step {
            case .undo(let edit, let words), .redo(let edit, let words):
                let undoing = if case .undo = step { true } else { false }
                if case .rename(let from, let to) = words.kind {
                    let rename = undoing ? TagRename(from: to, to: from) : TagRename(from: from, to: to)
                    note(rename)
                }
                let left = undoing ? edit.undo { self.say(words.doing(.undo), $0) } : edit.redo { self.say(words.doing(.redo), $0) }
                let put = edit.changes.filter { !left.contains($0.path) }
                for c in put { recount(undoing ? c.after : c.before, to: undoing ? c.before : c.after) }
                notes.append(words.done(undoing ? .undo : .redo, notes: put.count))
                if let first = left.first {
                    notes.append("\(left.count == 1 ? "1 note" : "\(left.count) notes") changed since ('\(Self.shown(first, in: folder))'): left as \(left.count == 1 ? "it is" : "they are")")
                }
                return nil
            case .make(let words):
                if let rename = words.kind.renaming {
                    note(rename)
                }
                let made = FolderEdit.apply(words.kind, to: vocabulary.notes(), syntax: syntax) { self.say(words.doing(.apply), $0) }
                for c in made.changes { recount(c.before, to: c.after) }
                notes.append(words.done(.apply, notes: made.changes.count))
                if let failed = FolderEditWords.failures(made.failures, under: folder) { notes.append(failed) }
                return made
            }
        }
        return notes
    }

    private func say(_ doing: String, _ progress: FolderEdit.Progress) {
        self.progress?(FolderEditWords.progress(doing, progress))
    }

    private func recount(_ before: [UInt8], to after: [UInt8]) {
        guard let a = try? NoteTags(before, syntax: syntax), let b = try? NoteTags(after, syntax: syntax) else { return }
        let inline = { [syntax] (note: NoteTags) in syntax.inline ? Array(Set(note.inlineUses.map(\.tag))) : [] }
        vocabulary.recount(from: a.allTags, to: b.allTags, inline: (inline(a), inline(b)))
    }

    /// A path as the status line says it: from the folder when it is in it.
    static func shown(_ path: String, in folder: String) -> String {
        path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
    }
}
