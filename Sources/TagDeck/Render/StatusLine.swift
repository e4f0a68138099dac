/// The bottom row: the last message (or the quit prompt) and, where there is room, a hint of the main keys.
enum StatusLine {
    /// The quit prompt, with the keys of the key map: `Unsaved changes: s save and quit · d discard and quit ·
    /// Esc keep editing`.
    static func prompt(_ keyMap: KeyMap) -> String {
        let choices: [(SessionAction, String)] = [(.saveAndQuit, "save and quit"), (.discardAndQuit, "discard and quit"),
                                                  (.keepEditing, "keep editing")]
        return "Unsaved changes: " + choices.compactMap { action, text in
            keyMap.keys(for: .session(action))?.first.map { $0.name + " " + text }
        }.joined(separator: " · ")
    }
    static let idleMessage = "Drag chips with the mouse, or Space to lift the focused one"

    /// `? help · q quit` (the picker: `? help · q accept · Esc cancel`), with the keys of the key map.
    static func hintText(_ deck: Deck) -> String {
        func key(_ action: DeckAction) -> String? { deck.keyMap.keys(for: action)?.first?.name }
        let picker = deck.options.mode == .picker
        let parts = [key(.help(.help)).map { $0 + " help" }, key(.session(.quit)).map { $0 + (picker ? " accept" : " quit") },
                     picker ? key(.session(.back)).map { $0 + " cancel" } : nil]
        return parts.compactMap { $0 }.joined(separator: " · ")
    }

    /// What the status line says now, as one line of text without the key hint: the quit prompt, a question,
    /// the line being typed after its prompt (`/query`, `Add after 'rust': ...`), else the last message.
    static func text(_ deck: Deck) -> String {
        if let line = deck.state.files.work.progressLine { return line }
        switch deck.mode {
        case .confirming(let question): return SectionEditor.question(question, deck.board, usage: deck.options.tagUsage)
        case .askingToQuit: return prompt(deck.keyMap)
        case .editing(let editor): return editor.prompt(deck.board) + String(editor.line.characters)
        case .filtering(let line): return "/" + String(line.characters)
        case .browsing, .settling, .liftedByMouse, .liftedByKeyboard, .help, .tooSmall, .movingSplit, .movingSection:
            let message = deck.state.status.isEmpty ? idleMessage : deck.state.status
            return backgroundProgress(deck).map { message + " · " + $0 } ?? message
        }
    }

    /// What the line is drawn from while it shows the last message (nil while it shows anything else): the same
    /// key draws the same cells.
    static func key(_ deck: Deck) -> StatusKey? {
        guard deck.state.files.work.progressLine == nil else { return nil }
        switch deck.mode {
        case .confirming, .askingToQuit, .editing, .filtering: return nil
        case .browsing, .settling, .liftedByMouse, .liftedByKeyboard, .help, .tooSmall, .movingSplit, .movingSection:
            return StatusKey(serial: deck.state.statusMessage.serial, marked: deck.state.marks.count, width: deck.width,
                             progress: backgroundProgress(deck))
        }
    }

    static func draw(_ deck: Deck, into grid: inout CellGrid) {
        let y = grid.height - 1
        if let line = deck.state.files.work.progressLine {
            grid.write(line, x: 0, y: y, role: .status)
            return
        }
        if case .confirming(let question) = deck.mode {
            grid.write(SectionEditor.question(question, deck.board, usage: deck.options.tagUsage), x: 0, y: y,
                       role: .statusError)
            return
        }
        if deck.mode == .askingToQuit {
            grid.write(prompt(deck.keyMap), x: 0, y: y, role: .statusError)
            return
        }
        let state = deck.state
        if case .editing(let editor) = deck.mode {
            drawEditor(editor, deck.board, into: &grid)
            return
        }
        if case .filtering(let line) = deck.mode {
            drawFilterLine(line, noMatch: !state.isMatching && (state.filter?.showsNothing ?? false),
                           matching: state.isMatching, into: &grid)
            return
        }
        let message = state.status.isEmpty ? idleMessage : state.status
        // Work the host does in the background says how far it got where the keys' hint goes, at most half the
        // line, and always: the message is cut short to leave it room.
        let progress = backgroundProgress(deck).map { lastCells(of: continuing(message, $0), grid.width / 2) }
        let keys = progress ?? hintText(deck)
        let marked = state.marks.count
        let hint = marked > 0 ? "\(PaneRenderer.grouped(marked)) marked · " + keys : keys
        let hintWidth = DisplayWidth.of(hint)
        // The message comes first; the keys' hint shows only where the message leaves room for it.
        let showHint = progress != nil || DisplayWidth.of(message) + 2 + hintWidth <= grid.width
        let room = showHint ? max(0, grid.width - hintWidth - 2) : grid.width
        grid.write(DisplayWidth.truncated(message, to: room), x: 0, y: y,
                   role: state.statusMessage.isError ? .statusError : .status, clipMaxX: room)
        if showHint { grid.write(hint, x: grid.width - hintWidth, y: y, role: .hint) }
    }

