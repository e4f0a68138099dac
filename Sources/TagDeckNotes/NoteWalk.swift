#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TagDeckStore

/// Which notes a folder has: the Markdown files under it, recursively, leaving out what a person keeps apart from
/// their notes.
///
/// - A note is a regular file named `*.md`, `*.markdown` or `*.mdx` (any case), or a link to one. A link to a
///   folder is not followed (as git does not), so no loop of links can hold the walk; a link that leads nowhere,
///   or round in a circle, is left out.
/// - Left out: hidden files and folders (a name starting with `.`: `.git`, `.obsidian`), `node_modules`, and
///   what the folder's `.gitignore` files exclude: the folder's own and those of its subfolders, each for its
///   own subtree, with git's rules (``GitIgnore``). A folder excluded is not entered, so nothing under it can be
///   included again by a `!` pattern, as git says.
/// - In a git repository (the nearest of the folder and its parents that holds `.git`), the `.gitignore` files of
///   the repository's root and of every folder from it down to the folder apply too, each pattern anchored to its
///   own file's folder, as git applies them. The folder given is read even when one of them excludes it: only
///   what is under it is judged.
public enum NoteWalk {
    /// The endings of a note's file name, compared without case.
    public static let extensions = [".md", ".markdown", ".mdx"]

    /// The notes under `folder`, sorted; none when it is not a folder.
    /// - Complexity: O(e + b) for the e entries of the folders entered and the b bytes of their `.gitignore`
    ///   files, times the patterns that apply to an entry; plus sorting the notes. An entry costs no `stat`
    ///   where the file system tells its type, except a link named as a note.
    public static func notes(under folder: String) -> [String] {
        guard Vocabulary.isFolder(folder) else { return [] }
        var found: [String] = []
        let (relative, scope) = repositoryScope(of: folder)
        var pending = [Folder(path: folder.hasSuffix("/") ? String(folder.dropLast()) : folder, relative: relative, scope: scope)]
        while let next = pending.popLast() {
            walk(next, notes: &found, folders: &pending)
        }
        found.sort()
        return found
    }

    /// Whether `name` ends like a note's file name (``extensions``), in any case.
    static func isNoteName(_ name: [UInt8]) -> Bool {
        extensions.contains { ending in
            name.count > ending.utf8.count && zip(name.suffix(ending.utf8.count), ending.utf8).allSatisfy { a, b in
                a == b || (a >= UInt8(ascii: "A") && a <= UInt8(ascii: "Z") && a + 0x20 == b)
            }
        }
    }

    /// A folder still to be listed.
    private struct Folder {
        /// Its path, as opened (the folder given, then names joined by `/`; no trailing `/`).
        var path: String
        /// Its path below the folder given, as `.gitignore` patterns see it (empty for the folder itself).
        var relative: [UInt8]
        /// The `.gitignore` files that apply in it.
        var scope: IgnoreScope?
    }

    /// What an entry of a folder is, as far as the walk cares.
    private enum Kind { case folder, note, link }

