/// A preview command and where its area goes (`--preview CMD`, `--preview-window`): see ``DeckOptions/preview``.
package struct PreviewOptions: Sendable, Equatable {
    /// The command, its placeholders found.
    package var command: PreviewCommand
    /// Where the area goes, and whether it starts hidden.
    package var window: PreviewWindow

    /// The preview of `command` in `window`.
    package init(command: String, window: PreviewWindow = PreviewWindow()) {
        self.command = PreviewCommand(command)
        self.window = window
    }
}

/// What the deck asks its host to run for the preview (``DeckEffect/preview(_:)``): a shell command for the focused
/// tag, and the size of the area its output shows in. The host runs it off the input path, stops the one it ran
/// before (with every process it started), and answers with ``DeckEvent/previewOutput(_:)``. Made by the package's
/// own front ends' deck options only.
public struct PreviewRequest: Sendable, Equatable {
    /// Counts the requests: the answers name the one they answer.
    package let serial: Int
    /// The command for `sh -c`, its placeholders replaced (bytes: a line need not be UTF-8).
    package let command: [UInt8]
    /// The columns and rows of the area inside its border.
    package let columns: Int, rows: Int
}

/// What a preview command wrote (``DeckEvent/previewOutput(_:)``): lines that came since the last answer, and once it
/// is over how it ended.
public struct PreviewOutput: Sendable, Equatable {
    /// The request this answers (``PreviewRequest``'s serial).
    package var serial: Int
    /// Lines of its standard output and error, in the order written, as ``LineText`` texts.
    package var lines: [String]
    /// Once it ended: its exit status (0 for success), or 128 and the signal that stopped it; nil while it runs.
    package var status: Int32?
    /// Whether the host kept no more of its output (a long one is cut).
    package var cut: Bool

    /// An answer to request `serial`.
    package init(serial: Int, lines: [String], status: Int32? = nil, cut: Bool = false) {
        (self.serial, self.lines, self.status, self.cut) = (serial, lines, status, cut)
    }

    /// This answer followed by `later` (to the same request), as one.
    package mutating func merge(_ later: PreviewOutput) {
        lines += later.lines
        status = later.status ?? status
        cut = cut || later.cut
    }
}

/// The preview of the focused tag: whether it shows, where, what was asked of the host and what its output is.
/// One value, kept whole in ``DeckState``.
package struct PreviewState: Sendable, Equatable {
    /// Whether `toggle-preview` was pressed an odd number of times.
    var toggled = false
    /// Where the area is on screen, border included, as last arranged; nil when hidden or without room.
    package var frame: Rect?
    /// The request out or last answered; nil when nothing was asked or it was stopped.
    var asked: PreviewRequest?
    /// Requests made so far.
    var serial = 0
    /// The request whose output is shown (the last one's, once it wrote or ended; until then the one before).
    var shownSerial: Int?
    /// The output shown.
    package var lines: [String] = []
    /// How its command ended; nil while it runs.
    package var status: Int32?
    /// Whether the host cut the output.
    package var cut = false
    /// The first line in view.
    package var scroll = 0
    /// What the command was last worked out from: when none of it changed, neither did the command.
    var followed: Inputs?

    /// What a preview command may name: the board (the chosen tags), the focus, the query; and where the area is.
    struct Inputs: Sendable, Equatable {
        var boardSerial: Int
        var focus: TagPath?
        var query: String?
        var frame: Rect?
        var shown: Bool
    }

    /// Whether the area is shown with these options: by the window's spec, unless toggled.
    package func isShown(_ options: PreviewOptions?) -> Bool { options.map { $0.window.startsHidden == toggled } ?? false }

    /// Whether a command was asked for and has written nothing yet (the output shown, if any, is the one before's).
    package var isWaiting: Bool { asked != nil && shownSerial != asked?.serial }
}
