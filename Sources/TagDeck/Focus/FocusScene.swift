/// What moving the focus reads of the rest of the deck, as plain values: the board, the two panes (their
/// layouts, viewports and scroll positions: what the filter and the folds show, what is in view) and the options
/// (how a tag is named).
struct FocusScene {
    /// The board the focus moves on.
    let board: Board
    /// The top and bottom panes, by `PaneSide.rawValue`.
    let panes: [Pane]
    /// The options: how a tag's text is shown in the focus line.
    let options: DeckOptions

    /// What moving the focus reads of `state`.
    init(_ state: DeckState) { self.init(state.movement) }
    init(_ state: MovementState) { self.init(board: state.board, top: state.top, bottom: state.bottom, options: state.options) }

    /// What moving the focus reads: `board` shown in `top` and `bottom`, with `options`.
    init(board: Board, top: Pane, bottom: Pane, options: DeckOptions) {
        (self.board, panes, self.options) = (board, [top, bottom], options)
    }

    /// The pane on `side`.
    subscript(side: PaneSide) -> Pane { panes[side == .top ? 0 : 1] }

    /// Whether the section at `path` is on the board and folded: a chip focused in it puts the focus on its title.
    func isFolded(_ path: SectionPath) -> Bool {
        board.contains(path) && self[path.pane].layout.isFolded(board[path.pane], section: path.section)
    }

    /// The screen frame of the chip at `path`.
    func chipFrame(_ path: TagPath) -> Rect { self[path.pane].chipFrame(path, content: board[path.pane]) }
}

/// A scroll the focus asks of its parent: a pane scrolled so that what the focus rests on shows.
enum FocusReveal: Equatable {
    /// The chip at this path (see `DeckState.revealChip(_:)`).
    case chip(TagPath)
    /// The title of this section.
    case sectionTitle(SectionPath)
    /// The top of this pane, below its title.
    case paneTop(PaneSide)

    /// The pane scrolled.
    var side: PaneSide {
        switch self {
        case .chip(let path): path.pane
        case .sectionTitle(let path): path.pane
        case .paneTop(let side): side
        }
    }

    /// The content row to show in `pane` of `board`; nil for a chip no longer on the board.
    func row(in pane: Pane, on board: Board) -> Int? {
        switch self {
        case .chip(let path): board.contains(path) ? pane.contentRow(of: path, content: board[path.pane]) : nil
        case .sectionTitle(let path): pane.layout.startRow(board[path.pane], section: path.section)
        case .paneTop: 0
        }
    }
}

/// What a move of the focus returns to its parent: the status line's notes, and the scrolls to apply in order.
struct FocusOutcome: Equatable {
    /// What the status line says of the move, in order.
    var notes: StatusNotes = []
    /// The panes' scrolls that reveal the focus, in the order they were asked.
    var reveals: [FocusReveal] = []

    /// Scrolls `top` and `bottom`, showing `board`, as the move asked, in order.
    func reveal(_ top: inout Pane, _ bottom: inout Pane, on board: Board) {
        for reveal in reveals {
            let side = reveal.side
            if side == .top, let row = reveal.row(in: top, on: board) { top.scrollToShow(contentRow: row, content: board[.top]) }
            if side == .bottom, let row = reveal.row(in: bottom, on: board) {
                bottom.scrollToShow(contentRow: row, content: board[.bottom])
            }
        }
    }

    /// Both moves' notes and scrolls, `a`'s first.
    static func + (a: FocusOutcome, b: FocusOutcome) -> FocusOutcome {
        FocusOutcome(notes: a.notes + b.notes, reveals: a.reveals + b.reveals)
    }
}

extension MovementState {
    /// Scopes the focus feature: runs `body` on the keyboard's state with the scene it reads, then scrolls the
    /// panes as it asked, in order.
    /// - Returns: what the status line says of it.
    mutating func moveFocus(_ body: (inout FocusState, FocusScene) -> FocusOutcome) -> StatusNotes {
        let outcome = body(&keyboard, FocusScene(self))
        outcome.reveal(&top, &bottom, on: board)
        return outcome.notes
    }
}
