/// One message a feature says on the status line: its text and its kind.
///
/// Features do not write the status line: their reducers, and the functions those call, return the notes they
/// say, in order (``StatusNotes``), and the deck puts them on the status line in one place
/// (`DeckState.show`), at the clock's time. A function's signature tells whether it says anything.
public struct StatusNote: Equatable, Sendable {
    /// How a note weighs on the status line.
    public enum Kind: Equatable, Sendable {
        /// An informative message.
        case info
        /// A problem: the deck rings the bell for it.
        case problem
        /// Where the focus is (a focus line): a recent notice outweighs it, and it is dropped meanwhile.
        case hint
        /// News (a file reloaded or merged): it outweighs hints a few seconds (`StatusMessage.noticeSeconds`).
        case notice
    }

    /// What the status line says.
    public let text: String
    /// How it weighs.
    public let kind: Kind
    /// Whether it is said only when the status line does not say this text already (a message repeated as the
    /// pointer moves, which would otherwise count as news each time).
    public let unlessShown: Bool

    /// A note of `kind` saying `text`.
    public init(_ text: String, kind: Kind, unlessShown: Bool = false) {
        self.text = text
        self.kind = kind
        self.unlessShown = unlessShown
    }

    /// An informative message.
    public static func info(_ text: String) -> StatusNote { StatusNote(text, kind: .info) }
    /// A problem: the deck rings the bell for it.
    public static func problem(_ text: String) -> StatusNote { StatusNote(text, kind: .problem) }
    /// Where the focus is; a fresh notice outweighs it.
    public static func hint(_ text: String) -> StatusNote { StatusNote(text, kind: .hint) }
    /// News that outweighs hints a while.
    public static func notice(_ text: String) -> StatusNote { StatusNote(text, kind: .notice) }
    /// An informative message, said only when the status line does not say it already.
    public static func infoUnlessShown(_ text: String) -> StatusNote { StatusNote(text, kind: .info, unlessShown: true) }

    /// The note for a message set the way ``DeckState/setStatus(_:isError:notice:)`` sets one.
    public static func message(_ text: String, isError: Bool, notice: Bool = false) -> StatusNote {
        StatusNote(text, kind: isError ? .problem : notice ? .notice : .info)
    }
}
