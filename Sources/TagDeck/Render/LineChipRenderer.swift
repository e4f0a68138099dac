/// Chips that show a line of input as a ``LineDisplay`` shows it: the shown text in its inks, cut with `…` to fit,
/// and the characters the filter matched.
enum LineChipRenderer {
    /// A chip of `line`: `[text]`, `{text}` when pinned, `[    ]` for a placeholder.
    static func drawChip(_ line: ShownLine, pinned: Bool, x: Int, y: Int, width: Int, role: StyleRole,
                         clipMinX: Int = 0, clipMaxX: Int = .max, into grid: inout CellGrid) {
        let pieces = visiblePieces(of: line, room: width - ChipMetrics.decorationWidth)
        PaneRenderer.drawChip(pinned: pinned, x: x, y: y, width: width, role: role, clipMinX: clipMinX,
                              clipMaxX: clipMaxX, into: &grid) { grid, cx in
            var cx = cx
            for piece in pieces {
                cx = grid.write(piece.text, x: cx, y: y, role: role, ink: piece.ink, clipMinX: clipMinX,
                                clipMaxX: clipMaxX)
            }
            return cx
        }
    }

    /// Redraws the characters of `line` that `query` matched in the `role` that marks them.
    static func drawMatches(_ line: ShownLine, _ query: TagQuery, x: Int, y: Int, width: Int, role: StyleRole,
                            clipMaxX: Int, into grid: inout CellGrid) {
        guard let marked = line.highlights(query), !marked.isEmpty else { return }
        let room = width - ChipMetrics.decorationWidth
        let text = visiblePieces(of: line, room: room).map(\.text).joined()
        PaneRenderer.drawMatches(Set(marked), in: text, cut: line.width > room, x: x, y: y, role: role,
                                 clipMaxX: clipMaxX, into: &grid)
    }

    /// The runs of `line` that fit in `room` cells, each in its ink: all of them when the line fits, else its
    /// longest start that leaves room for a closing `…`.
    static func visiblePieces(of line: ShownLine, room: Int) -> [(text: String, ink: Ink)] {
        var pieces: [(text: String, ink: Ink)] = []
        var start = line.text.utf8.startIndex
        let fits = line.width <= room
        guard fits || room > 0 else { return [] }
        var used = 0
        for run in line.runs {
            let end = line.text.utf8.index(line.text.utf8.startIndex, offsetBy: run.end)
            defer { start = end }
            guard start < end else { continue }
            let text = String(line.text[start..<end])
            if fits {
                pieces.append((text, run.ink))
                continue
            }
            var kept = ""
            for ch in text {
                let w = DisplayWidth.of(ch)
                if used + w > room - 1 {
                    if !kept.isEmpty { pieces.append((kept, run.ink)) }
                    pieces.append(("…", .none))
                    return pieces
                }
                kept.append(ch)
                used += w
            }
            pieces.append((kept, run.ink))
        }
        if !fits { pieces.append(("…", .none)) }
        return pieces
    }
}
