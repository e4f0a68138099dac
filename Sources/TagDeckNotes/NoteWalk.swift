#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Markdown notes under a folder, found by reading its directories (`readdir`): their entries say what they
/// are, so only a link is looked up (`stat`), and a folder of 10,000 notes is listed in a few milliseconds.
enum NoteWalk {
    /// The files under `folder` (recursively; links to files followed, links to folders not) whose names end in
    /// `.md` or `.markdown` whatever their case; names that start with `.` skipped, with all under them. The file
    /// `except` (the same file by device and inode, whether its entry is the file of that name or a link to it) is
    /// left out. Unsorted.
    /// - Complexity: O(entries under `folder`), one `stat` for a link and for a file named as `except`.
    static func notes(under folder: String, except: String?) -> [String] {
        var info = stat()
        let left = except.flatMap { stat($0, &info) == 0 ? (info.st_dev, info.st_ino) : nil }
        let leftName = except.map { String($0.split(separator: "/").last ?? "") }
        var found: [String] = []
        var folders = [folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder]
        while let directory = folders.popLast() {
            guard let stream = opendir(directory) else { continue }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = withUnsafePointer(to: entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                }
                if name.hasPrefix(".") { continue }
                let path = directory == "/" ? "/" + name : directory + "/" + name
                var type = Int32(entry.pointee.d_type)
                var target = stat(), looked = false
                if type == Int32(DT_UNKNOWN) {
                    // A file system that does not say: asked.
                    guard stat(path, &target) == 0 else { continue }
                    (type, looked) = (target.st_mode & S_IFMT == S_IFDIR ? Int32(DT_DIR) : Int32(DT_REG), true)
                }
                if type == Int32(DT_DIR) {
                    folders.append(path)
                    continue
                }
                guard isNoteName(name) else { continue }
                if type == Int32(DT_LNK) || name == leftName {
                    // A link is what it leads to (a broken one, or one to a folder, is no note); the file named as
                    // the note left out is looked at.
                    guard looked || stat(path, &target) == 0, target.st_mode & S_IFMT != S_IFDIR else { continue }
                    if let left, left == (target.st_dev, target.st_ino) { continue }
                }
                found.append(path)
            }
        }
        return found
    }

    /// Whether a file name ends in `.md` or `.markdown`, whatever its case.
    private static func isNoteName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".md") || lower.hasSuffix(".markdown")
    }
}
