/// Saves and reloads of the board file, work out on another thread, the host's reading of its files, and whether
/// the picker's input still brings candidates: the filing feature's state.
struct FilingState: Equatable {
    /// Saves and reloads of the board file.
    var saving: BoardFiling
    /// Work out on another thread, and the events held until it is done or a reload is answered (``DeckWork``).
    var work = WorkInFlight()
    /// The host's reading of its files after the first frame, and the keys that wait for it (``ReadingNews``).
    var reading = FolderReading()
    /// Whether candidates are still arriving on the picker's input (its pane title says so with `…`).
    var isReceiving = false
}