    /// Lists `folder`: its notes into `notes`, its subfolders not left out into `folders`.
    private static func walk(_ folder: Folder, notes: inout [String], folders: inout [Folder]) {
        guard let stream = opendir(folder.path.isEmpty ? "/" : folder.path) else { return }
        defer { closedir(stream) }
        var entries: [(name: [UInt8], kind: Kind)] = []
        var hasGitIgnore = false
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                Array(raw.prefix(strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count)))
            }
            guard let first = name.first else { continue }
            if first == UInt8(ascii: ".") {
                // Hidden, `.` and `..` too; only the `.gitignore` file is read (git does not follow a link to one).
                if name == gitIgnoreName && entry.pointee.d_type != UInt8(DT_LNK) && entry.pointee.d_type != UInt8(DT_DIR) {
                    hasGitIgnore = true
                }
                continue
            }
            if name == nodeModules { continue }
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                // A file system that does not say: ask, without following a link.
                var info = stat()
                guard lstat(folder.path + "/" + String(decoding: name, as: UTF8.self), &info) == 0 else { continue }
                type = kind(of: info.st_mode)
            }
            switch type {
            case Int32(DT_DIR): entries.append((name, .folder))
            case Int32(DT_REG) where isNoteName(name): entries.append((name, .note))
            case Int32(DT_LNK) where isNoteName(name): entries.append((name, .link))
            default: break
            }
        }
        let own = hasGitIgnore ? IgnoreScope(reading: folder.path + "/.gitignore", base: folder.relative,
                                             parent: folder.scope) : nil
        let scope = own ?? folder.scope
        for (name, kind) in entries {
            let relative = folder.relative.isEmpty ? name : folder.relative + [UInt8(ascii: "/")] + name
            if let scope, scope.excludes(relative, nameStart: relative.count - name.count, isFolder: kind == .folder) {
                continue
            }
            let path = folder.path + "/" + String(decoding: name, as: UTF8.self)
            switch kind {
            case .folder:
                folders.append(Folder(path: path, relative: relative, scope: scope))
            case .note:
                notes.append(path)
            case .link:
                // Followed: a note only if it leads to a regular file (a loop fails with ELOOP).
                var info = stat()
                if stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG { notes.append(path) }
            }
        }
    }

    /// Where `folder` is in its git repository, as `.gitignore` patterns see it (its path below the repository's
    /// root), and the `.gitignore` files above it that apply in it: the root's, then each folder's down to its
    /// parent. Outside a repository, or at its root: no path and no file.
    /// - Complexity: a `stat` for each folder up to the root, and reading the `.gitignore` files found.
    private static func repositoryScope(of folder: String) -> (relative: [UInt8], scope: IgnoreScope?) {
        guard let real = realpath(folder, nil) else { return ([], nil) }
        let path = String(cString: real)
        free(real)
        let names = path.split(separator: "/").map(String.init)
        func has(_ name: String, in count: Int, regular: Bool) -> Bool {
            var info = stat()
            let at = "/" + (names[..<count] + [name]).joined(separator: "/")
            return lstat(at, &info) == 0 && (!regular || info.st_mode & S_IFMT == S_IFREG)
        }
        // The nearest folder holding `.git` (a folder, or a file in a linked work tree or a submodule).
        guard let root = (0...names.count).reversed().first(where: { has(".git", in: $0, regular: false) }),
              root < names.count else { return ([], nil) }
        var scope: IgnoreScope?
        for depth in root..<names.count where has(".gitignore", in: depth, regular: true) {
            let base = Array(names[root..<depth].joined(separator: "/").utf8)
            let file = "/" + (names[..<depth] + [".gitignore"]).joined(separator: "/")
            scope = IgnoreScope(reading: file, base: base, parent: scope) ?? scope
        }
        return (Array(names[root...].joined(separator: "/").utf8), scope)
    }

    /// The `DT_` type for a file mode.
    private static func kind(of mode: mode_t) -> Int32 {
        switch mode & S_IFMT {
        case S_IFDIR: Int32(DT_DIR)
        case S_IFREG: Int32(DT_REG)
        case S_IFLNK: Int32(DT_LNK)
        default: Int32(DT_UNKNOWN)
        }
    }

    private static let gitIgnoreName = Array(".gitignore".utf8)
    private static let nodeModules = Array("node_modules".utf8)
}

/// The `.gitignore` files that apply in a folder of the walk: its own (if it has one) and its parents', the
/// deepest first.
private final class IgnoreScope {
    let rules: GitIgnore
    /// How many bytes of a path below the walk's folder come before the path below this file's folder.
    let base: Int
    let parent: IgnoreScope?

    /// The scope of the `.gitignore` at `path`, in the folder at `base` below the walk's; `parent` when that file
    /// cannot be read or holds no pattern.
    convenience init?(reading path: String, base: [UInt8], parent: IgnoreScope?) {
        guard let bytes = try? FileReading.read(path).bytes else { return nil }
        let rules = GitIgnore(bytes)
        guard !rules.isEmpty else { return nil }
        self.init(rules: rules, base: base.isEmpty ? 0 : base.count + 1, parent: parent)
    }

    init(rules: GitIgnore, base: Int, parent: IgnoreScope?) {
        self.rules = rules
        self.base = base
        self.parent = parent
    }

    /// Whether the entry at `relative` (below the walk's folder; its name from `nameStart`) is left out: the
    /// deepest `.gitignore` with a pattern that matches it decides.
    func excludes(_ relative: [UInt8], nameStart: Int, isFolder: Bool) -> Bool {
        relative.withUnsafeBufferPointer { all in
            var scope: IgnoreScope? = self
            while let current = scope {
                let local = UnsafeBufferPointer(rebasing: all[current.base...])
                if let verdict = current.rules.verdict(path: local, nameStart: nameStart - current.base, isFolder: isFolder) {
                    return verdict == .ignored
                }
                scope = current.parent
            }
            return false
        }
    }
}
