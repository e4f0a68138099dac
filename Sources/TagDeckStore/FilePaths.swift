#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths as the C library sees them: whether one names a file or a folder, its last part and its folder, the current
/// folder, and folders made.
public enum FilePaths {
    /// Whether `path` names something (a link is followed).
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Whether `path` names a folder (a link is followed).
    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The last part of `path` (`c` of `a/b/c` and of `a/b/c/`; `/` of `/`; empty for an empty path).
    public static func lastComponent(_ path: String) -> String {
        let trimmed = path.utf8.count > 1 ? String(path.reversed().drop { $0 == "/" }.reversed()) : path
        if trimmed.isEmpty { return path.isEmpty ? "" : "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        let last = String(trimmed[trimmed.index(after: slash)...])
        return last.isEmpty ? "/" : last
    }

    /// `path` without its last part (`a/b` of `a/b/c`, `/` of `/a`, empty of `a`).
    public static func parent(_ path: String) -> String {
        let trimmed = String(path.reversed().drop { $0 == "/" }.reversed())
        if trimmed.isEmpty { return path.hasPrefix("/") ? "/" : "" }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let head = String(trimmed[..<slash].reversed().drop { $0 == "/" }.reversed())
        return head.isEmpty ? "/" : head
    }

    /// `name` inside the folder `folder` (`folder/name`, one slash between).
    public static func appending(_ name: String, to folder: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The current folder's absolute path (`/` when it cannot be found).
    public static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Makes the folder `path` and every missing folder above it (`mkdir -p`).
    /// - Throws: ``FileError`` when one cannot be made.
    public static func makeDirectories(_ path: String) throws(FileError) {
        if path.isEmpty || isDirectory(path) { return }
        let above = parent(path)
        if !above.isEmpty && above != path { try makeDirectories(above) }
        if mkdir(path, 0o777) != 0 && errno != EEXIST {
            throw FileError(code: errno, path: path, directory: above.isEmpty ? nil : above)
        }
    }
}
