#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import TagDeck
import TagDeckNotes

/// What `check`, `vocab` and `tags` say of a path argument that names nothing they can read: one line on standard
/// error, one wording for all, exit 2 (a usage error).
enum PathArguments {
    /// What is said of an empty path.
    static let emptyMessage = "tagdeck: an empty path names no file or folder"

    /// Refuses an empty `path`.
    /// - Throws: `ExitCode` 2, once it is said.
    static func refuseEmpty(_ path: String) throws {
        guard path.isEmpty else { return }
        StandardStreams.error(emptyMessage)
        throw ExitCode(ExitStatus.badInput)
    }

    /// Refuses an empty `path`, or one that is there but is no folder (`... is not a folder`). A path that is not
    /// there at all passes: the caller says it cannot read it.
    /// - Throws: `ExitCode` 2, once it is said.
    static func refuseNoFolder(_ path: String) throws {
        try refuseEmpty(path)
        guard !Vocabulary.isFolder(path), exists(path) else { return }
        StandardStreams.error("tagdeck: \(TagsCommand.shown(path)) is not a folder")
        throw ExitCode(ExitStatus.badInput)
    }

    /// Whether something is at `path` (a link that leads nowhere counts).
    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}
