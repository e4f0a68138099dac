/// Asking the user a question that `y` or `n` answers (a section deleted with its tags, a rename or a removal
/// across a host's files, a nested tag moved under another parent): the question is the mode's own state
/// (`DeckMode.confirming`), and the answer is the editors' (`SectionEditor.answer`).
enum Asking {
    /// Asks `question`: a press still held on a chip in `top` or `bottom` is forgotten (it must not lift its chip
    /// while the question is asked), and `mode` becomes the question. `board` and `usage` say it.
    /// - Returns: the question, as the status line asks it.
    static func ask(_ question: Question, _ mode: inout DeckMode, _ top: inout Pane, _ bottom: inout Pane,
                    board: Board, usage: TagUsage?) -> StatusNotes {
        TagEditor.forgetPendingPresses(&top, &bottom)
        mode = .confirming(question)
        return .info(SectionEditor.question(question, board, usage: usage))
    }
}
