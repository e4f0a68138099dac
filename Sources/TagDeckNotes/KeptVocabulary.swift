import Foundation
import TagDeck
import TagDeckStore
import Yams

/// The tags a folder means to use: its vocabulary file. Docusaurus's `tags.yml` when the folder has one (its
/// top-level keys are the tags), else a tagdeck board file, `.tagdeck/vocabulary.md` (the tags of its top pane).
public struct KeptVocabulary: Sendable {
    /// The file the tags were read from.
    public let path: String
    /// The kept tags, in the file's order.
    public let tags: [String]

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
        let candidates = file.map { [$0] } ?? [folder + "/tags.yml", folder + "/.tagdeck/vocabulary.md"]
        for path in candidates {
            guard file != nil || FileManager.default.fileExists(atPath: path) else { continue }
            let text: String
            do {
                text = String(decoding: try FileReading.read(path).bytes, as: UTF8.self)
            } catch {
                return .failure(.unreadable(path: path, reason: error.reason))
            }
            let isYAML = path.hasSuffix(".yml") || path.hasSuffix(".yaml")
            return (isYAML ? tags(ofTagsYML: text, path: path) : tags(ofBoard: text, path: path))
                .map { KeptVocabulary(path: path, tags: $0) }
        }
        return .failure(.missing(folder: folder))
    }

    /// The top-level keys of a Docusaurus `tags.yml`, in order (an empty file keeps nothing).
    static func tags(ofTagsYML text: String, path: String) -> Result<[String], Failure> {
        do {
            guard let node = try Yams.compose(yaml: text) else { return .success([]) }
            guard let mapping = node.mapping else {
                return .failure(.malformed("\(path): a tags.yml is a mapping of tags to their label and description"))
            }
            return .success(mapping.keys.compactMap(\.string))
        } catch let error as YamlError {
            return .failure(.malformed("\(path): \(error)".split(separator: "\n").first.map(String.init) ?? path))
        } catch {
            return .failure(.malformed("\(path): \(error)"))
        }
    }

    /// The tags of a board file's top pane.
    static func tags(ofBoard text: String, path: String) -> Result<[String], Failure> {
        switch BoardFile.parse(text: text, fileName: path) {
        case .success(let board): .success(board[.top].sections.flatMap { $0.tags.map(\.text) })
        case .failure(let errors): .failure(.malformed(errors.errors.first?.description ?? path))
        }
    }
}
