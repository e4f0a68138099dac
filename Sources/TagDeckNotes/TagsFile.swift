import TagDeckStore
import TagDeckYAML

/// A Docusaurus `tags.yml` edited in place: its top-level keys are the kept tags, each with the lines that follow it
/// (its label, description, permalink, its comments) as one block. Keeping a tag adds its block, no longer keeping
/// it takes its block out, a rename rewrites the key on its line, a reorder moves whole blocks; every other byte
/// (the comments before the first key, the values, the blank lines, the line endings) stays as it was.
struct TagsFile: Equatable {
    /// One top-level key and its lines: the comment lines right above it (after the first key), the key's line,
    /// and every line up to the next block, each with its line ending.
    struct Block: Equatable {
        var tag: String
        var lines: [Substring]
        /// Where on ``lines`` the key's line is.
        var keyLine: Int
    }

    /// The lines before the first block.
    var preamble: [Substring]
    var blocks: [Block]
    /// The file's line ending: `\r\n` when its first line has one.
    let newline: String

    /// The blocks of `text`, or why it cannot be edited in place: a key that is not at the start of its line (a
    /// flow mapping, `{a: 1}`), a value on the key's line that runs on the next lines, or no mapping at all.
    static func parse(_ text: String, path: String) -> Result<TagsFile, KeptVocabulary.Failure> {
        let lines = Self.lines(text)
        let newline = lines.first?.hasSuffix("\r\n") == true ? "\r\n" : "\n"
        let node: YAMLNode?
        do { node = try YAMLComposer.compose(text, resolvingPlainScalars: true) } catch {
            return .failure(.malformed("\(path): \(error)".split(separator: "\n").first.map(String.init) ?? path))
        }
        guard let node else { return .success(TagsFile(preamble: lines, blocks: [], newline: newline)) }
        guard let mapping = node.mapping else {
            return .failure(.malformed("\(path): a tags.yml is a mapping of tags to their label and description"))
        }
        var keys: [(tag: String, line: Int)] = []
        for key in mapping.map(\.key) {
            let mark = key.mark
            guard let tag = key.string, mark.column == 1, mark.line >= 1, mark.line <= lines.count,
                  mark.line > (keys.last?.line ?? 0) else {
                let line = key.mark.line
                return .failure(.malformed("\(path):\(line): this tags.yml cannot be edited in place (a key not at the start of its line): edit it by hand"))
            }
            keys.append((tag, mark.line - 1))
        }
        var starts = keys.map(\.line)
        // Comment lines right above a key (after the first) go with it.
        for k in starts.indices.dropFirst() {
            while starts[k] - 1 > keys[k - 1].line && lines[starts[k] - 1].first == "#" { starts[k] -= 1 }
        }
        let blocks = keys.indices.map { k in
            let end = k + 1 < starts.count ? starts[k + 1] : lines.count
            return Block(tag: keys[k].tag, lines: Array(lines[starts[k]..<end]), keyLine: keys[k].line - starts[k])
        }
        return .success(TagsFile(preamble: Array(lines[..<(starts.first ?? lines.count)]), blocks: blocks, newline: newline))
    }

    /// The text with `tags` kept, in that order: each tag's own block, or, for a tag renamed (`renamedFrom[new]` is
    /// its old name), the old one's block with its key rewritten, or a block remembered from earlier (`remembered`),
    /// or a new one, `tag:` (Docusaurus takes a key without a value: its label is the tag).
    func text(keeping tags: [String], renamedFrom: [String: String] = [:], remembered: [String: Block] = [:]) -> String {
        let mine = Dictionary(blocks.map { ($0.tag, $0) }, uniquingKeysWith: { first, _ in first })
        // Blocks that follow each other in the file stay as they are; others are set apart as the file sets its
        // blocks apart: after a blank line when its first block ends with one.
        var follows: [String: String] = [:]
        for (a, b) in zip(blocks, blocks.dropFirst()) { follows[b.tag] = a.tag }
        let apart = blocks.count > 1 && blocks[0].lines.last?.allSatisfy(\.isWhitespace) == true
        var out = preamble.joined()
        var previous: (block: Block, was: String)?
        for tag in tags {
            var block: Block
            if let own = mine[tag] {
                block = own
            } else if let old = renamedFrom[tag], let theirs = mine[old] ?? remembered[old] {
                block = theirs
                block.lines[block.keyLine] = Substring(Self.key(tag) + Self.afterKey(block.lines[block.keyLine]))
                block.tag = tag
            } else if let earlier = remembered[tag] {
                block = earlier
            } else {
                block = Block(tag: tag, lines: [Substring(Self.key(tag) + ":" + newline)], keyLine: 0)
            }
            if !out.isEmpty && out.utf8.last != UInt8(ascii: "\n") { out += newline }
            // A block renamed is where its old name was.
            let was = mine[tag] == nil ? renamedFrom[tag] ?? tag : tag
            if let previous, apart, previous.block.lines.last?.allSatisfy(\.isWhitespace) == false,
               follows[was] != previous.was {
                out += newline
            }
            out += block.lines.joined()
            previous = (block, was)
        }
        return out
    }

    /// The key as written: plain when YAML reads it back as the same text, else double-quoted.
    static func key(_ tag: String) -> String {
        if let node = try? YAMLComposer.compose(tag + ":\n", resolvingPlainScalars: true),
           case .scalar(tag, _, .plain, _)? = node.mapping?.first?.key, !tag.contains("#") {
            return tag
        }
        return BoardJSON.quoted(tag)
    }

    /// What follows the key on its line: from the `:` that ends it (a quoted key's closing quote skipped).
    static func afterKey(_ line: Substring) -> Substring {
        var i = line.startIndex
        if let quote = line.first, quote == "\"" || quote == "'" {
            i = line.index(after: i)
            while i < line.endIndex {
                if line[i] == "\\" && quote == "\"" { i = line.index(i, offsetBy: 2, limitedBy: line.endIndex) ?? line.endIndex; continue }
                if line[i] == quote { i = line.index(after: i); break }
                i = line.index(after: i)
            }
        }
        while i < line.endIndex {
            if line[i] == ":" {
                let next = line.index(after: i)
                if next == line.endIndex || line[next] == " " || line[next] == "\t" || line[next] == "\r" || line[next] == "\n" {
                    return line[i...]
                }
            }
            i = line.index(after: i)
        }
        return ":\n"
    }

    /// The lines of `text`, each with its ending (`\n` or `\r\n`); the last one without, if the text has none.
    static func lines(_ text: String) -> [Substring] {
        var out: [Substring] = []
        var start = text.startIndex
        for i in text.indices where text[i] == "\n" || text[i] == "\r\n" {
            let end = text.index(after: i)
            out.append(text[start..<end])
            start = end
        }
        if start < text.endIndex { out.append(text[start...]) }
        return out
    }
}
