/// The bottom row: the last message (or the quit prompt) and, where there is room, a hint of the main keys.
enum StatusLine {
    static let prompt = "Unsaved changes: s save and quit · d discard and quit · Esc keep editing"
    static let idleMessage = "Drag chips with the mouse, or Space to lift the focused one"

    static func draw(_ deck: Deck, into grid: inout CellGrid) {
        let y = grid.height - 1
        if deck.mode == .askingToQuit {
            grid.write(prompt, x: 0, y: y, role: .statusError)
            return
        }
        let controller = deck.controller
        let hint = deck.options.mode == .picker ? "? help · q accept · Esc cancel" : "? help · q quit"
        let hintWidth = DisplayWidth.of(hint)
        let message = controller.status.isEmpty ? idleMessage : controller.status
        // The message comes first; the hint shows only where the message leaves room for it.
        let showHint = DisplayWidth.of(message) + 2 + hintWidth <= grid.width
        let room = showHint ? grid.width - hintWidth - 2 : grid.width
        grid.write(DisplayWidth.truncated(message, to: room), x: 0, y: y,
                   role: controller.statusIsError ? .statusError : .status, clipMaxX: room)
        if showHint { grid.write(hint, x: grid.width - hintWidth, y: y, role: .hint) }
    }
}
