/// What the last frame drew, kept by the deck so that the next frame draws again only the rows whose inputs
/// changed: a drag step that moves no chip redraws the row under the floating chip and little else.
///
/// A row of chips is kept when its ``ChipRowKey`` is the one it had in the last frame and nothing was drawn over
/// it there (a floating chip, a badge); the status line when its ``StatusKey`` is. Everything else (borders, titles,
/// section titles, the header) is drawn every frame, and so is every row while a filter, a mark or a flight could
/// change how a chip looks. The keys hold the board's serial, so a change of any tag's text, order or pin redraws
/// every row; a state replaced whole (work done on a copy) drops the memo.
struct FrameMemo {
    /// The last frame's cells.
    var grid: CellGrid
    /// For each screen row, the key of the chips drawn there, when only a pane's chips were (nil otherwise).
    var rows: [ChipRowKey?]
    /// What the status line said, when it said the last message (nil for a prompt, a line being typed, progress).
    var status: StatusKey?
    /// The board's change count when it was drawn.
    var boardSerial: Int

    /// Whether a frame of `width` x `height` of a board at `boardSerial` is worth starting from this one's cells:
    /// the same size, the same board (else no row of chips could be kept, and a blank grid is cheaper), and not so
    /// many graphemes of several scalars kept that the grid should start afresh.
    func fits(width: Int, height: Int, boardSerial: Int) -> Bool {
        grid.width == width && grid.height == height && self.boardSerial == boardSerial
            && grid.clusterCount <= width * height
    }
}

/// Everything a row of chips is drawn from, while no filter, mark or flight changes how a chip looks: the same key
/// draws the same cells.
struct ChipRowKey: Equatable {
    /// The board's change count: the texts, their order and pins are the same when it is.
    let boardSerial: Int
    let side: PaneSide
    /// The pane's columns for chips (its viewport's).
    let columns: Range<Int>
    let section: Int
    let chipRow: Int
    /// The items on the row.
    let items: Range<Int>
    /// The item held on this row (the placeholder, or the carried chip), and how it is drawn.
    let held: Int?
    let heldRole: StyleRole?
    /// The focused item on this row.
    let focused: Int?
}

/// What the status line's last message is drawn from: the message (by its serial), how many chips are marked
/// (the hint says so), the width, and the progress of the host's background work.
struct StatusKey: Equatable {
    let serial: Int
    let marked: Int
    let width: Int
    /// What the host's background work says of its progress, on the line's right end.
    let progress: String?
}

/// Which rows of the frame being drawn keep the last frame's cells, and the keys this frame leaves for the next.
struct RowReuse {
    /// The last frame's keys; empty when the frame starts from a blank grid (nothing to keep, nothing to blank).
    let previous: [ChipRowKey?]
    /// This frame's keys, filled in as the panes are drawn.
    var next: [ChipRowKey?]

    /// A frame of `height` rows that starts from the cells whose keys are `previous` (empty: a blank grid).
    init(previous: [ChipRowKey?], height: Int) {
        self.previous = previous.count == height ? previous : []
        next = Array(repeating: nil, count: height)
    }

    /// Whether the grid holds the last frame's cells, so that what is drawn again must be blanked first.
    var reusing: Bool { !previous.isEmpty }

    /// Notes that row `y` shows the chips of `key`. Returns whether its cells are already the right ones.
    mutating func keeps(_ y: Int, _ key: ChipRowKey) -> Bool {
        guard next.indices.contains(y) else { return false }
        next[y] = key
        return reusing && previous[y] == key
    }

    /// Notes that something was drawn over row `y` (a floating chip): the next frame draws it again.
    mutating func overdrawn(_ y: Int) {
        if next.indices.contains(y) { next[y] = nil }
    }
}
