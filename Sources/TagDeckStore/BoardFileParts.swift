import Dispatch
import Synchronization
import TagDeck
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension BoardFile {
    /// From this size on, a board file is read in parts on every core (a million tags is about 14 MB).
    static let partsFrom = 2 << 20
    /// The tags' hashes are looked through for repeats in this many groups at once, by their top 4 bits.
    private static let hashGroups = 16

    /// Reads a big, well-formed board file in parts on every core: each part is read (at its own offset) and
    /// parsed by a reader of its own, the lines that start in it; the parts are put together in file order, their
    /// sections' chunks taken as they are; the file's hash is taken meanwhile, as ``FileReading`` takes it.
    ///
    /// Only the common case is done so: nil when any part found a problem (an error of any kind, a tag before
    /// the first pane, more than two panes) or two tags have one hash, so that the caller reads the file in order and says where each
    /// problem is, with its line number. Also nil when the file is small or the machine has one core.
    /// - Complexity: O(n) in the size of the file, spread on the cores.
    /// - Parameter parts: How many parts (tests); by default four a core, or one a mebibyte.
    static func parseInParts(file path: String, fileName: String, from minimumSize: Int = partsFrom,
                             parts: Int? = nil) throws(FileError) -> (board: Board, stamp: FileStamp)? {
        let (fd, info) = try FileReading.openRegularFile(path)
        defer { close(fd) }
        let size = Int(info.st_size), cores = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        guard size >= max(1, minimumSize), parts != nil || cores > 1 else { return nil }
        let partCount = parts ?? min(64, max(cores * 4, size / (1 << 20)))
        let results = PartResults(partCount)
        DispatchQueue.concurrentPerform(iterations: partCount + 1) { k in
            if k == partCount { return results.setHash(FileReading.hash(of: fd, size: size)) }
            let start = size * k / partCount, end = size * (k + 1) / partCount
            var reader = k == 0 ? Reader(fileName: fileName, mode: .reading) : Reader(continuingIn: fileName)
            let failure = readLines(fd, startingIn: start..<end) { reader.feed($0) }
            reader.end()
            // The hashes by their top bits, so that each group is looked through for repeats on a core of its own.
            // Each group sized at once: the memory of a million hashes is not doubled by growing arrays.
            func group(_ hash: Int) -> Int { Int(UInt(bitPattern: hash) >> (UInt.bitWidth - 4)) }
            var sizes = [Int](repeating: 0, count: hashGroups)
            for hash in reader.hashes { sizes[group(hash)] += 1 }
            var groups = sizes.map { size in
                var g: [Int] = []
                g.reserveCapacity(size)
                return g
            }
            for hash in reader.hashes { groups[group(hash)].append(hash) }
            reader.hashes = []
            results.set(k, reader, hashes: groups, failure: failure)
        }
        if let code = results.failure { throw FileError(code: code, path: path) }
        guard case (let hash?, let readers) = results.taken() else { return nil }
        guard var panes = readers.first?.panes, readers.allSatisfy({ $0.errors.isEmpty }),
              readers.reduce(0, { $0 + $1.tagCount }) <= maximumTags else { return nil }
        for reader in readers.dropFirst() {
            guard !panes.isEmpty, let going = reader.panes.first else { return nil }
            let last = panes.count - 1
            if let carried = going.sections.first?.tags, !carried.isEmpty {
                if panes[last].sections.isEmpty { panes[last].sections.append(Section()) }
                panes[last].sections[panes[last].sections.count - 1].tags.append(chunksOf: carried)
            }
            panes[last].sections += going.sections.dropFirst()
            panes += reader.panes.dropFirst()
        }
        guard panes.count == 2 else { return nil }
        // Two tags of one hash (a duplicate, or very rarely two texts that collide): read in order.
        let groups = results.takeHashGroups()
        let repeats = Mutex(false)
        DispatchQueue.concurrentPerform(iterations: hashGroups) { g in
            var hashes = groups.flatMap { $0[g] }
            if !RepeatedHashes.find(sorting: &hashes).isEmpty { repeats.withLock { $0 = true } }
        }
        guard !repeats.withLock({ $0 }) else { return nil }
        let board = Board(checkedTop: PaneContent(title: panes[0].title, sections: panes[0].sections),
                          bottom: PaneContent(title: panes[1].title, sections: panes[1].sections))
        return (board, FileReading.stamp(of: info, contentHash: hash))
    }

    /// Hands `body` the lines of the file that start in `range` (offsets), with their newlines, a piece (up to
    /// 1 MiB) at a time: from the first line start at or after `range`'s start, through the end of the line that
    /// holds its last byte (or the file's end).
    /// - Returns: the error number of a read that failed, or nil.
    private static func readLines(_ fd: Int32, startingIn range: Range<Int>, _ body: (ArraySlice<UInt8>) -> Void) -> Int32? {
        guard !range.isEmpty else { return nil }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        // A line starts at 0, or after a newline: the byte before the range says whether one starts with it.
        var offset = max(0, range.lowerBound - 1)
        var lookingForStart = range.lowerBound > 0
        while true {
            let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, off_t(offset)) }
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if count == 0 { return nil }
            var piece = buffer[0..<count]
            if lookingForStart {
                guard let newline = piece.firstIndex(of: 0x0A) else {
                    offset += count
                    continue
                }
                piece = piece[(newline + 1)...]
                lookingForStart = false
                if offset + newline + 1 >= range.upperBound { return nil }
            }
            // The line holding the range's last byte ends at the first newline at or after it.
            let last = range.upperBound - 1 - offset
            if last < count, let newline = piece[max(piece.startIndex, last)...].firstIndex(of: 0x0A) {
                body(piece[...newline])
                return nil
            }
            body(piece)
            offset += count
        }
    }
}

/// What the parts of a file read at once found, each set by its own thread.
private final class PartResults: Sendable {
    private struct Found {
        var readers: [Reader?]
        var hashGroups: [[[Int]]]
        var hash: UInt64?
        var failure: Int32?
    }
    private let found: Mutex<Found>

    init(_ count: Int) {
        found = Mutex(Found(readers: Array(repeating: nil, count: count), hashGroups: Array(repeating: [], count: count)))
    }

    /// Part `k`'s reader, its tags' hashes in groups, and the error number of a read of it that failed.
    func set(_ k: Int, _ reader: sending Reader, hashes: sending [[Int]], failure code: Int32?) {
        found.withLock {
            $0.readers[k] = reader
            $0.hashGroups[k] = hashes
            if let code { $0.failure = code }
        }
    }

    /// Every part's hash groups, in file order, let go here.
    func takeHashGroups() -> [[[Int]]] {
        found.withLock { found in
            defer { found.hashGroups = [] }
            return found.hashGroups
        }
    }

    /// The file's hash, or the error number of a read that failed.
    func setHash(_ value: (hash: UInt64?, failure: Int32?)) {
        found.withLock {
            $0.hash = value.hash
            if let code = value.failure { $0.failure = code }
        }
    }

    /// The error number of a read that failed, if one did.
    var failure: Int32? { found.withLock { $0.failure } }

    /// The hash and every part's reader, in file order (once every part is done).
    func taken() -> (UInt64?, [Reader]) { found.withLock { ($0.hash, $0.readers.compactMap { $0 }) } }
}
