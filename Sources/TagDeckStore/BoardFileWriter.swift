import TagDeck

extension BoardFile {
    /// The canonical text of a board.
    ///
    /// `# TITLE`, `## TITLE` and `- TEXT` lines (`- TEXT {pinned}` for a pinned tag), one blank line before
    /// every `#` and `##` line except at the start of the file, and a final newline. An empty title is written
    /// as the marker alone (`#`, `##`). A pane's first section, when untitled, is written without a `##`
    /// line, unless it is empty and other sections follow (then `##` alone keeps its place). Titles and texts
    /// are escaped as described in ``BoardFileEscaping``.
    ///
    /// Parsing the result gives back `board`; writing a parsed canonical file gives the same bytes.
    /// - Complexity: O(n) in the size of the output.
    public static func canonicalText(_ board: Board) -> String {
        String(decoding: canonicalBytes(board), as: UTF8.self)
    }

    /// The canonical bytes of a board: ``canonicalText(_:)`` in UTF-8, without a byte order mark. A tag that
    /// needs no escape (most do not) is copied byte for byte.
    /// - Complexity: O(n).
    public static func canonicalBytes(_ board: Board) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(board.tagCount * 16 + 64)
        for side in PaneSide.allCases {
            let pane = board[side]
            if !out.isEmpty { out.append(0x0A) }
            out += heading("#", pane.title).utf8
            for (index, section) in pane.sections.enumerated() {
                let implicit = index == 0 && !section.isTitled
                    && (!section.tags.isEmpty || pane.sections.count == 1)
                if !implicit {
                    out.append(0x0A)
                    out += heading("##", section.title).utf8
                }
                section.tags.forEachUTF8(in: section.tags.indices) { _, text, _, pinned in
                    out += [UInt8(ascii: "-"), 0x20]
                    if BoardFileEscaping.isPlain(text) {
                        out += text
                    } else {
                        out += BoardFileEscaping.escapeTag(String(decoding: text, as: UTF8.self)).utf8
                    }
                    if pinned { out += " \(BoardFileEscaping.pinnedMarker)".utf8 }
                    out.append(0x0A)
                }
            }
        }
        return out
    }

    private static func heading(_ marker: String, _ title: String) -> String {
        title.isEmpty ? marker + "\n" : marker + " " + BoardFileEscaping.escapeTitle(title) + "\n"
    }
}
