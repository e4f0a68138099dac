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
