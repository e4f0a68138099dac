#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file looked like when it was last read or written: identity, size, modification time and a hash
/// of its contents. Used to notice that someone else changed the file.
public struct FileStamp: Equatable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int64
    public var modifiedSeconds: Int64
    public var modifiedNanoseconds: Int64
    /// FNV-1a hash of the contents; 0 when only the metadata was looked at.
    public var contentHash: UInt64

    /// 64-bit FNV-1a of `bytes`.
    /// - Complexity: O(n).
    public static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 { hash(bytes, continuing: emptyHash) }

    /// The hash of no bytes: where ``hash(_:continuing:)`` starts.
    public static let emptyHash: UInt64 = 0xcbf2_9ce4_8422_2325

    /// 64-bit FNV-1a of `bytes` following whatever gave `h`: the hash of a file read in pieces.
    /// - Complexity: O(n).
    public static func hash(_ bytes: some Sequence<UInt8>, continuing h: UInt64) -> UInt64 {
        var h = h
        for byte in bytes {
            h ^= UInt64(byte)
            h = h &* 0x100_0000_01b3
        }
        return h
    }
}

/// Reading whole files with their stamps.
public enum FileReading {
    /// Reads the whole file at `path`, and the stamp of exactly what was read.
    /// - Throws: ``FileError`` (no such file, permission denied, it is a directory, ...).
    /// - Complexity: O(n) in the file size.
    /// The largest file tagdeck reads: 64 MiB.
    public static let maximumSize = 64 << 20

    public static func read(_ path: String) throws(FileError) -> (bytes: [UInt8], stamp: FileStamp) {
        var bytes: [UInt8] = []
        let stamp = try read(path, inPieces: { bytes += $0 }, sizeHint: { bytes.reserveCapacity($0) })
        return (bytes, stamp)
    }

    /// Reads the file at `path` a piece (up to 1 MiB) at a time, handing each to `body`, without holding the
    /// whole file; the stamp of exactly what was read, its contents hash included.
    /// - Throws: ``FileError``, as ``read(_:)``.
    /// - Complexity: O(n) in the file size, with O(1) memory of its own.
    public static func read(_ path: String, inPieces body: (ArraySlice<UInt8>) -> Void,
                            sizeHint: (Int) -> Void = { _ in }) throws(FileError) -> FileStamp {
        let (fd, info) = try openRegularFile(path)
        defer { close(fd) }
        let size = Int(max(0, info.st_size))
        sizeHint(size)
        // A small file in one piece (and a read that finds its end); a big one a mebibyte at a time.
        var chunk = [UInt8](repeating: 0, count: min(1 << 20, size + 1))
        var hash = FileStamp.emptyHash
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(code: errno, path: path)
            }
            if count == 0 { break }
            hash = FileStamp.hash(chunk[0..<count], continuing: hash)
            body(chunk[0..<count])
        }
        return stamp(of: info, contentHash: hash)
    }

    /// Reads the file at `path` from its start, a piece at a time (`firstPiece` bytes, then each piece twice as
    /// large as the one before), until `enough` says the bytes read so far are enough, or the file ends: only as
    /// much of a big file as is needed (the front matter of a note, not its body).
    /// - Throws: ``FileError``, as ``read(_:)``.
    /// - Complexity: O(bytes read), plus what `enough` costs once a piece.
    public static func readStart(of path: String, firstPiece: Int = 4_096,
                                 until enough: ([UInt8]) -> Bool) throws(FileError) -> [UInt8] {
        let (fd, info) = try openRegularFile(path)
        defer { close(fd) }
        var bytes: [UInt8] = []
        var piece = max(1, min(firstPiece, Int(max(0, info.st_size)) + 1))
        while true {
            let start = bytes.count
            bytes += repeatElement(0, count: piece)
            let count = bytes.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress! + start, piece) }
            if count < 0 {
                bytes.removeSubrange(start...)
                if errno == EINTR { continue }
                throw FileError(code: errno, path: path)
            }
            bytes.removeSubrange((start + count)...)
            if count == 0 || enough(bytes) { return bytes }
            piece = min(piece * 2, 1 << 20)
        }
    }

    /// Opens `path` for reading, refusing anything but a regular file of at most ``maximumSize`` bytes.
    /// The hash of the first `size` bytes of the open file `fd`, read at their offsets (the descriptor's own
    /// offset untouched), as ``read(_:inPieces:sizeHint:)`` takes it; or the error number of a read that failed.
    /// - Complexity: O(size).
    static func hash(of fd: Int32, size: Int) -> (hash: UInt64?, failure: Int32?) {
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var hash = FileStamp.emptyHash, offset = 0
        while offset < size {
            let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, min($0.count, size - offset), off_t(offset)) }
            if count < 0 {
                if errno == EINTR { continue }
                return (nil, errno)
            }
            if count == 0 { break }
            hash = FileStamp.hash(buffer[0..<count], continuing: hash)
            offset += count
        }
        return (hash, nil)
    }

    /// Opens `path` for reading and checks that it is a regular file a board may be.
    static func openRegularFile(_ path: String) throws(FileError) -> (Int32, stat) {
        // Non-blocking, so that a FIFO given as the board is refused at once instead of waiting for a writer.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if fd < 0 { throw FileError(code: errno, path: path) }
        var info = stat()
        do throws(FileError) {
            if fstat(fd, &info) != 0 { throw FileError(code: errno, path: path) }
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw FileError(path: path, reason: "it is a directory", code: EISDIR, isNotABoardFile: true)
            case S_IFIFO: throw FileError(path: path, reason: "it is a FIFO, not a regular file", isNotABoardFile: true)
            case S_IFCHR, S_IFBLK:
                throw FileError(path: path, reason: "it is a device, not a regular file", isNotABoardFile: true)
            default: throw FileError(path: path, reason: "it is not a regular file", isNotABoardFile: true)
            }
            if info.st_size > maximumSize {
                throw FileError(path: path, reason: "it is larger than the \(maximumSize >> 20) MiB a board file may be",
                                isNotABoardFile: true)
            }
        } catch {
            close(fd)
            throw error
        }
        return (fd, info)
    }

    /// The stamp of the file at `path` from its metadata only, with `contentHash` 0; nil if it cannot be
    /// examined (usually: it does not exist).
    public static func metadataStamp(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return stamp(of: info)
    }

    static func stamp(of info: stat, contentHash: UInt64 = 0) -> FileStamp {
        FileStamp(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modifiedSeconds: Int64(info.st_mtim.tv_sec), modifiedNanoseconds: Int64(info.st_mtim.tv_nsec),
            contentHash: contentHash)
    }
}

/// `read(2)`, callable where a `read` member would hide it.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
