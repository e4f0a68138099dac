extension NotePersistence {
    /// The folder of the note at `path`: what comes before its last `/` (trailing slashes aside), `.` when there
    /// is none, `/` at the root. Any text is taken: `.`, `-` and `./` give `.`, `/` gives `/`.
    /// (Not NSString's `deletingLastPathComponent`, which traps on a one-character path such as `.` or `-`.)
    /// - Complexity: O(n) in the length of `path`.
    public static func folder(of path: String) -> String {
        func trimmingSlashes(_ text: Substring) -> Substring {
            let trimmed = text.reversed().drop { $0 == "/" }
            return text.prefix(trimmed.count)
        }
        let whole = Substring(path)
        let name = trimmingSlashes(whole)
        guard let slash = name.lastIndex(of: "/") else { return name.isEmpty && whole.hasPrefix("/") ? "/" : "." }
        let parent = trimmingSlashes(name[..<slash])
        return parent.isEmpty ? "/" : String(parent)
    }
}
