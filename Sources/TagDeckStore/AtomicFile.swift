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

    /// ``write(_:to:)`` for one file of many written together: the file is flushed to disk before it takes the
    /// old one's place, as always, but its folder is flushed only when `flushingFolder`; the caller flushes each
    /// folder once when every file is written (``flushFolders(of:)``), which makes the renames durable. Until
    /// then a crash leaves each file either old or new, as ever.
    /// - Complexity: O(n) in the size of `bytes`, plus one flush to disk (two with `flushingFolder`).
    public static func write(_ bytes: [UInt8], to path: String, flushingFolder: Bool) throws(FileError) {
        let target = resolvedPath(path)
        let directory = directoryName(of: target)
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

        let temporary = try writeTemporary(bytes, beside: target, in: directory, path: path,
                                           mode: exists ? fileInfo.st_mode & 0o7777 : newFileMode(),
                                           owner: exists ? (fileInfo.st_uid, fileInfo.st_gid) : nil)
        if rename(temporary, target) != 0 {
            let code = errno
            unlink(temporary)
            throw FileError(code: code, path: path, directory: directory)
        }
        if flushingFolder { syncDirectory(directory) }
    }

    /// Flushes to disk the folder of each of `paths`, once each: after many ``write(_:to:flushingFolder:)``.
    /// - Complexity: O(n log n) in the paths, plus one flush for each folder.
    public static func flushFolders(of paths: some Sequence<String>) {
        for directory in Set(paths.map { directoryName(of: resolvedPath($0)) }).sorted() { syncDirectory(directory) }
    }

    /// Creates the temporary file with `O_EXCL`, retrying with another name if one is taken.
    private static func createTemporary(beside target: String, in directory: String, path: String)
        throws(FileError) -> (Int32, String)
    {
        var base = baseName(of: target)
        for _ in 0..<100 {
            let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 16)
            let tail = ".\(getpid())-\(suffix).tmp"
            // A long file name leaves room for the temporary name's own parts (255 bytes in all).
            while 1 + base.utf8.count + tail.utf8.count > 255, !base.isEmpty { base.removeLast() }
            let name = directory + "/." + base + tail
            let fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 { return (fd, name) }
            if errno != EEXIST { throw FileError(code: errno, path: path, directory: directory) }
        }
        throw FileError(path: path, reason: "could not create a temporary file in \(directory)")
    }

    /// Removes the temporary files a crashed tagdeck left beside `path`: names of the form
    /// `.BASE.PID-HEX.tmp` (BASE the file's name, perhaps shortened) whose process is gone, owned by this user,
    /// regular files. Anything else, and the temporary files of a tagdeck still running, is left alone.
    /// - Returns: the names removed.
    @discardableResult
    public static func removeStaleTemporaries(beside path: String) -> [String] {
        let target = resolvedPath(path)
        let directory = directoryName(of: target)
        let base = baseName(of: target)
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var removed: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let pid = temporaryOwner(name, base: base), pid != getpid() else { continue }
            // The process that made it is gone (kill with signal 0 only asks).
            guard kill(pid, 0) != 0 && errno == ESRCH else { continue }
            let full = directory + "/" + name
            var info = stat()
            guard lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid() else { continue }
            if unlink(full) == 0 { removed.append(name) }
        }
        return removed
    }

    /// The process id in a temporary file's name made for a file named `base`, or nil when it is not one.
    static func temporaryOwner(_ name: String, base: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let inner = name.dropFirst().dropLast(4)  // BASE.PID-HEX
        guard let dot = inner.lastIndex(of: "."), let dash = inner[dot...].firstIndex(of: "-") else { return nil }
        let stem = inner[..<dot]
        guard !stem.isEmpty, base.hasPrefix(stem) else { return nil }
        let hex = inner[inner.index(after: dash)...]
        guard !hex.isEmpty, hex.allSatisfy(\.isHexDigit) else { return nil }
        return pid_t(inner[inner.index(after: dot)..<dash])
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

    /// A complete temporary file beside `target` holding `bytes`, flushed to disk, with `mode` and `owner`.
    ///
    /// It is created 0600 (never through a link), so nobody else can read or write it meanwhile, and takes
    /// `mode` before it gets any contents. Keeping the owner only works for the superuser; anyone else keeps
    /// their own. On failure nothing is left behind.
    /// - Returns: its path.
    private static func writeTemporary(_ bytes: [UInt8], beside target: String, in directory: String, path: String,
                                       mode: mode_t, owner: (uid_t, gid_t)?) throws(FileError) -> String {
        let (fd, temporary) = try createTemporary(beside: target, in: directory, path: path)
        do throws(FileError) {
            if fchmod(fd, mode) != 0 { throw FileError(code: errno, path: path) }
            if let owner { _ = fchown(fd, owner.0, owner.1) }
            try writeAll(bytes, to: fd, path: path)
            if fsync(fd) != 0 { throw FileError(code: errno, path: path) }
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        if close(fd) != 0 {
            let code = errno
            unlink(temporary)
            throw FileError(code: code, path: path)
        }
        return temporary
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(FileError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw FileError(code: errno, path: path)
            }
            offset += written
        }
    }

    /// Flushes the directory entry of the rename. Some file systems refuse to sync directories; the rename
    /// has happened by then, so that is not reported.
    private static func syncDirectory(_ directory: String) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
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

/// `write(2)`, callable where a `write` member would hide it.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
