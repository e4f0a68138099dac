
/// Reads the tags of many notes on every core, a chunk of notes at a time, and hands over each chunk's tally as
/// soon as it is done: what the folder's vocabulary is counted from, as it goes.
enum NoteScan {
    /// What one chunk of notes gave.
    struct Tally {
        /// How many of the chunk's notes use each tag.
        var counts: [String: Int] = [:]
        /// How many of the chunk's notes write each tag in their bodies (`#tag`).
        var inline: [String: Int] = [:]
        /// The chunk's tags in the order they were met, each once.
        var met: [String] = []
        /// The notes that could not be read: their index in the paths scanned, and `FILE:LINE:COLUMN: message`.
        var skipped: [(index: Int, problem: String)] = []
        /// What is worth saying of the notes read (a tag listed twice, ...): the note's index, and
        /// `FILE:LINE:COLUMN: message`.
        var warnings: [(index: Int, problem: String)] = []
        /// How many notes the chunk held.
        var notes = 0
    }

    /// How one note is read: its tags, those of them written in its body (each once), and what is worth saying of
    /// them, or why it cannot be.
    typealias Reader = @Sendable (String) -> Result<(tags: [String], inline: [String], warnings: [NoteProblem]), NoteFile.Failure>

    /// The tags the note at `path` uses as ``NoteFile/usedTags(of:syntax:)`` reads them, with those written in its
    /// body (with `syntax.inline`); `whole` reads the whole note even without inline tags.
    static func used(_ path: String, syntax: NoteSyntax, whole: Bool = false)
        -> Result<(tags: [String], inline: [String], warnings: [NoteProblem]), NoteFile.Failure> {
        guard syntax.inline || whole else { return NoteFile.headTags(of: path, syntax: syntax).map { ($0.tags, [], $0.warnings) } }
        return NoteFile.read(path, syntax: syntax).map { note in
            var seen = Set<String>()
            let inline = syntax.inline ? note.tags.inlineUses.map(\.tag).filter { seen.insert($0).inserted } : []
            return (note.tags.allTags, inline, note.tags.warnings)
        }
    }

    /// Notes read by one thread before its tally is handed over.
    static let chunk = 64

    /// Reads every note of `paths` with `read`, on every core, and calls `take` with each chunk's tally, one
    /// chunk at a time (never two at once), in the order the chunks are done. Returns once every note is read.
    /// - Complexity: O(notes), plus reading each (``NoteFile/headTags(of:syntax:)``: its front matter), spread on
    ///   the cores.
    static func run(_ paths: [String], read: @escaping Reader, take: (Tally) -> Void) {
        ParallelChunks.run(paths.count, size: chunk, work: { range in
            var tally = Tally()
            for k in range {
                tally.notes += 1
                switch read(paths[k]) {
                case .success(let read):
                    for tag in read.tags {
                        tally.counts[tag, default: 0] += 1
                        if tally.counts[tag] == 1 { tally.met.append(tag) }
                    }
                    for tag in read.inline { tally.inline[tag, default: 0] += 1 }
                    tally.warnings += read.warnings.map { (k, $0.described(file: paths[k])) }
                case .failure(let failure):
                    tally.skipped.append((k, failure.described(path: paths[k])))
                }
            }
            return tally
        }, take: take)
    }
}
