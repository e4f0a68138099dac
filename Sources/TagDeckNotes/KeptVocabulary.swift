import TagDeck
import TagDeckStore
import TagDeckYAML

/// The tags a folder means to use: its vocabulary file. Docusaurus's `tags.yml` when the folder has one (its
/// top-level keys are the tags), else a tagdeck board file, `.tagdeck/vocabulary.md` (the tags of its top pane).
public struct KeptVocabulary: Sendable {
    /// The file the tags were read from.
    public let path: String
    /// The kept tags, in the file's order.
    public var tags: [String] { sections.flatMap { $0.tags.map(\.text) } }
    /// The kept tags in the file's sections: a board file's top pane's, or one section for a `tags.yml`.
    public let sections: [Section]
    /// The board file read (its bottom pane and titles are written back as they were); nil for a `tags.yml`.
    let boardFile: Board?
    /// A `tags.yml` read as blocks of lines, to be edited in place; nil for a board file.
    let tagsFile: TagsFile?

    /// Whether the path names a Docusaurus `tags.yml` (any `.yml` or `.yaml` file), not a board file.
    static func isTagsYML(_ path: String) -> Bool { path.hasSuffix(".yml") || path.hasSuffix(".yaml") }

    /// The board file a folder without a vocabulary gets when a first tag is kept.
    static func boardFilePath(folder: String) -> String { folder + "/.tagdeck/vocabulary.md" }

    /// Why there is no vocabulary to read: one line each.
    public enum Failure: Error, Equatable, Sendable {
        /// The folder has neither file, and none was named.
        case missing(folder: String)
        /// The file could not be read.
        case unreadable(path: String, reason: String)
        /// The file is no vocabulary: `PATH:LINE:COLUMN: message` or `PATH: message`.
        case malformed(String)

        /// The line to say.
        public var message: String {
            switch self {
            case .missing(let folder):
                "\(folder) has no vocabulary: neither tags.yml nor .tagdeck/vocabulary.md (--file FILE names one)"
            case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
            case .malformed(let message): message
            }
        }
    }

    /// The vocabulary of `folder`: the file `file` when given (a `.yml` or `.yaml` file is read as Docusaurus's
    /// `tags.yml`, anything else as a board file), else the folder's `tags.yml`, else its `.tagdeck/vocabulary.md`.
    public static func load(folder: String, file: String? = nil) -> Result<KeptVocabulary, Failure> {
        let candidates = file.map { [$0] } ?? [folder + "/tags.yml", boardFilePath(folder: folder)]
        for path in candidates {
            guard file != nil || FilePaths.exists(path) else { continue }
            let bytes: [UInt8]
            do {
                bytes = try FileReading.read(path).bytes
            } catch {
                return .failure(.unreadable(path: path, reason: error.reason))
            }
            return read(bytes, path: path)
        }
        return .failure(.missing(folder: folder))
    }

    /// The vocabulary the file's `bytes` hold, read from `path`: refused when they are not UTF-8 (a file written
    /// back must give back every byte it did not change).
    static func read(_ bytes: [UInt8], path: String) -> Result<KeptVocabulary, Failure> {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(.malformed("\(path): its bytes are not valid UTF-8"))
        }
        return read(text, path: path)
    }

    /// The vocabulary `text` holds, read from `path` (a `tags.yml` by its name, else a board file).
    static func read(_ text: String, path: String) -> Result<KeptVocabulary, Failure> {
        if isTagsYML(path) {
            // Read as Docusaurus reads it; edited in place only when its keys are written one a line.
            return tags(ofTagsYML: text, path: path).map { tags in
                KeptVocabulary(path: path, sections: [Section(tags: tags.map { Tag($0) })], boardFile: nil,
                               tagsFile: try? TagsFile.parse(text, path: path).get())
            }
        }
        switch BoardFile.parse(text: text, fileName: path) {
        case .success(let board): return .success(KeptVocabulary(path: path, sections: board[.top].sections, boardFile: board, tagsFile: nil))
        case .failure(let errors): return .failure(.malformed(errors.errors.first?.description ?? path))
        }
    }

    /// The top-level keys of a Docusaurus `tags.yml`, in order (an empty file keeps nothing).
    static func tags(ofTagsYML text: String, path: String) -> Result<[String], Failure> {
        do {
            guard let node = try YAMLComposer.compose(text, resolvingPlainScalars: true) else { return .success([]) }
            guard let mapping = node.mapping else {
                return .failure(.malformed("\(path): a tags.yml is a mapping of tags to their label and description"))
            }
            return .success(mapping.compactMap(\.key.string))
        } catch {
            return .failure(.malformed("\(path): \(error)".split(separator: "\n").first.map(String.init) ?? path))
        }
    }

}
