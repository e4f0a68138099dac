/// The status line's message: its text, whether it reports a problem, and how much it matters.
///
/// A notice (a file reloaded or merged, a conflict kept aside) matters more than the focus line of the next key
/// (a hint: `'b' at Top, 2 of 3`): for ``noticeSeconds`` a hint does not replace it, so that a key typed just
/// after a reload does not wipe the news before it was read. Anything else the user does says so at once.
package struct StatusMessage: Equatable, Sendable {
    /// How long a notice outweighs plain messages.
    package static let noticeSeconds = 4.0

    /// What the status line says.
    package private(set) var text = ""
    /// Whether it reports a problem (the deck rings the bell for it).
    package private(set) var isError = false
    /// Incremented by every message shown, so a change of message is seen even when the text repeats.
    package private(set) var serial = 0
    /// Until when the notice shown outweighs plain messages (clock time).
    private var noticeUntil = -Double.infinity

    /// An empty status line.
    package init() {}

    /// Shows `text` at clock time `now`, unless it is a hint and a notice still outweighs it.
    /// - Returns: whether it is shown.
    @discardableResult
    package mutating func show(_ text: String, isError: Bool, notice: Bool = false, hint: Bool = false,
                              now: Double) -> Bool {
        if hint && !isError && now < noticeUntil { return false }
        self.text = text
        self.isError = isError
        serial += 1
        noticeUntil = notice ? now + Self.noticeSeconds : -Double.infinity
        return true
    }
}
