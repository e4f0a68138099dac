/// Applies a ``BoardEdit`` to the board on screen: the model once, then the panes told what changed, and the
/// focus, the marks, flights and return slots, and the filter kept right.
enum EditApplication {
    static func apply(_ edit: BoardEdit, to controller: BoardController) {
        let at = edit.path
        if let section = edit.section { return reshape(edit, section, controller) }
        var board = controller.board
        board.apply(edit)
        controller.board = board
        let pane = controller[at.pane]
        switch edit {
        case .insert(let tags, _):
            pane.didInsert(at: at)
            // Shown even where the filter in force does not match it, until the query changes.
            controller.filtering.edited(removed: [], added: tags, in: at.pane, board: board, keepShown: true)
            // On the last tag added: another a adds after it.
            controller.focusedChip = TagPath(at.pane, at.section, at.item + tags.count - 1)
        case .remove(let tags, _):
            pane.didRemove(at: at)
            for tag in tags {
                _ = controller.marks.remove(tag.text)
                controller.flights[tag.text] = nil
                controller.returnSlots[tag.text] = nil
            }
            controller.filtering.edited(removed: tags, added: [], in: at.pane, board: board, keepShown: false)
            // The focus goes to the chip that took the place, or the one before.
            let count = board.count(at.pane, section: at.section)
            controller.focusedChip = count == 0 ? controller.navigator.neighbour(of: at, -1)
                : TagPath(at.pane, at.section, min(at.item, count - 1))
        case .replace(_, let old, let new):
            pane.didInsert(at: at)
            if old.text != new.text {
                if controller.marks.remove(old.text) { _ = controller.marks.insert(new.text, in: at.pane) }
                controller.returnSlots[new.text] = controller.returnSlots.removeValue(forKey: old.text)
                let shown = controller.filter?.isShown(old, in: at.pane) ?? true
                controller.filtering.edited(removed: [old], added: [new], in: at.pane, board: board, keepShown: shown)
            }
            controller.focusedChip = at
        default: break
        }
        controller.activeSide = at.pane
        controller.shapeSerial += 1
        if let focus = controller.focusedChip, board.contains(focus) { controller.revealChip(focus) }
    }

    /// A section inserted, removed or retitled, or a pane retitled: the pane is laid out again, folds keep to
    /// their sections, and the focus rests on the section's title (on a removal, the one before).
    private static func reshape(_ edit: BoardEdit, _ path: SectionPath, _ controller: BoardController) {
        let focusText = controller.focusedChip.flatMap { controller.board.contains($0) ? controller.board[$0].text : nil }
        var board = controller.board
        board.apply(edit)
        controller.board = board
        let pane = controller[path.pane]
        var folded = pane.layout.folded
        var title: SectionPath? = path
        switch edit {
        case .insertSection:
            folded = Set(folded.map { $0 >= path.section ? $0 + 1 : $0 })
        case .removeSection(let section, _):
            folded = Set(folded.compactMap { $0 == path.section ? nil : ($0 > path.section ? $0 - 1 : $0) })
            for tag in section.tags {
                _ = controller.marks.remove(tag.text)
                controller.flights[tag.text] = nil
                controller.returnSlots[tag.text] = nil
            }
            let before = max(0, path.section - 1)
            title = board[path.pane].sections[before].isTitled ? SectionPath(path.pane, before) : nil
        case .retitlePane:
            title = nil
        case .moveSection(let from, let to):
            // The fold goes with the section.
            var flags = PaneSide.allCases.map { side in
                (0..<(controller.board[side].sections.count + (side == from.pane ? 1 : 0) - (side == to.pane ? 1 : 0)))
                    .map { controller[side].layout.folded.contains($0) }
            }
            let moved = flags[from.pane.rawValue].remove(at: from.section)
            flags[to.pane.rawValue].insert(moved, at: to.section)
            for side in PaneSide.allCases where side != path.pane {
                controller[side].layout.folded = Set(flags[side.rawValue].indices.filter { flags[side.rawValue][$0] })
            }
            folded = Set(flags[path.pane.rawValue].indices.filter { flags[path.pane.rawValue][$0] })
        default: break
        }
        pane.layout.folded = folded
        BoardReload.relayout(controller)
        refilter(controller)
        controller.focusedChip = focusText.flatMap(board.path(of:))
        controller.activeSide = path.pane
        if let title, board[title.pane].sections[title.section].isTitled {
            controller.folder.focusedTitle = title
            pane.scrollToShow(contentRow: pane.layout.startRow(board[title.pane], section: title.section),
                              content: board[title.pane])
        } else {
            controller.folder.focusedTitle = nil
            if controller.focus == nil { controller.focusedChip = controller.navigator.firstChip(path.pane, last: false) }
        }
    }

    /// The filter in force, matched again on the edited board.
    static func refilter(_ controller: BoardController) {
        guard let query = controller.filter?.query else { return }
        controller.filtering.forget()
        controller.applyFilter(query)
    }
}
