#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths that name the same file (`a.md`, `./a.md`, a link to it): the file is curated once.
enum SameFile {
    /// `paths` in order, each file once: a path naming a file met already (same device and inode) is dropped; a
    /// path that names no file is kept (reading it says what is wrong).
    /// - Complexity: O(paths), one `stat` each.
    static func unique(_ paths: [String]) -> [String] {
        struct FileID: Hashable { let device: UInt64, inode: UInt64 }
        var seen = Set<FileID>(), names = Set<String>()
        return paths.filter { path in
            var info = stat()
            guard stat(path, &info) == 0 else { return names.insert(path).inserted }
            return seen.insert(FileID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted
        }
    }
}
