/// The parts of the application around the two panes that a deck draws itself. A program that hosts a deck in a
/// rectangle of its own screen may leave them out and show the same things its own way.
///
/// Without ``statusLine`` the panes take every row of the deck's rectangle, and ``Deck/statusText`` says what the
/// status line would show (the last message, the quit prompt, a question, the filter line being typed).
public struct DeckChrome: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The bottom row: messages, the filter line, the line editor, the quit prompt and questions, the key hint.
    public static let statusLine = DeckChrome(rawValue: 1 << 0)
    /// The help overlay on `?`. Without it the help key does nothing, so that a host may bind it to its own help.
    public static let help = DeckChrome(rawValue: 1 << 1)
    /// The message drawn instead of the panes while the rectangle is smaller than the minimum size. Without it
    /// the rectangle stays blank.
    public static let tooSmallMessage = DeckChrome(rawValue: 1 << 2)

    /// Everything: what `tagdeck` itself draws.
    package static let all: DeckChrome = [.statusLine, .help, .tooSmallMessage]
    /// The panes alone.
    package static let none: DeckChrome = []
}
