/// Draws a whole deck into a cell grid: the header, both panes, the status line, the chips in the air, the help
/// overlay, and where the terminal cursor rests.
enum DeckRenderer {
    static func render(_ deck: Deck) -> CellGrid {
        let (width, height) = (deck.width, deck.height)
        var grid = CellGrid(width: width, height: height)
        guard width > 0 && height > 0 else { return grid }
        let options = deck.options
        let chrome = options.chrome
        if deck.isTooSmall {
            if chrome.contains(.tooSmallMessage) {
                Overlays.drawTooSmall(minWidth: options.minimumWidth, minHeight: options.minimumHeight, into: &grid)
            }
            return grid
        }
        if let header = options.header {
            grid.write(DisplayWidth.truncated(VisibleText.escaped(header), to: width), x: 0, y: 0, role: .paneTitle,
                       clipMaxX: width)
        }
        BoardRenderer.drawPanes(deck.state, receiving: deck.isReceiving, into: &grid)
        let statusLine = chrome.contains(.statusLine)
        if statusLine { StatusLine.draw(deck, into: &grid) }
        BoardRenderer.drawFloating(deck.state, at: deck.clock.now, lastRow: height - (statusLine ? 2 : 1), into: &grid)
        if case .help(let scroll) = deck.mode, chrome.contains(.help) {
            HelpOverlay(keyMap: deck.keyMap).draw(scroll: scroll, into: &grid)
        }
        if options.showsCursor { grid.cursor = cursorPosition(deck) }
        return grid
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
        default:
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
        default:
            return nil
        }
    }
}