    /// What the host does in the background and how far it got, for the line's right end: the reading of its
    /// files (`Reading notes… 3,400 of 10,000`), else the save under way, in the host's words.
    static func backgroundProgress(_ deck: Deck) -> String? {
        deck.state.files.reading.progressLine(noun: deck.options.tagUsage?.noun ?? "file") ?? deck.state.files.saving.saveProgress
    }

    /// The progress as shown beside `message`: only how far it got (`340 of 930 notes`) when the message already
    /// says what is done (`Renaming 'a' to 'b' in 930 notes…` beside `Renaming 'a' to 'b'… 340 of 930 notes`).
    static func continuing(_ message: String, _ progress: String) -> String {
        guard let cut = progress.firstRange(of: "… "), message.hasPrefix(progress[..<cut.lowerBound]) else { return progress }
        return String(progress[cut.upperBound...])
    }

    /// `text`, or its last cells after `…` when it is wider than `width`: the end of a progress says how far.
    static func lastCells(of text: String, _ width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        guard width > 1 else { return "" }
        var tail = Substring(text)
        while DisplayWidth.of(String(tail)) > width - 1 { tail = tail.dropFirst() }
        return "…" + tail
    }

    /// `Add after: text` with the cursor, and on the right what Enter and Esc do, or why Enter did not commit.
    static func drawEditor(_ editor: LineEditor, _ board: Board, into grid: inout CellGrid) {
        let hint = editor.problem ?? "Enter \(editor.purpose.adds ? "adds" : "renames") · Esc cancels"
        drawLine(editor.line, prompt: editor.prompt(board), hint: hint, hintIsError: editor.problem != nil, into: &grid)
    }

    /// `/query` with the cursor, and on the right what Enter and Esc do (or that nothing matches).
    static func drawFilterLine(_ line: FilterLine, noMatch: Bool, matching: Bool, into grid: inout CellGrid) {
        let hint = matching ? "matching… · Enter keeps · Esc clears"
            : noMatch ? "no tag matches · Esc clears" : "Enter keeps · Esc clears"
        drawLine(line, prompt: "/", hint: hint, hintIsError: noMatch, into: &grid)
    }

    /// A line being typed in the status row: the prompt, the text scrolled so the cursor shows, and a hint on
    /// the right.
    static func drawLine(_ line: FilterLine, prompt: String, hint: String, hintIsError: Bool, into grid: inout CellGrid) {
        let y = grid.height - 1
        grid.fill(" ", x: 0, y: y, count: grid.width, role: .filterLine)
        let hintWidth = DisplayWidth.of(hint)
        let room = grid.width - hintWidth - 2
        var x = grid.write(prompt, x: 0, y: y, role: .filterLine, clipMaxX: room)
        // The line scrolls so that the cursor stays in view.
        let chars = line.characters
        var first = 0
        while first < line.cursor && DisplayWidth.of(String(chars[first..<line.cursor])) > room - x - 1 { first += 1 }
        for (k, ch) in chars[first...].enumerated() {
            let role: StyleRole = first + k == line.cursor ? .filterCursor : .filterLine
            x = grid.write(String(ch), x: x, y: y, role: role, clipMaxX: room)
            if x >= room { break }
        }
        if line.cursor == chars.count && x < room { grid.write(" ", x: x, y: y, role: .filterCursor) }
        if room > 2 { grid.write(hint, x: grid.width - hintWidth, y: y, role: hintIsError ? .statusError : .hint) }
    }
}
