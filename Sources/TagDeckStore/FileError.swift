import TagDeck
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
    /// Whether the file is no board file at all (a FIFO, a device, a directory, a file over the size limit): bad
    /// input, exit status 2, rather than a file that could not be read.
    public var isNotABoardFile = false

    public init(path: String, reason: String, code: Int32? = nil, isNotABoardFile: Bool = false) {
        self.path = path
        self.reason = reason
        self.code = code
        self.isNotABoardFile = isNotABoardFile
    }

    /// The exit status a command ends with for this error: bad input (2) for no board file at all, else a file
    /// error (1).
    public var exitStatus: ExitStatus { isNotABoardFile ? .badInput : .fileError }

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
