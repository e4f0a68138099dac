#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Many files replaced together, each atomically and all durably, as ``AtomicFile/write(_:to:)`` replaces one, but
/// with the waits for the disk shared: a rename or removal of a tag across a folder's notes, its undo and redo, a tag
/// added to every note chosen.
///
/// ``write(_:threads:progress:)`` spreads the files on several threads, a few at a time each (16):
/// 1. each of the few is written to a temporary file beside its target (`.NAME.PID-RANDOM.tmp`, as
///    ``AtomicFile/write(_:to:)`` names it);
/// 2. each is flushed to disk: the flushes of all the threads wait for the disk together;
/// 3. each is renamed over its target (a rename frees the old file, which can itself wait for the disk: done on the
///    threads too, beside the others' writing).
///
/// Once every file is done, each folder that got one is flushed to disk once, which makes the renames durable.
///
/// A crash at any moment leaves each file either old or new, never a mix (no file is renamed before it is on disk);
/// when `write` returns, every file it did not report is new on disk. Each file is handled as
/// ``AtomicFile/write(_:to:)`` handles it: a final symbolic link is followed (the link stays, its target is replaced),
/// an existing file keeps its permission bits (and, when allowed, its owner), a new one gets mode 0666 less the umask,
/// and a file or folder without a write permission bit is refused. A file that cannot be written is left as it was,
/// its temporary file removed, and reported; the others are written all the same.
public enum AtomicBatch {
    /// A file of the batch that could not be written, and why: it was left as it was.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// Its place among the files given.
        public var index: Int
        /// Why, with the file's path as given: the folder is read-only or missing, the path is a folder, the disk is
        /// full, ...
        public var error: FileError

        /// Makes the failure of the file at `index` of the batch.
        public init(index: Int, error: FileError) {
            self.index = index
            self.error = error
        }

        /// `PATH: reason`.
        public var description: String { error.description }
    }

    /// How many threads write the files unless told: more than the cores, as each mostly waits for the disk; not
    /// many more, as creating files in one folder takes the folder's lock.
    public static let defaultThreads = 8

    /// Files one thread writes, then flushes, then renames: their flushes wait for the disk together. At most this
    /// many times the threads files are open at once.
    private static let chunk = 16

    /// Replaces each file of `files` (its path, its new bytes) atomically, all durably: see ``AtomicBatch``.
    ///
    /// A file given twice (the same path, a link to it) is written twice, in the order given: the later bytes stay.
    /// - Parameters:
    ///   - files: The paths and their new contents.
    ///   - threads: How many threads write the files, the caller's among them.
    ///   - progress: Called with how many files are done so far (written, or failed), after every few (16); one call
    ///     at a time, from the threads that do the work.
    /// - Returns: the files that could not be written, in the order given: empty when every one was.
    /// - Complexity: O(n) in the bytes written, spread on `threads` threads; a flush to disk for each file, made
    ///   together, then one for each folder; O(f log f) in the f files to sort out their folders and failures.
    public static func write(_ files: [(path: String, bytes: [UInt8])], threads: Int = defaultThreads,
                             progress: (Int) -> Void = { _ in }) -> [Failure] {
        // Read once here: reading the umask sets it for a moment, which threads doing it at once could leave set.
        let newFileMode = AtomicFile.newFileMode()
        let repeated = filesGivenTwice(files.map(\.path))
        var failures: [Failure] = [], folders = Set<String>(), waiting: [(Int, Staged)] = [], done = 0
        DiskThreads.run((files.count + chunk - 1) / chunk, threads: threads, work: { c in
            let range = c * chunk..<min(files.count, (c + 1) * chunk)
            return stage(files, range, newFileMode: newFileMode).map { k, result -> (Int, Outcome) in
                switch result {
                case .failure(let error): return (k, .failed(error))
                // A file given twice waits, to be renamed over in order below.
                case .success(let staged) where repeated.contains(k): return (k, .waiting(staged))
                case .success(let staged):
                    do throws(FileError) {
                        try staged.target.replace(with: staged.temporary)
                        return (k, .renamed(folder: staged.target.directory))
                    } catch {
                        return (k, .failed(error))
                    }
                }
            }
        }, take: { _, outcomes in
            for (k, outcome) in outcomes {
                switch outcome {
                case .renamed(let folder): folders.insert(folder)
                case .waiting(let staged): waiting.append((k, staged))
                case .failed(let error): failures.append(Failure(index: k, error: error))
                }
            }
            done += outcomes.count
            progress(done)
        })
        for (k, staged) in waiting.sorted(by: { $0.0 < $1.0 }) {
            do throws(FileError) {
                try staged.target.replace(with: staged.temporary)
                folders.insert(staged.target.directory)
            } catch {
                failures.append(Failure(index: k, error: error))
            }
        }
        for folder in folders.sorted() { AtomicFile.syncDirectory(folder) }
        return failures.sorted { $0.index < $1.index }
    }

    /// A file written to its temporary file and flushed, to be renamed over its target.
    private typealias Staged = (target: AtomicTarget, temporary: String)

    /// What became of a file on its thread.
    private enum Outcome: Sendable {
        /// Written and renamed over its target, in this folder (to be flushed).
        case renamed(folder: String)
        /// Written and flushed, to be renamed in order with the others of its file.
        case waiting(Staged)
        /// Left as it was.
        case failed(FileError)
    }

    /// Writes the temporary files of `files[range]`, then flushes and closes each: each file (its index) written and
    /// flushed, ready to be renamed, or why not (and nothing left behind).
    /// - Complexity: O(n) in their bytes, and a flush to disk for each.
    private static func stage(_ files: [(path: String, bytes: [UInt8])], _ range: Range<Int>,
                              newFileMode: mode_t) -> [(Int, Result<Staged, FileError>)] {
        var results: [(Int, Result<Staged, FileError>)] = []
        var open: [(Int, AtomicTarget, AtomicFile.OpenTemporary)] = []
        for k in range {
            do throws(FileError) {
                let target = try AtomicTarget(files[k].path, newFileMode: newFileMode)
                open.append((k, target, try target.startTemporary(files[k].bytes)))
            } catch {
                results.append((k, .failure(error)))
            }
        }
        for (k, target, file) in open {
            results.append((k, Result { () throws(FileError) in (target, try AtomicFile.finishTemporary(file)) }))
        }
        return results
    }

    /// The indices of the paths whose file is given more than once: the same file (device and inode, whatever links
    /// lead to it) or, for a file not there yet, the same path.
    /// - Complexity: O(n): a look at each path (`stat`).
    private static func filesGivenTwice(_ paths: [String]) -> Set<Int> {
        var seen: [String: Int] = [:], twice = Set<Int>()
        for (k, path) in paths.enumerated() {
            var info = stat()
            let file = stat(path, &info) == 0 ? "\(info.st_dev):\(info.st_ino)" : path
            if let first = seen[file] { twice.formUnion([first, k]) } else { seen[file] = k }
        }
        return twice
    }
}
