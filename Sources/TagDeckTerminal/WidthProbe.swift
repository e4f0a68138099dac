import TagDeck
import TagDeckANSI

/// Asks the terminal how wide it draws the grapheme clusters whose width the tables cannot be sure of (emoji joined
/// with ZWJ, emoji with a presentation selector, flags): tmux draws a family emoji in 2 cells where the tables,
/// and xterm, count 6.
///
/// After a frame that showed such a cluster for the first time, each is written on the second row with a cursor
/// position request after it; the column of the answer is its width. A cluster the terminal draws at another
/// width than the table's is drawn from then on as a stand-in of the table's width (its first glyph, padded),
/// so the rest of the row stays where the layout put it. With no answer within ``timeout`` the table is trusted;
/// a late answer is dropped as the cursor report it is, never read as keys.
final class WidthProbe {
    static let timeout = 0.3
    /// The most clusters probed at once.
    static let batchSize = 16

    private var pending: [String] = []
    private var answered = 0
    /// When the probe in flight gives up waiting; nil when none is in flight.
    private(set) var deadline: Double?

    /// Starts a probe of the clusters `painter` drew and has not measured, if there are any and none is in flight.
    func start(painter: ScreenPainter, screen: TerminalScreen, now: Double) {
        guard deadline == nil, !painter.unmeasured.isEmpty else { return }
        pending = painter.takeUnmeasured(Self.batchSize)
        answered = 0
        deadline = now + Self.timeout
        screen.requestCursorReports(after: pending, row: 2)
    }

    /// Takes the cursor reports read (answers in the order asked). When every answer came, or time is up, the
    /// painter learns the widths and the screen must be redrawn whole (the probe wrote over the second row).
    /// - Returns: whether the probe ended.
    func collect(_ reports: inout [CursorReport], painter: ScreenPainter, now: Double) -> Bool {
        guard let due = deadline else {
            reports.removeAll()
            return false
        }
        for report in reports where answered < pending.count && report.row == 2 {
            painter.measuredWidths[pending[answered]] = report.column - 1
            answered += 1
        }
        reports.removeAll()
        guard answered == pending.count || now >= due else { return false }
        for cluster in pending[answered...] { painter.measuredWidths[cluster] = DisplayWidth.of(cluster) }
        deadline = nil
        pending = []
        return true
    }
}
