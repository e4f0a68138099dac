extension BoardController {
    /// A place in words, as the status line says it: "Your Paper › Favourites, 3 of 7".
    public func describe(_ path: TagPath) -> String {
        let pane = board[path.pane]
        var name = pane.title.isEmpty ? (path.pane == .top ? "top pane" : "bottom pane") : pane.title
        let section = pane.sections[path.section]
        if section.isTitled { name += " › " + section.title }
        return "\(name), \(path.item + 1) of \(section.tags.count)"
    }

    /// Sets an informative status message.
    func say(_ message: String) {
        status = message
        statusIsError = false
    }

    /// Sets a status message that reports a problem.
    func complain(_ message: String) {
        status = message
        statusIsError = true
    }

    /// Sets the status line from outside (saving reports, prompts).
    public func setStatus(_ message: String, isError: Bool) {
        status = message
        statusIsError = isError
    }
}
