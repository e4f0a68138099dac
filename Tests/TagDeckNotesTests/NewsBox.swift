import Foundation
import TagDeck

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
