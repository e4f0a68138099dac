import Foundation
import TagDeck
import TagDeckNotes
import TagDeckTesting

/// What the threads of a folder's reading say, kept for the test's thread to pass to the deck in order (as the
/// terminal's inbox does).
final class NewsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [ReadingNews] = []

    /// Keeps `news` (from any thread).
    func post(_ news: ReadingNews) { lock.withLock { items.append(news) } }

    /// The news kept since the last call, once some of it brings tags (polled, at most `seconds`): the reading
    /// posts a chunk's news after it counted the chunk's notes as read, so a count of notes read says nothing yet of
    /// what the news holds.
    func takeOnceItBringsTags(seconds: Double = 30) -> [ReadingNews] {
        let deadline = Date() + seconds
        var taken = take()
        while !taken.contains(where: { !$0.tags.isEmpty }) && Date() < deadline {
            usleep(1_000)
            taken += take()
        }
        return taken
    }

    /// The news kept since the last call, oldest first.
    func take() -> [ReadingNews] {
        lock.withLock {
            defer { items = [] }
            return items
        }
    }
}

extension HeadlessDriver {
    /// Reads the folder of the note `store` keeps (as `tagdeck tags` does after its first frame) and passes the
    /// reading's news to the deck, as the terminal's inbox does: the bottom pane then holds the full vocabulary.
    func readFolder(of store: NotePersistence) { readFolder { store.readFolder(news: $0) } }

    /// Reads a folder with `read`, sending its news to the deck as the program does.
    func readFolder(_ read: (@escaping @Sendable (ReadingNews) -> Void) -> Void) {
        let news = NewsBox()
        read { news.post($0) }
        for item in news.take() { send(.reading(item)) }
    }
}
