/// Applies a ``BoardEdit`` to the board on screen: the model once, then the panes told what changed, and the
/// focus, the marks, flights and return slots, and the filter kept right.
enum EditApplication {
    static func apply(_ edit: BoardEdit, to state: inout MovementState) {
        let at = edit.path
        if let section = edit.section { return reshape(edit, section, &state) }
        var board = state.board
        board.apply(edit)
        state.board = board
        switch edit {
        case .insert(let tags, _):
            state[at.pane].didInsert(at: at)
            // Shown even where the filter in force does not match it, until the query changes.
            state.filtering.edited(removed: [], added: tags, in: at.pane, board: board, keepShown: true)
            // On the last tag added: another a adds after it.
            state.focusedChip = TagPath(at.pane, at.section, at.item + tags.count - 1)
        case .remove(let tags, _):
            state[at.pane].didRemove(at: at)
            for tag in tags {
                _ = state.marks.remove(tag.text)
                state.flights[tag.text] = nil
                state.returnSlots[tag.text] = nil
            }
            state.filtering.edited(removed: tags, added: [], in: at.pane, board: board, keepShown: false)
            // The focus goes to the chip that took the place, or the one before.
            let count = board.count(at.pane, section: at.section)
            state.focusedChip = count == 0 ? FocusNavigator.neighbour(FocusScene(state), of: at, -1)
                : TagPath(at.pane, at.section, min(at.item, count - 1))
        case .replace(_, let old, let new):
            state[at.pane].didInsert(at: at)
            if old.text != new.text {
                if state.marks.remove(old.text) { _ = state.marks.insert(new.text, in: at.pane) }
                state.returnSlots[new.text] = state.returnSlots.removeValue(forKey: old.text)
                let shown = state.filter?.isShown(old, in: at.pane) ?? true
                state.filtering.edited(removed: [old], added: [new], in: at.pane, board: board, keepShown: shown)
            }
            state.focusedChip = at
        default: break
        }
        state.activeSide = at.pane
        state.shapeSerial += 1
        if let focus = state.focusedChip, board.contains(focus) { state.revealChip(focus) }
    }

    /// A section inserted, removed or retitled, or a pane retitled: the pane is laid out again, folds keep to
    /// their sections, and the focus rests on the section's title (on a removal, the one before).
    private static func reshape(_ edit: BoardEdit, _ path: SectionPath, _ state: inout MovementState) {
        let focusText = state.focusedChip.flatMap { state.board.contains($0) ? state.board[$0].text : nil }
        var board = state.board
        board.apply(edit)
        state.board = board
        var folded = state[path.pane].folded
        var title: SectionPath? = path
        switch edit {
        case .insertSection:
            folded = Set(folded.map { $0 >= path.section ? $0 + 1 : $0 })
        case .removeSection(let section, _):
            folded = Set(folded.compactMap { $0 == path.section ? nil : ($0 > path.section ? $0 - 1 : $0) })
            for tag in section.tags {
                _ = state.marks.remove(tag.text)
                state.flights[tag.text] = nil
                state.returnSlots[tag.text] = nil
            }
            let before = max(0, path.section - 1)
            title = board[path.pane].sections[before].isTitled ? SectionPath(path.pane, before) : nil
        case .retitlePane:
            title = nil
        case .moveSection(let from, let to):
            // The fold goes with the section.
            var flags = PaneSide.allCases.map { side in
                (0..<(state.board[side].sections.count + (side == from.pane ? 1 : 0) - (side == to.pane ? 1 : 0)))
                    .map { state[side].layout.folded.contains($0) }
            }
            let moved = flags[from.pane.rawValue].remove(at: from.section)
            flags[to.pane.rawValue].insert(moved, at: to.section)
            for side in PaneSide.allCases where side != path.pane {
                state[side].setFolded(Set(flags[side.rawValue].indices.filter { flags[side.rawValue][$0] }))
            }
            folded = Set(flags[path.pane.rawValue].indices.filter { flags[path.pane.rawValue][$0] })
        default: break
        }
        state[path.pane].setFolded(folded)
        BoardReload.relayout(&state.top, &state.bottom, state.board)
        state.shapeSerial += 1
        // An edit is never made with the filter line open (its keys are the line's): the count it would say while
        // the line is open is not said.
        _ = state.refilter()
        state.focusedChip = focusText.flatMap(board.path(of:))
        state.activeSide = path.pane
        if let title, board[title.pane].sections[title.section].isTitled {
            state.focusedTitle = title
            let row = state[path.pane].layout.startRow(board[title.pane], section: title.section)
            state[path.pane].scrollToShow(contentRow: row, content: board[title.pane])
        } else {
            state.focusedTitle = nil
            if state.focus == nil { state.focusedChip = FocusNavigator.firstChip(FocusScene(state), path.pane, last: false) }
        }
    }
}
