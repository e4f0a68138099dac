/// Draws a whole deck into a cell grid: the header, both panes, the status line, the chips in the air, the help
/// overlay, and where the terminal cursor rests.
package enum DeckRenderer {
    /// Draws the deck afresh, into a blank grid: what a frame drawn from the last one's cells must equal.
    package static func render(_ deck: Deck) -> CellGrid {
        var memo: FrameMemo?
        return render(deck, memo: &memo)
    }

    /// Draws the deck as ``render(_:)`` does, starting from the cells of the frame `memo` keeps when it fits, and
    /// leaves this frame in it.
    static func render(_ deck: Deck, memo: inout FrameMemo?) -> CellGrid {
        let (width, height) = (deck.width, deck.height)
        let options = deck.options
        let chrome = options.chrome
        var help = false
        if case .help = deck.mode { help = chrome.contains(.help) }
        guard width > 0 && height > 0, !deck.isTooSmall else {
            memo = nil
            var grid = CellGrid(width: width, height: height)
            if deck.isTooSmall && width > 0 && height > 0 && chrome.contains(.tooSmallMessage) {
                Overlays.drawTooSmall(minWidth: options.minimumWidth, minHeight: options.minimumHeight, into: &grid)
            }
            return grid
        }
        let kept = memo.flatMap { $0.fits(width: width, height: height, boardSerial: deck.state.boardSerial) ? $0 : nil }
        var grid = kept?.grid ?? CellGrid(width: width, height: height)
        var reuse = RowReuse(previous: kept?.rows ?? [], height: height)
        let statusLine = chrome.contains(.statusLine)
        let statusKey = statusLine ? StatusLine.key(deck) : nil
        let keepsStatus = statusKey != nil && kept?.status == statusKey
        if kept != nil { blankAroundPanes(deck.state, keepingRow: keepsStatus ? height - 1 : nil, into: &grid) }
        if let header = options.header {
            grid.write(DisplayWidth.truncated(VisibleText.escaped(header), to: width), x: 0, y: 0, role: .paneTitle,
                       clipMaxX: width)
        }
        BoardRenderer.drawPanes(deck.state, receiving: deck.isReceiving, reuse: &reuse, into: &grid)
        PreviewRenderer.draw(deck.state.preview, into: &grid)
        if statusLine && !keepsStatus { StatusLine.draw(deck, into: &grid) }
        let floating = BoardRenderer.drawFloating(deck.state, at: deck.clock.now, lastRow: height - (statusLine ? 2 : 1),
                                                  into: &grid)
        for y in floating { reuse.overdrawn(y) }
        if case .help(let scroll) = deck.mode, help {
            HelpOverlay(keyMap: deck.keyMap).draw(scroll: scroll, into: &grid)
        }
        grid.cursor = options.showsCursor ? cursorPosition(deck) : nil
        // The help covers every row: the frame after it starts afresh.
        memo = help ? nil : FrameMemo(grid: grid, rows: reuse.next, status: statusKey, boardSerial: deck.state.boardSerial)
        return grid
    }

    /// Blanks every cell but those of the panes' rows (which the panes blank as they draw them) and, when it is
    /// kept, the status line's.
    private static func blankAroundPanes(_ state: DeckState, keepingRow kept: Int?, into grid: inout CellGrid) {
        // The panes' viewports, left to right where they share rows (a pane too small to draw keeps none).
        var viewports = [state.top, state.bottom].filter(PaneRenderer.drawsRows).map(\.viewport)
        viewports.sort { $0.x < $1.x }
        for y in 0..<grid.height where y != kept {
            var x = 0
            for vp in viewports where vp.y <= y && y < vp.maxY {
                grid.blank(row: y, columns: x..<vp.x)
                x = max(x, vp.maxX)
            }
            grid.blank(row: y, columns: x..<grid.width)
        }
    }

    /// Where the cursor rests: on the filter line's cursor while typing, else on the first cell of the
    /// focused (or carried) chip when it is in view; nowhere in the help, at the quit prompt, or mid mouse drag.
    static func cursorPosition(_ deck: Deck) -> Point? {
        let state = deck.state
        switch deck.mode {
        case .filtering, .editing:
            // The line being typed is in the status line; without it, the host's to show.
            guard deck.options.chrome.contains(.statusLine) else { return nil }
            return typingCursor(deck)
        case .browsing, .settling, .liftedByKeyboard:
            if let side = state.focusedPane, deck.mode.session == nil {
                let frame = state[side].frame
                return Point(x: frame.x + 3, y: frame.y)
            }
            if let title = state.focusedTitle, deck.mode.session == nil {
                let frame = state[title.pane].titleFrame(title.section, content: deck.board[title.pane])
                let origin = Point(x: state[title.pane].viewport.x, y: frame.y)
                return state[title.pane].isVisible(frame) ? origin : nil
            }
            guard let path = deck.mode.session?.current ?? state.focusedChip, deck.board.contains(path) else {
                return nil
            }
            let frame = state.chipFrame(path)
            return state[path.pane].isVisible(frame) ? frame.origin : nil
        case .liftedByMouse, .help, .askingToQuit, .tooSmall, .movingSplit, .confirming, .movingSection:
            return nil
        }
    }

    /// The cursor on the line being typed in the status row (the filter, the line editor).
    static func typingCursor(_ deck: Deck) -> Point? {
        switch deck.mode {
        case .filtering(let line):
            return Point(x: 1 + DisplayWidth.of(String(line.characters.prefix(line.cursor))), y: deck.height - 1)
        case .editing(let editor):
            let before = DisplayWidth.of(editor.prompt(deck.board))
                + DisplayWidth.of(String(editor.line.characters.prefix(editor.line.cursor)))
            return Point(x: min(before, max(0, deck.width - 1)), y: deck.height - 1)
        case .browsing, .settling, .liftedByMouse, .liftedByKeyboard, .help, .askingToQuit, .tooSmall, .movingSplit,
             .confirming, .movingSection:
            return nil
        }
    }
}
