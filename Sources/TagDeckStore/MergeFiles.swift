import TagDeck

extension StoreCommands {
    /// `tagdeck merge BASE OURS THEIRS`: merges three board files by tags (see ``BoardMerge``) and writes the
    /// result into OURS, atomically and in canonical form; BASE and THEIRS are untouched. Exit 0 when clean; on
    /// real conflicts OURS still gets the merge (with ours' choice) and each conflict is a line
    /// `FILE:LINE: message` on standard error (the line of the tag in OURS, or in THEIRS for one ours deleted),
    /// exit 1. A file that cannot be read or parsed is reported as by `check`, and OURS is left as it was.
    /// git runs it as a merge driver: `git config merge.tagdeck.driver 'tagdeck merge %O %A %B'`.
    /// - Complexity: O(n log n) in the tags of the three files.
    public static func merge(base: String, ours: String, theirs: String) -> CommandOutput {
        var boards: [Board] = []
        var theirsText = ""
        for path in [base, ours, theirs] {
            switch load(path) {
            case .board(let board): boards.append(board)
            case .failed(let failure): return failure
            }
            if path == theirs, let bytes = try? FileReading.read(path).bytes { theirsText = String(decoding: bytes, as: UTF8.self) }
        }
        let result = BoardMerge.merge(base: boards[0], ours: boards[1], theirs: boards[2])
        let text = BoardFile.canonicalText(result.board)
        do {
            try AtomicFile.write(Array(text.utf8), to: ours)
        } catch {
            return CommandOutput(stderr: "tagdeck: cannot write \(ours): \(error.reason)\n", status: ExitStatus.fileError)
        }
        guard !result.conflicts.isEmpty else { return CommandOutput(status: ExitStatus.success) }
        let lines = result.conflicts.map { conflict in
            let (file, line) = conflict.isMerged
                ? (ours, lineNumber(of: conflict.tag, in: text) ?? 1)
                : (theirs, lineNumber(of: conflict.tag, in: theirsText) ?? 1)
            return "\(file):\(line): \(conflict.message)\n"
        }
        return CommandOutput(stderr: lines.joined(), status: ExitStatus.mergeConflicts)
    }

    /// The 1-based line of a board file that holds the tag `text` (`- TEXT`, pinned or not, any spacing).
    /// - Complexity: O(size of the file).
    static func lineNumber(of text: String?, in file: String) -> Int? {
        guard let text else { return nil }
        let escaped = BoardFileEscaping.escapeTag(text)
        for (k, line) in file.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = line.drop { $0 == " " || $0 == "\t" }
            guard rest.hasPrefix("-") else { continue }
            rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
            let field = rest.hasSuffix(BoardFileEscaping.pinnedMarker) ? rest.dropLast(BoardFileEscaping.pinnedMarker.count) : rest
            var trimmed = Substring(field)
            while trimmed.last == " " || trimmed.last == "\t" || trimmed.last == "\r" { trimmed = trimmed.dropLast() }
            if trimmed == escaped { return k + 1 }
        }
        return nil
    }
}
