/// Marking chips: `m` on the focused chip, Alt+click, `*` for every chip shown, `M` or Esc to clear. A marked
/// chip carries the others with it (see `BundleMover`). Marks live in the board's ``ChipMarks``; they are
/// never saved.
///
/// A feature over its own state: each function changes only the ``ChipMarks`` it is given and reads the rest as
/// a ``MarkScene``; where marking moves the focus on, it says so (``MarkOutcome/stepFocus``) and the parent moves it.
package enum ChipMarker {
    /// A key of the marks, on the chip `focused` (the focus the parent resolved for `m`); `movingOn` asks the
    /// focus to go on to the next chip after a mark (not the last `m` of a count).
    /// - Returns: what the status line says of it, and the focus step the parent takes.
    static func reduce(_ marks: inout ChipMarks, _ action: MarkAction, focused: TagPath?, movingOn: Bool,
                       in scene: MarkScene) -> MarkOutcome {
        switch action {
        case .toggleMark:
            guard let focused else { return MarkOutcome(notes: []) }
            return toggleFocused(&marks, at: focused, movingOn: movingOn, in: scene)
        case .markShown: return MarkOutcome(notes: markShown(&marks, in: scene))
        case .clearMarks: return MarkOutcome(notes: clear(&marks) ?? .info("No marks to clear"))
        }
    }

    /// Marks or unmarks the chip at `path`. Pinned chips cannot be marked.
    /// - Returns: what the status line says of the mark when it changed (nil when it did not), or the problem
    ///   that refused it.
    package static func toggle(_ marks: inout ChipMarks, at path: TagPath,
                               in scene: MarkScene) -> (said: StatusNote?, changed: Bool) {
        guard !scene.isDragging, scene.board.contains(path) else { return (nil, false) }
        let tag = scene.board[path]
        if tag.isPinned {
            return (.problem("'\(scene.options.name(of: tag.text))' is pinned and can't be marked"), false)
        }
        if marks.remove(tag.text) {
            return (.info("Unmarked '\(scene.options.name(of: tag.text))' · \(summary(marks, on: scene.board))"), true)
        }
        marks.insert(tag.text, in: path.pane)
        return (.info("Marked '\(scene.options.name(of: tag.text))' · \(summary(marks, on: scene.board))"), true)
    }

    /// `m` on the chip at `focused`: marks or unmarks it and, with `movingOn`, asks the parent to go on to the
    /// next one (the message stays the mark's: said again after the next chip's focus line).
    /// - Returns: what the status line says of the mark, and the focus step when one is due.
    static func toggleFocused(_ marks: inout ChipMarks, at focused: TagPath, movingOn: Bool,
                              in scene: MarkScene) -> MarkOutcome {
        let mark = toggle(&marks, at: focused, in: scene)
        let said = mark.said.map { StatusNotes($0) } ?? []
        guard mark.changed, movingOn, let text = mark.said?.text else { return MarkOutcome(notes: said) }
        return MarkOutcome(notes: said, stepFocus: .info(text))
    }

    /// Marks every chip shown: all of them, or all that the filter shows. Pinned chips are left out.
    /// - Complexity: O(tags on the board).
    /// - Returns: what the status line says of it.
    package static func markShown(_ marks: inout ChipMarks, in scene: MarkScene) -> StatusNotes {
        guard !scene.isDragging else { return [] }
        var added = 0, pinned = 0, seen = 0
        let total = max(1, scene.board.tagCount)
        for side in PaneSide.allCases {
            let layout = scene.layouts[side.rawValue]
            for section in scene.board[side].sections {
                scene.reportProgress?(Double(seen) / Double(total))
                seen += section.tags.count
                for tag in section.tags where layout.isShown(tag) {
                    if tag.isPinned {
                        pinned += 1
                    } else if marks.insert(tag.text, in: side) {
                        added += 1
                    }
                }
            }
        }
        let skipped = pinned > 0 ? " (\(TitleText.grouped(pinned)) pinned left out)" : ""
        return .info("Marked \(TitleText.grouped(added)) more\(skipped) · \(summary(marks, on: scene.board))")
    }

    /// Clears every mark.
    /// - Returns: what the status line says of it; nil when there were none.
    package static func clear(_ marks: inout ChipMarks) -> StatusNotes? {
        let count = marks.count
        guard count > 0 else { return nil }
        marks.removeAll()
        return .info("Cleared \(TitleText.grouped(count)) mark\(count == 1 ? "" : "s")")
    }

    /// How many chips are marked and where, the panes named as on `board`: "4 marked: Chosen 1, Available 3".
    static func summary(_ marks: ChipMarks, on board: Board) -> String {
        guard !marks.isEmpty else { return "nothing marked" }
        let parts = PaneSide.allCases.filter { marks.count(in: $0) > 0 }.map { side in
            "\(Places.paneName(board, side)) \(TitleText.grouped(marks.count(in: side)))"
        }
        return "\(TitleText.grouped(marks.count)) marked: " + parts.joined(separator: ", ")
    }
}
