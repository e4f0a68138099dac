#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files an atomic write makes beside the file it replaces (`.NAME.PID-RANDOM.tmp`), and those a
/// crashed process left behind.
extension AtomicFile {
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

    /// A complete temporary file beside `target` holding `bytes`, flushed to disk, with `mode` and `owner`: the
    /// file ``startTemporary(_:beside:in:path:mode:owner:)`` makes, flushed and closed at once
    /// (``finishTemporary(_:)``). On failure nothing is left behind.
    /// - Returns: its path.
    static func writeTemporary(_ bytes: [UInt8], beside target: String, in directory: String, path: String,
                               mode: mode_t, owner: (uid_t, gid_t)?) throws(FileError) -> String {
        try finishTemporary(startTemporary(bytes, beside: target, in: directory, path: path, mode: mode, owner: owner))
    }

    /// A temporary file written, still open and not yet flushed to disk.
    struct OpenTemporary: Sendable {
        /// The open file.
        let fd: Int32
        /// Its path.
        let temporary: String
        /// The path of the file it is to replace, as given, which errors name.
        let path: String
    }

    /// A temporary file beside `target` holding `bytes`, with `mode` and `owner`, left open: the caller flushes and
    /// closes it with ``finishTemporary(_:)``, perhaps after starting others.
    ///
    /// It is created 0600 (never through a link), so nobody else can read or write it meanwhile, and takes
    /// `mode` before it gets any contents. Keeping the owner only works for the superuser; anyone else keeps
    /// their own. On failure nothing is left behind.
    static func startTemporary(_ bytes: [UInt8], beside target: String, in directory: String, path: String,
                               mode: mode_t, owner: (uid_t, gid_t)?) throws(FileError) -> OpenTemporary {
        let (fd, temporary) = try createTemporary(beside: target, in: directory, path: path)
        do throws(FileError) {
            if fchmod(fd, mode) != 0 { throw FileError(code: errno, path: path) }
            if let owner { _ = fchown(fd, owner.0, owner.1) }
            try writeAll(bytes, to: fd, path: path)
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        return OpenTemporary(fd: fd, temporary: temporary, path: path)
    }

    /// Flushes `file` to disk and closes it; on failure removes it.
    /// - Returns: its path.
    static func finishTemporary(_ file: OpenTemporary) throws(FileError) -> String {
        if fsync(file.fd) != 0 {
            let code = errno
            close(file.fd)
            unlink(file.temporary)
            throw FileError(code: code, path: file.path)
        }
        if close(file.fd) != 0 {
            let code = errno
            unlink(file.temporary)
            throw FileError(code: code, path: file.path)
        }
        return file.temporary
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
    static func syncDirectory(_ directory: String) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
}

/// `write(2)`, callable where a `write` member would hide it.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
