#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file about to be replaced atomically, checked: the path with a final symbolic link followed, its folder, and
/// the permission bits and owner the new contents get. ``AtomicFile/write(_:to:)`` and ``AtomicBatch`` both
/// replace a file through it: a complete temporary file beside it (``writeTemporary(_:)``), renamed over it
/// (``replace(with:)``).
struct AtomicTarget: Sendable {
    /// The path as given, which errors name.
    let path: String
    /// The file replaced: `path` with a final symbolic link followed, so that the link stays.
    let target: String
    /// The folder of `target`: where the temporary file goes, and what is flushed once the rename is made.
    let directory: String
    /// The permission bits the new file gets: the old file's, or the new-file mode for a file not there yet.
    let mode: mode_t
    /// The old file's owner and group, which the new file gets where the process may give them; nil for a new file.
    let owner: (uid_t, gid_t)?

    /// Checks that `path` can be replaced: its folder exists and has a write permission bit the process may use, and
    /// the file, when there, is a regular file with one too (refused even for the superuser without).
    /// - Parameter newFileMode: the mode of a file not there yet; by default 0666 less the umask, read then (which
    ///   sets the umask for a moment: work on several threads reads it once, before, and passes it).
    /// - Throws: ``FileError`` with a one-line reason.
    /// - Complexity: O(1): a few `stat` and `access` calls, and `realpath` for a symbolic link.
    init(_ path: String, newFileMode: mode_t? = nil) throws(FileError) {
        let target = AtomicFile.resolvedPath(path)
        let directory = AtomicFile.directoryName(of: target)
        var dirInfo = stat()
        if stat(directory, &dirInfo) != 0 {
            throw FileError(code: errno, path: path, directory: directory)
        }
        guard dirInfo.st_mode & S_IFMT == S_IFDIR else {
            throw FileError(path: path, reason: "\(directory) is not a directory")
        }
        if access(directory, W_OK) != 0 || dirInfo.st_mode & 0o222 == 0 {
            throw FileError(path: path, reason: "the directory \(directory) is read-only")
        }
        var fileInfo = stat()
        let exists = stat(target, &fileInfo) == 0
        if exists {
            guard fileInfo.st_mode & S_IFMT == S_IFREG else {
                throw FileError(path: path, reason: "it is not a regular file")
            }
            if access(target, W_OK) != 0 || fileInfo.st_mode & 0o222 == 0 {
                throw FileError(path: path, reason: "the file is read-only")
            }
        } else if errno != ENOENT {
            throw FileError(code: errno, path: path, directory: directory)
        }
        (self.path, self.target, self.directory) = (path, target, directory)
        mode = exists ? fileInfo.st_mode & 0o7777 : newFileMode ?? AtomicFile.newFileMode()
        owner = exists ? (fileInfo.st_uid, fileInfo.st_gid) : nil
    }

    /// A complete temporary file beside the target holding `bytes`, flushed to disk, with the target's mode and
    /// owner; nothing is left behind on failure.
    /// - Returns: its path.
    /// - Complexity: O(n) in the size of `bytes`, plus one flush to disk.
    func writeTemporary(_ bytes: [UInt8]) throws(FileError) -> String {
        try AtomicFile.writeTemporary(bytes, beside: target, in: directory, path: path, mode: mode, owner: owner)
    }

    /// ``writeTemporary(_:)`` left open and not yet flushed: ``AtomicFile/finishTemporary(_:)`` flushes and closes it.
    /// - Complexity: O(n) in the size of `bytes`.
    func startTemporary(_ bytes: [UInt8]) throws(FileError) -> AtomicFile.OpenTemporary {
        try AtomicFile.startTemporary(bytes, beside: target, in: directory, path: path, mode: mode, owner: owner)
    }

    /// Renames `temporary` (from ``writeTemporary(_:)``) over the target; removes it when the rename fails. The
    /// rename is durable once the folder is flushed.
    /// - Complexity: O(1).
    func replace(with temporary: String) throws(FileError) {
        if rename(temporary, target) != 0 {
            let code = errno
            unlink(temporary)
            throw FileError(code: code, path: path, directory: directory)
        }
    }
}
