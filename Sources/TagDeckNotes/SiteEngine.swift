import TagDeckStore

/// The program that renders a folder of notes, which decides how a text value of `tags` is read: Jekyll splits it
/// on blanks, Obsidian on commas and blanks, Hugo, Docusaurus and plain YAML take it as one tag.
public enum SiteEngine: String, Sendable, CaseIterable {
    case plain, jekyll, hugo, obsidian, docusaurus

    /// How the engine reads one text as tags: the separators it splits on (none: the text is one tag).
    var separators: Set<Unicode.Scalar> {
        switch self {
        case .jekyll: [" ", "\t", "\n", "\r"]
        case .obsidian: [" ", "\t", "\n", "\r", ","]
        case .plain, .hugo, .docusaurus: []
        }
    }

    /// The tags a text value gives, in order, as this engine reads it.
    func split(_ text: String) -> [String] {
        let separators = self.separators
        guard !separators.isEmpty else { return [text] }
        return text.unicodeScalars.split(whereSeparator: { separators.contains($0) }).map { String(String.UnicodeScalarView($0)) }
    }

    /// Whether a tag can be written inside a text value this engine splits, keeping its meaning.
    func canJoin(_ tag: String) -> Bool {
        !separators.isEmpty && !tag.isEmpty && !tag.unicodeScalars.contains(where: separators.contains)
    }

    /// The engine of the site or vault that holds `folder`: the nearest of it and its parents that has a
    /// `_config.yml` (Jekyll), `hugo.toml`, `hugo.yaml`, `hugo.json` or a `config.toml`/`config.yaml` beside
    /// `content/` (Hugo), `.obsidian/` (Obsidian) or `docusaurus.config.*` (Docusaurus); plain YAML when none does.
    /// The search stops at the first folder that holds `.git`.
    /// - Complexity: a few `stat`s for each folder up to the root.
    public static func detect(in folder: String) -> SiteEngine {
        var dir = standardized(folder.isEmpty ? "." : folder)
        for _ in 0..<64 {
            func has(_ name: String) -> Bool { FilePaths.exists(FilePaths.appending(name, to: dir)) }
            if has(".obsidian") { return .obsidian }
            if has("_config.yml") || has("_config.yaml") { return .jekyll }
            if has("hugo.toml") || has("hugo.yaml") || has("hugo.json") { return .hugo }
            if has("content") && (has("config.toml") || has("config.yaml") || has("config.json")) { return .hugo }
            if ["js", "ts", "mjs", "cjs"].contains(where: { has("docusaurus.config.\($0)") }) { return .docusaurus }
            if has(".git") || dir == "/" { break }
            dir = FilePaths.parent(dir)
        }
        return .plain
    }

    /// `path` made absolute (from the current folder) with its `.` and `..` parts resolved by name, links left as
    /// they are.
    private static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FilePaths.appending(path, to: FilePaths.currentDirectory())
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }
}

/// What list of a note's front matter tagdeck curates, and how it reads it: the key (`tags` by default; matched
/// whatever its case, so `Tags:` is read and edited where it is) and the site's engine.
public struct NoteSyntax: Sendable, Equatable {
    /// The key of the list.
    public var key: String
    /// How a text value is read.
    public var engine: SiteEngine
    /// Whether the `#tags` of the notes' bodies count too (``InlineTags``): read, counted, renamed and removed with
    /// the front matter's.
    public var inline: Bool

    /// `tags`, as plain YAML reads it.
    public static let standard = NoteSyntax()

    public init(key: String = "tags", engine: SiteEngine = .plain, inline: Bool = false) {
        self.key = key
        self.engine = engine
        self.inline = inline
    }

    /// Whether a key of the front matter is this list's.
    func matches(_ key: String) -> Bool { key.lowercased() == self.key.lowercased() }
}
