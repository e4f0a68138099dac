#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TagDeckStore

/// The edits across a folder's notes kept past a quit, for `u` after a restart: one file per step
/// (``KeptStep``), numbered in the order made, in a folder of their own under the state directory
/// (`$XDG_STATE_HOME/tagdeck/notes/HASH/`, HASH from the notes' folder's real path).
///
/// The steps hold the user's notes: the folders are made 0700 and each step is written atomically as a new
/// file of mode 0600. At most ``maximumSteps`` steps and ``maximumBytes`` bytes are kept: the oldest go first.
public struct NoteHistory: Sendable {
    /// The folder of notes the steps are of (its real path).
    public let folder: String
    /// Where the steps are kept.
    public let directory: String
    /// At most this many steps are kept (100).
    public let maximumSteps: Int
    /// At most this many bytes of steps are kept (100 MB).
    public let maximumBytes: Int

    /// One step kept, as a listing finds it.
    public struct Entry: Sendable, Equatable {
        /// Its number: a later step has a greater one.
        public var number: Int
        /// Its file's size.
        public var size: Int
    }

    /// The history of the notes under `folder` in `stateDirectory` (`$XDG_STATE_HOME/tagdeck`); nil when the
    /// folder does not exist.
    public init?(folder: String, stateDirectory: String, maximumSteps: Int = 100, maximumBytes: Int = 100 << 20) {
        guard let real = Self.realPath(folder) else { return nil }
        self.folder = real
        directory = stateDirectory + "/notes/" + String(FileStamp.hash(real.utf8), radix: 16)
        self.maximumSteps = maximumSteps
        self.maximumBytes = maximumBytes
    }

    /// The state directory from the environment: `$XDG_STATE_HOME/tagdeck`, else `$HOME/.local/state/tagdeck`.
    public static func stateDirectory(environment: (String) -> String?) -> String? {
        UndoJournal.stateDirectory(environment: environment)
    }

    /// The steps kept, oldest first (by number; their files are not read).
    /// - Complexity: O(files in the directory).
    public func entries() -> [Entry] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var found: [Entry] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasSuffix(".step"), let number = Int(name.dropLast(5)) else { continue }
            var info = stat()
            guard lstat(path(of: number), &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            found.append(Entry(number: number, size: Int(info.st_size)))
        }
        return found.sorted { $0.number < $1.number }
    }

    /// The file of step `number`.
    func path(of number: Int) -> String {
        let digits = String(number)
        return directory + "/" + String(repeating: "0", count: max(0, 16 - digits.count)) + digits + ".step"
    }

    /// Reads step `number`: whole, or its header alone (`whole` false: the files' bytes before are left empty).
    /// - Complexity: O(size of its file), or of its header.
    public func read(_ number: Int, whole: Bool = true) -> Result<KeptStep, KeptStepProblem> {
        let path = path(of: number)
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return .failure(KeptStepProblem(String(cString: strerror(errno)))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(KeptStepProblem(String(cString: strerror(errno)))) }
        let total = Int(info.st_size)
        var bytes: [UInt8] = []
        var piece = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < total {
            let n = piece.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return .failure(KeptStepProblem(String(cString: strerror(errno)))) }
            if n == 0 { break }
            // The header's end is looked for in the new piece only (and the few bytes before it).
            let searched = max(0, bytes.count - 8)
            bytes += piece[..<n]
            if !whole, let end = KeptStep.headerEnd(in: bytes[searched...]) {
                bytes.removeSubrange(end...)
                break
            }
        }
        do { return .success(try KeptStep.decode(bytes, total: total)) } catch { return .failure(error) }
    }

    /// Keeps `step` as the newest (numbered `number` when it is free and the newest, as when a step undone in
    /// this run is redone), then drops the oldest steps past the limits.
    /// - Returns: its number.
    /// - Throws: a one-line reason when it could not be kept (too big, or the state directory cannot be written).
    /// - Complexity: O(bytes of the step), plus a listing of the directory.
    @discardableResult
    public func keep(_ step: KeptStep, number wanted: Int? = nil) throws(KeptStepProblem) -> Int {
        let bytes = step.encoded()
        guard bytes.count <= maximumBytes else {
            throw KeptStepProblem("\(Self.megabytes(bytes.count)) is more than the \(Self.megabytes(maximumBytes)) kept per folder")
        }
        if let problem = makeDirectories() { throw KeptStepProblem(problem) }
        var number = max(wanted ?? 0, (entries().last?.number ?? 0) + 1)
        for _ in 0..<100 {
            do {
                try AtomicFile.create(bytes, at: path(of: number), mode: 0o600)
                prune()
                return number
            } catch where error.code == EEXIST {
                number += 1
            } catch {
                throw KeptStepProblem(error.reason)
            }
        }
        throw KeptStepProblem("no free name in \(directory)")
    }

    /// Forgets step `number` (undone, or dropped).
    public func remove(_ number: Int) { unlink(path(of: number)) }

    /// Drops the oldest steps until at most ``maximumSteps`` are kept, in at most ``maximumBytes``.
    /// - Complexity: O(files in the directory).
    func prune() {
        var kept = entries()
        var bytes = kept.reduce(0) { $0 + $1.size }
        while !kept.isEmpty && (kept.count > maximumSteps || bytes > maximumBytes) {
            let oldest = kept.removeFirst()
            remove(oldest.number)
            bytes -= oldest.size
        }
    }

    /// Makes the directory and those above it, each new one 0700; nil, or why it could not be made.
    private func makeDirectories() -> String? {
        var current = ""
        for part in directory.split(separator: "/") {
            current += "/" + part
            if mkdir(current, 0o700) == 0 {
                chmod(current, 0o700)
            } else if errno != EEXIST {
                return "cannot make \(current): \(String(cString: strerror(errno)))"
            }
        }
        var info = stat()
        guard stat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return "\(directory) is not a folder" }
        return nil
    }

    /// `12.5 MB`.
    static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + (1 << 19)) >> 20
        return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
    }

    /// The real path of an existing folder.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path.isEmpty ? "." : path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// The system's `read`, beside ``NoteHistory/read(_:whole:)``.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buffer, count) }
