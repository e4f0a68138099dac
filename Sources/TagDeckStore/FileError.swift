#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file operation that failed, with a one-line reason meant for people.
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file the operation was about, as given.
    public var path: String
    /// One line, without the path: "the directory /x is read-only", "disk full", ...
    public var reason: String
    /// The system error number, when there was one.
    public var code: Int32?

    public init(path: String, reason: String, code: Int32? = nil) {
        self.path = path
        self.reason = reason
        self.code = code
    }

    /// An error from a failed system call, with a reason worded for the common cases.
    /// - Parameters:
    ///   - code: The `errno` value.
    ///   - path: The file the operation was about.
    ///   - directory: The directory holding it, named in the reason when the problem is the directory.
    public init(code: Int32, path: String, directory: String? = nil) {
        let reason: String
        switch code {
        case ENOSPC: reason = "disk full"
        case EDQUOT: reason = "disk quota exceeded"
        case EROFS: reason = "read-only file system"
        case EACCES, EPERM:
            reason = directory.map { "permission denied in directory \($0)" } ?? "permission denied"
        case ENOENT:
            reason = directory.map { "directory \($0) does not exist" } ?? "no such file"
        case ENOTDIR: reason = "a part of the path is not a directory"
        case EISDIR: reason = "it is a directory"
        case EIO: reason = "input/output error"
        default: reason = String(cString: strerror(code))
        }
        self.init(path: path, reason: reason, code: code)
    }

    /// `PATH: reason`.
    public var description: String { "\(path): \(reason)" }
}
