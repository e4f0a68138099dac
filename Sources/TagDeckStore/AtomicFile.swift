#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents all at once: after a crash at any moment the file holds either the old
/// contents or the new ones, never a mix.
public enum AtomicFile {
    /// Writes `bytes` to `path` atomically and durably.
    ///
    /// Writes a temporary file (`.NAME.PID-RANDOM.tmp`) in the same directory, flushes it to disk, renames it
    /// over `path`, then flushes the directory. A symbolic link at `path` is followed, so the link stays and
    /// its target is replaced. An existing file keeps its permission bits (and, when allowed, its owner); a
    /// new file gets mode 0666 less the process umask (0644 with the usual umask 022). The temporary file is
    /// removed when anything fails before the rename.
    ///
    /// A file or directory without any write permission bit is refused, even for the superuser.
    /// - Throws: ``FileError`` with a one-line reason: the directory does not exist or is read-only, the file
    ///   is read-only or not a regular file, the disk is full, ...
    /// - Complexity: O(n) in the size of `bytes`, plus two flushes to disk.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        try write(bytes, to: path, flushingFolder: true)
    }

    /// ``write(_:to:)`` for one file of many written one after another (``AtomicBatch`` writes many faster): the
    /// file is flushed to disk before it takes the old one's place, as always, but its folder is flushed only when
    /// `flushingFolder`; the caller flushes each folder once when every file is written (``flushFolders(of:)``),
    /// which makes the renames durable. Until then a crash leaves each file either old or new, as ever.
    /// - Complexity: O(n) in the size of `bytes`, plus one flush to disk (two with `flushingFolder`).
    public static func write(_ bytes: [UInt8], to path: String, flushingFolder: Bool) throws(FileError) {
        let target = try AtomicTarget(path)
        try target.replace(with: target.writeTemporary(bytes))
        if flushingFolder { syncDirectory(target.directory) }
    }

    /// Flushes to disk the folder of each of `paths`, once each: after many ``write(_:to:flushingFolder:)``
    /// (``AtomicBatch`` does all of it, its files flushed together).
    /// - Complexity: O(n log n) in the paths, plus one flush for each folder.
    public static func flushFolders(of paths: some Sequence<String>) {
        for directory in Set(paths.map { directoryName(of: resolvedPath($0)) }).sorted() { syncDirectory(directory) }
    }

    /// The mode a new file gets: 0666 less the process's umask.
    static func newFileMode() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }

    /// Writes `bytes` to a new file at `path` with exactly `mode` (and `owner`, where the process may give it),
    /// whatever the umask: never replacing anything at `path` and never following a symbolic link there.
    /// - Throws: ``FileError`` with code `EEXIST` when `path` exists (a file, a directory or a link): the
    ///   caller picks another name.
    public static func create(_ bytes: [UInt8], at path: String, mode: mode_t, owner: (uid_t, gid_t)? = nil)
        throws(FileError)
    {
        let directory = directoryName(of: path)
        let temporary = try writeTemporary(bytes, beside: path, in: directory, path: path, mode: mode & 0o7777,
                                           owner: owner)
        // link() gives the finished file its name only if the name is free; it never follows a link there.
        let linked = link(temporary, path)
        let code = errno
        unlink(temporary)
        if linked != 0 { throw FileError(code: code, path: path, directory: directory) }
        syncDirectory(directory)
    }

    /// The path with a final symbolic link (if any) followed; the path itself when it does not exist.
    static func resolvedPath(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
              let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The directory part of a path: "." for a bare name, "/" for a file in the root.
    static func directoryName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    /// The last component of a path.
    static func baseName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
