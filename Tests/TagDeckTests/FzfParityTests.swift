import Foundation
import TagDeck
import TagDeckTestSupport
import XCTest
import TagDeckTesting

/// The filter finds what fzf finds: tagdeck's `TagQuery` against the real `fzf --filter Q --no-sort` on a
/// generated corpus (words, names, paths, texts full of operators, every Latin letter, accented, decomposed, CJK
/// and emoji texts) and generated queries (every operator, `|`, escapes, backslashes, smart case, accents), plus
/// the repros of the issue. Every difference must be one the board guide's table documents; any other fails.
///
/// Runs when fzf is installed (`.ci/run` installs it; in CI a missing fzf fails). Alone:
/// `swift test --filter FzfParityTests`; `TAGDECK_TEST_SEED=<seed>` replays one corpus and query set.
final class FzfParityTests: XCTestCase {
    /// Why a difference is deliberate: the rows of the table in docs/board.md.
    enum Documented: String, CaseIterable {
        case canonicalEquivalence = "canonical equivalence"
        case wholeClusters = "grapheme clusters never split"
        case moreFolding = "more letters fold"
        case anchorsAndBlanks = "^ and $ do not skip blanks"
        case tabInQuery = "a tab in the query is a tab"
    }

    func testTheFilterFindsWhatFzfFinds() throws {
        guard let fzf = Self.fzfPath() else {
            if ProcessInfo.processInfo.environment["CI"] != nil { XCTFail("fzf is not installed; .ci/run installs it") }
            throw XCTSkip("fzf is not installed (apt-get install fzf)")
        }
        var rng = seededGenerator(default: 0x27_F2F)
        let corpus = Self.corpus(using: &rng)
        let queries = Self.fixedQueries + (0..<400).map { _ in Self.randomQuery(from: corpus, using: &rng) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tagdeck-fzf-\(getpid()).txt")
        try (corpus.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let folds = try Self.fzfFolds(fzf, corpus: corpus)

        var pairs = 0, differences = 0
        var documented: [Documented: Int] = [:]
        var unexplained: [String] = []
        for query in queries {
            let theirs = Set(try Self.run(fzf, ["--filter", query, "--no-sort"], input: file))
            let q = TagQuery(query)
            for text in corpus {
                pairs += 1
                let ours = q.matches(text)
                guard ours != theirs.contains(text) else { continue }
                differences += 1
                if let reason = Self.reason(query: q, text: text, oursMatched: ours, fzfFolds: folds) {
                    documented[reason, default: 0] += 1
                } else if unexplained.count < 40 {
                    unexplained.append("query \(Self.show(query)), text \(Self.show(text)): fzf \(!ours), tagdeck \(ours)")
                }
            }
        }
        print("FzfParityTests: \(queries.count) queries x \(corpus.count) texts = \(pairs) pairs, \(differences) "
              + "differ, all documented: "
              + Documented.allCases.map { "\($0.rawValue) \(documented[$0, default: 0])" }.joined(separator: ", "))
        XCTAssertEqual(unexplained, [], "differences from fzf that docs/board.md does not document")
        XCTAssertGreaterThan(pairs, 100_000)
    }

    /// The repros of the issue, and the corner cases of fzf's parser.
    static let fixedQueries = [
        "$", "!$", "'$", "$$", "a$$", "\\!bang", "'back\\slash", "\\^caret", "back\\slash", "!'rt", "!'Rt",
        "rust | cafe", "a |", "| a", "a | | b", "a | b c", "^core go$ | rb$ | py$", "!a | b", "!rust | !go",
        "nguyen", "tran", "pham", "Nguyen", "a", "s", "k", "lodz", "Lodz", "cafe", "Cafe", "café", "strasse",
        "^", "!", "'", "^$", "!^", "!'", "^^a", "!!a", "''a", "!^a", "!a$", "'a$", "^a$", "a\\ b", "'a\\ b",
        "a\\", "\\", "\\\\", "x\\ ", " rust ", "rust  go", "Ø", "ø", "æ", "ß", "ı", "İ", "汉", "字", "🎵", "👨",
        "'|", "|", "||", "a|b", "!|",
    ]

    // MARK: The corpus

    static func corpus(using rng: inout SplitMix64) -> [String] {
        let words = ["rust", "Rust", "go", "cafe", "Café", "abc", "foo$bar", "back\\slash", "caret^", "!bang", "a|b",
                     "it's", "x'y", "$HOME", "^start", "end$", "a b", "a  b", "core.go", "core.rb", "core.py",
                     "core/main.go", "src/TagDeck/Filter/TagQuery.swift", "README.md", "Makefile", "rt", "Rt",
                     "Nguyễn Văn An", "Trần Hưng Đạo", "Phạm Minh", "Huỳnh", "Lê", "Đặng", "Łódź", "Ærø",
                     "Œuvre", "Straße", "GROẞ", "\u{212B}ngström", "\u{212A}elvin", "İstanbul", "ıi", "Søren",
                     "Zürich", "São Paulo", "e\u{301}clair", "Cafe\u{301}", "汉字", "科技", "ゲーム", "한국어",
                     "🎵 Music", "👨‍👩‍👧 family", "🇫🇷 flag", "👍🏽 ok", "a\tb", " leading", "trailing ",
                     "Home & Garden", "x-y_z", "Photography", "Open Source", "tag 1", "tag 10", "back\\ slash"]
        var corpus = words
        // Every Latin letter of the folding range, between two letters.
        for value in 0xC0...0x2184 {
            guard let scalar = Unicode.Scalar(value), scalar.properties.name?.contains("LATIN") == true,
                  scalar.properties.generalCategory != .nonspacingMark else { continue }
            corpus.append("x" + String(Character(scalar)) + "y")
        }
        // Random joins of pieces.
        for _ in 0..<600 {
            let count = Int.random(in: 1...3, using: &rng)
            corpus.append((0..<count).map { _ in words.randomElement(using: &rng)! }
                .joined(separator: ["", " ", "-", "/"].randomElement(using: &rng)!))
        }
        var seen = Set<String>()
        // fzf reads lines: no text may hold a newline; duplicates (by bytes) are kept once.
        return corpus.filter { !$0.contains("\n") && seen.insert($0).inserted }
    }

    static func randomQuery(from corpus: [String], using rng: inout SplitMix64) -> String {
        var words: [String] = []
        for k in 0..<Int.random(in: 1...3, using: &rng) {
            if k > 0 && Int.random(in: 0..<4, using: &rng) == 0 { words.append("|") }
            let text = Array(corpus.randomElement(using: &rng)!)
            let length = min(text.count, Int.random(in: 1...4, using: &rng))
            let start = Int.random(in: 0...(text.count - length), using: &rng)
            var body = String(text[start..<(start + length)])
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: body = body.lowercased()
            case 1: body = body.uppercased()
            case 2: body = String(body.unicodeScalars.filter(\.isASCII).map(Character.init))
            default: break
            }
            body = body.replacingOccurrences(of: " ", with: "\\ ")
            if Int.random(in: 0..<10, using: &rng) == 0 { body.insert("\\", at: body.startIndex) }
            let prefix = ["", "", "", "'", "^", "!", "!'", "!^"].randomElement(using: &rng)!
            let suffix = Int.random(in: 0..<5, using: &rng) == 0 ? "$" : ""
            words.append(prefix + body + suffix)
        }
        return words.joined(separator: " ")
    }

    // MARK: Why a difference is deliberate

    /// The documented reason for a difference, or nil. Each reason applies only in the direction it explains.
    static func reason(query: TagQuery, text: String, oursMatched: Bool,
                       fzfFolds: [Unicode.Scalar: Character]) -> Documented? {
        let scalars = Array(text.unicodeScalars)
        // tagdeck compares clusters as canonically equivalent; fzf compares code points.
        // (Strings compare as canonically equivalent: their scalars tell the forms apart.)
        func composed(_ t: String) -> Bool {
            Array(t.precomposedStringWithCanonicalMapping.unicodeScalars) == Array(t.unicodeScalars)
        }
        let decomposed = scalars.contains { $0.properties.canonicalCombiningClass != .notReordered }
            || !composed(text) || !composed(query.text)
        if decomposed { return .canonicalEquivalence }
        // A term never matches part of a cluster (a ZWJ sequence, a flag, a skin tone, a letter and its marks).
        if !oursMatched && text.contains(where: { $0.unicodeScalars.count > 1 }) { return .wholeClusters }
        // tagdeck folds letters fzf leaves alone (a capital one for a case-sensitive term too): a term finds more
        // texts, an excluded term leaves out more.
        let queryScalars = Array(query.text.unicodeScalars)
        for term in query.terms where term.foldsAccents {
            if (scalars + queryScalars).contains(where: { folds($0, caseSensitive: term.caseSensitive, fzfFolds) }) {
                return .moreFolding
            }
        }
        // fzf's ^ and $ skip blanks at the start and end of the text.
        let anchored = query.terms.contains { [.prefix, .suffix, .whole].contains($0.kind) }
        if anchored, let first = text.first, let last = text.last, first.isWhitespace || last.isWhitespace {
            return .anchorsAndBlanks
        }
        // fzf turns a tab typed in a query into a space.
        if query.text.contains("\t") { return .tabInQuery }
        return nil
    }

    /// Whether tagdeck folds `scalar` to a letter that fzf does not fold it to, for a term of that case.
    private static func folds(_ scalar: Unicode.Scalar, caseSensitive: Bool,
                              _ fzfFolds: [Unicode.Scalar: Character]) -> Bool {
        guard !scalar.isASCII else { return false }
        let letters = caseSensitive ? Self.capitals : Self.smallLetters
        let ours = letters.first { TagQuery(String($0)).matches(String(Character(scalar))) }
        let theirs = fzfFolds[scalar].flatMap { letters.contains($0) ? $0 : nil }
        return ours != nil && ours != theirs
    }

    static let smallLetters = Array("abcdefghijklmnopqrstuvwxyz")
    static let capitals = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")

    /// What fzf folds each non-ASCII scalar of the corpus to: the letter whose one-letter query finds it alone
    /// (a small letter, as a case-insensitive query finds it; else a capital, as a case-sensitive one does).
    static func fzfFolds(_ fzf: String, corpus: [String]) throws -> [Unicode.Scalar: Character] {
        var scalars = Set<Unicode.Scalar>()
        for text in corpus + fixedQueries { for s in text.unicodeScalars where !s.isASCII { scalars.insert(s) } }
        let lines = scalars.sorted { $0.value < $1.value }.map { String(Character($0)) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tagdeck-fzf-letters-\(getpid()).txt")
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        var folds: [Unicode.Scalar: Character] = [:]
        for letter in capitals + smallLetters {
            for line in try run(fzf, ["--filter", String(letter), "--no-sort"], input: file) {
                if let s = line.unicodeScalars.first, line.unicodeScalars.count == 1 { folds[s] = letter }
            }
        }
        return folds
    }

    // MARK: Running fzf

    static func fzfPath() -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = String(dir) + "/fzf"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// fzf's output lines for `arguments`, reading `input`, with no options from the environment.
    static func run(_ fzf: String, _ arguments: [String], input: URL) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: fzf)
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        process.standardInput = try FileHandle(forReadingFrom: input)
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().map(String.init)
    }

    private static func show(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 ? String($0) : "\\u{\(String($0.value, radix: 16))}" }
            .joined() + "\""
    }
}
