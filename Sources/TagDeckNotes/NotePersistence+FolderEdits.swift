import TagDeck
import TagDeckStore

/// Renames, merges and removals across the folder's notes: the deck's undo history followed into them
/// (``FolderEditHistory``), each step made, undone or redone file by file, and what the status line says of it.
extension NotePersistence {
    /// Follows the undo history from the steps seen at the last save to `steps`: the folder edits of steps undone
    /// since are undone, those of steps redone are redone, new steps make theirs. `noteTags` are the note's tags
    /// once this save is written. Returns what to say: what was done, in how many notes, and the files that
    /// could not be changed.
    func follow(_ steps: [BoardChange], noteTags: [String]) -> [String] {
        var notes: [String] = []
        history.follow(steps) { step in
            switch step {
            case .undo(let edit, let words), .redo(let edit, let words):
                let inNote = noteCount(words.kind, noteTags)
                let undoing = if case .undo = step { true } else { false }
                let left = undoing ? edit.undo { self.say(words.doing(.undo), $0, plus: inNote) }
                                   : edit.redo { self.say(words.doing(.redo), $0, plus: inNote) }
                readAgain(after: edit, left: left)
                notes += said(left, edit, words, undoing ? .undo : .redo, noteTags: noteTags)
                return nil
            case .make(let words):
                // The note's own #tags are renamed with its front matter by the folder edit, as in every other note
                // (then the board's list is what the edit writes, and the note's own write changes nothing).
                let whole = editsWholeNote(words.kind, noteTags: noteTags)
                renamingInNote = whole ? nil : words.kind.renaming
                let inNote = whole ? 0 : noteCount(words.kind, noteTags)
                let made = FolderEdit.apply(words.kind, to: vocabulary.notes() + (whole ? paths : []), syntax: syntax) {
                    self.say(words.doing(.apply), $0, plus: inNote)
                }
                for c in made.changes { recount(bytes: c.before, to: c.after) }
                keeping.record(made.changes)
                readAgain(after: made, left: [])
                // Said once the note itself is written (it may refuse the edit, as any note may).
                notes.append(Self.noteDone)
                appliedInFolder = (words, made.changes.count, inNote)
                if let failed = FolderEditWords.failures(made.failures, under: folder) { notes.append(failed) }
                return made
            }
        }
        return notes
    }

    /// Says how far a folder edit got, through ``progress``: `Renaming 'a' to 'b'… 340 of 930 notes`, the note
    /// itself (written last) among them when it is `plus` one.
    func say(_ doing: String, _ progress: FolderEdit.Progress, plus: Int) {
        self.progress?(FolderEditWords.progress(doing, progress, plus: plus))
    }

    /// Whether the folder edit `kind` should change the whole note, its body's `#tags` with its front matter: with
    /// inline tags, when its body uses the tag, it has not changed on disk since it was read, and the edit leaves
    /// its list as the board will have it (so that the note's own write after it changes nothing).
    func editsWholeNote(_ kind: FolderEdit.Kind, noteTags: [String]) -> Bool {
        // Several notes: the folder edit changes each of them, as any other note (their lists follow it).
        if paths.count > 1 { return true }
        guard syntax.inline, let last, last.inlineUses.contains(where: { kind.affects($0.tag) }),
              kind.apply(to: last.tags) == noteTags,
              (try? FileReading.read(path).bytes) == last.bytes else { return false }
        return true
    }

    /// After a folder edit (made, undone or redone) that changed the note itself: the note as it is now, so that
    /// its own write sees no change on disk.
    func readAgain(after edit: FolderEdit, left: [String]) {
        for k in edited.indices {
            let path = edited[k].path
            guard edit.changes.contains(where: { $0.path == path }), !left.contains(path),
                  let bytes = try? FileReading.read(path).bytes, let read = try? NoteTags(bytes, syntax: syntax) else { continue }
            edited[k].follow(read)
        }
    }

    /// Whether this save changes the note itself as far as the edit's tag goes (it is written after the others).
    func noteCount(_ kind: FolderEdit.Kind, _ noteTags: [String]) -> Int {
        guard paths.count == 1 else { return 0 }  // several notes: counted among the folder edit's changes
        return (last?.tags.contains(where: kind.affects) ?? false) != noteTags.contains(where: kind.affects) ? 1 : 0
    }

    /// The counts after an undo or a redo, and what to say: what was done in how many notes, and the files left as
    /// they were.
    func said(_ left: [String], _ edit: FolderEdit, _ words: FolderEditWords, _ step: FolderEditWords.Step,
                      noteTags: [String]) -> [String] {
        var put = 0
        for c in edit.changes where !left.contains(c.path) {
            if step == .undo { recount(bytes: c.after, to: c.before) } else { recount(bytes: c.before, to: c.after) }
            put += 1
        }
        var notes = [words.done(step, notes: put + noteCount(edit.kind, noteTags))]
        guard let first = left.first else { return notes }
        let names = left.count == 1 ? "'\(Self.name(first))' changed since" : "\(left.count) notes changed since ('\(Self.name(first))', ...)"
        notes.append("\(names): left as \(left.count == 1 ? "it is" : "they are")")
        return notes
    }

    func recount(bytes before: [UInt8], to after: [UInt8]) {
        guard let a = try? NoteTags(before, syntax: syntax), let b = try? NoteTags(after, syntax: syntax) else { return }
        vocabulary.recount(from: a.allTags, to: b.allTags)
    }
}
