import Dispatch
import TagDeck
import TagDeckTerminal

/// How `tagdeck tags` and `tagdeck vocab` read a folder's notes after the first frame.
enum FolderReadingStart {
    /// Starts reading the folder's notes on a thread of its own (`read`), their news and the progress of renames
    /// across them (given to `progress`) sent to the deck through an inbox: the board is on screen before the folder
    /// is read. Without an inbox (no pipe could be made) the folder is read now, and nil returned: the board to show
    /// is then the store's reload, with the full vocabulary.
    static func afterFirstFrame(progress: (@escaping @Sendable (String) -> Void) -> Void,
                                read: @escaping @Sendable (@escaping @Sendable (ReadingNews) -> Void) -> Void) -> EventInbox? {
        guard let inbox = EventInbox() else {
            read { _ in }
            return nil
        }
        progress { inbox.post(.saveProgress($0)) }
        DispatchQueue.global(qos: .userInitiated).async { read { inbox.post(.reading($0)) } }
        return inbox
    }
}
