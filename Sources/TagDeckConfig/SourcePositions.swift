/// Where each key of a TOML document is written, so that problems found after parsing (an unknown key, a wrong
/// type) can be reported at a line and column. The parser reports positions for syntax errors only; this reads
/// just the keys' positions from a document that has already parsed, and never its values.
struct SourcePositions {
    /// Where a key and its value start (1-based).
    struct Position: Equatable {
        var line: Int
        var keyColumn: Int
        var valueColumn: Int
    }

    private var positions: [[String]: Position] = [:]

    /// - Complexity: O(length of the text).
    init(text: String) {
        var table: [String] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Array(rawLine.unicodeScalars)
            var i = line.firstIndex { $0 != " " && $0 != "\t" } ?? line.count
            guard i < line.count, line[i] != "#" else { continue }
            if line[i] == "[" {
                // A table header: `[keys]` (an array of tables, `[[x]]`, is not one tagdeck knows).
                var scanner = KeyScanner(line: line, index: i + 1)
                _ = scanner.skipBlanks()
                let nameStart = scanner.index
                if let path = scanner.dottedKey(), scanner.skipBlanks(), scanner.peek == "]" {
                    table = path
                    if positions[path] == nil {
                        positions[path] = Position(line: index + 1, keyColumn: nameStart + 1, valueColumn: nameStart + 1)
                    }
                }
                continue
            }
            var scanner = KeyScanner(line: line, index: i)
            let keyStart = i
            guard let path = scanner.dottedKey(), scanner.skipBlanks(), scanner.peek == "=" else { continue }
            i = scanner.index + 1
            while i < line.count && (line[i] == " " || line[i] == "\t") { i += 1 }
            let full = table + path
            if positions[full] == nil {
                positions[full] = Position(line: index + 1, keyColumn: keyStart + 1, valueColumn: i + 1)
            }
        }
    }

    /// Where `path` (table names, then the key) is written; for a key not found (inside an inline table, say),
    /// where its nearest written parent is; line 1, column 1 when none is.
    func position(of path: [String]) -> Position {
        var path = path
        while !path.isEmpty {
            if let found = positions[path] { return found }
            path.removeLast()
        }
        return Position(line: 1, keyColumn: 1, valueColumn: 1)
    }

    /// The 1-based line of a table header or key, for ordering.
    func line(of path: [String]) -> Int { position(of: path).line }
}

/// Reads a dotted TOML key (`a`, `"a b"`, `a.'b'`) from a line.
private struct KeyScanner {
    let line: [Unicode.Scalar]
    var index: Int

    var peek: Unicode.Scalar? { index < line.count ? line[index] : nil }

    /// Skips spaces and tabs; always true, to chain in conditions.
    mutating func skipBlanks() -> Bool {
        while let c = peek, c == " " || c == "\t" { index += 1 }
        return true
    }

    mutating func dottedKey() -> [String]? {
        var parts: [String] = []
        repeat {
            _ = skipBlanks()
            guard let part = simpleKey() else { return nil }
            parts.append(part)
            _ = skipBlanks()
        } while eat(".")
        return parts
    }

    private mutating func eat(_ c: Unicode.Scalar) -> Bool {
        guard peek == c else { return false }
        index += 1
        return true
    }

    private mutating func simpleKey() -> String? {
        guard let first = peek else { return nil }
        if first == "\"" || first == "'" {
            index += 1
            var text = String.UnicodeScalarView()
            while let c = peek, c != first {
                if c == "\\" && first == "\"" && index + 1 < line.count {
                    index += 1
                }
                text.append(line[index])
                index += 1
            }
            guard eat(first) else { return nil }
            return String(text)
        }
        var text = String.UnicodeScalarView()
        while let c = peek, c.properties.isAlphabetic && c.isASCII || ("0"..."9").contains(c) || c == "-" || c == "_" {
            text.append(c)
            index += 1
        }
        return text.isEmpty ? nil : String(text)
    }
}
