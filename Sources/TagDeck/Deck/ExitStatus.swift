/// How the `tagdeck` process ends: the one place that names its exit statuses.
///
/// | status | meaning |
/// |---|---|
/// | 0 | success: quit, an accepted pick, a valid file |
/// | 1 | a file could not be read or written; `tagdeck pick --exit-0` with no candidates; `tagdeck merge` with conflicts |
/// | 2 | bad input: a malformed board file, a usage error, no usable terminal |
/// | 130 | the picker was cancelled (Escape or Ctrl-C) |
/// | 128+N | stopped by signal N |
public struct ExitStatus: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// Quit, an accepted pick, a valid file.
    package static let success = ExitStatus(rawValue: 0)
    /// A file could not be read or written.
    package static let fileError = ExitStatus(rawValue: 1)
    /// `tagdeck pick --exit-0` found no candidate (fzf's status for "no match").
    package static let noCandidates = ExitStatus(rawValue: 1)
    /// `tagdeck merge` settled real conflicts with ours (what git expects of a merge driver that conflicted).
    package static let mergeConflicts = ExitStatus(rawValue: 1)
    /// `tagdeck vocab DIR --check`: a tag outside the vocabulary is used (each use printed).
    package static let strayTags = ExitStatus(rawValue: 1)
    /// A malformed board file, a usage error, or no usable terminal.
    public static let badInput = ExitStatus(rawValue: 2)
    /// The picker was cancelled: the status a shell gives a program stopped by Ctrl-C.
    package static let cancelled = ExitStatus(rawValue: 128 + 2)

    /// Stopped by signal `number`: 128 + N, as shells report it (SIGHUP 129, SIGINT 130, SIGTERM 143).
    package static func signal(_ number: Int32) -> ExitStatus { ExitStatus(rawValue: 128 + number) }

    public var description: String { String(rawValue) }
}
