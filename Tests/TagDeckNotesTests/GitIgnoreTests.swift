import Foundation
import XCTest
import TagDeckNotes

/// `.gitignore` rules as git applies them: a table of cases drawn from gitignore(5), each checked against git's
/// own answer (`git check-ignore`) when git is installed.
final class GitIgnoreTests: XCTestCase {
    /// A `.gitignore`, and paths below its folder with whether git ignores them. A path ending in `/` is a folder.
    struct Case {
        var rules: String
        var paths: [(path: String, ignored: Bool)]
        init(_ rules: String, _ paths: [(String, Bool)]) {
            self.rules = rules
            self.paths = paths.map { (path: $0.0, ignored: $0.1) }
        }
    }

    static let cases: [Case] = [
        // A name without a slash matches at any depth, a file or a folder.
        Case("foo\n", [("foo", true), ("a/foo", true), ("b/foo/", true), ("x/foox", false), ("foo2", false)]),
        // A trailing slash: folders only; what is inside an excluded folder is excluded with it.
        Case("foo/\n", [("foo", false), ("a/foo/", true), ("b/foo/x.md", true)]),
        // A slash at the start or in the middle anchors the pattern to the .gitignore's folder.
        Case("/foo\na/bar\ndoc/*.txt\n*/x\n", [("foo", true), ("a/foo", false), ("a/bar", true), ("b/a/bar", false),
                                              ("doc/a.txt", true), ("doc/s/a.txt", false), ("c/x", true),
                                              ("c/d/x", false), ("x", false)]),
        // `?` is one byte, never a slash (so not one é, which is two).
        Case("?.md\n", [("x.md", true), ("xy.md", false), ("é.md", false)]),
        // Bracket expressions: sets, ranges, negation with ! or ^, a leading ], a trailing -, classes.
        Case("[abc].md\n[!x-z]1.md\n[^q]2.md\n[]]3.md\n[[:digit:]]4.md\n[a-]5.md\n",
             [("a.md", true), ("d.md", false), ("x1.md", false), ("a1.md", true), ("q2.md", false), ("r2.md", true),
              ("]3.md", true), ("54.md", true), ("a4.md", false), ("-5.md", true), ("b5.md", false)]),
        // An unclosed bracket or an unknown class matches nothing.
        Case("[\n[[:foo:]]x\n", [("[", false), ("ax", false)]),
        // `**`: leading `**/`, trailing `/**` (what is inside, not the folder), middle `/**/` (zero or more
        // folders); elsewhere it is a `*`.
        Case("**/foo\n**/bar/baz\nabc/**\na/**/b\nfoo**bar\nq/**z\n",
             [("foo", true), ("x/y/foo", true), ("bar/baz", true), ("q1/bar/baz", true), ("abc/", false),
              ("abc/x", true), ("abc/d/y", true), ("a/b", true), ("a/x/b", true), ("a/x/y/b", true), ("a/xb", false),
              ("fooxbar", true), ("x/fooqbar", true), ("q/z", true), ("q/xz", true), ("q/x/z", false)]),
        Case("foo/**/\na/b/**/\n", [("foo/", false), ("foo/a/", true), ("foo/b", false), ("a/b/", false),
                                    ("a/b/c/", true), ("a/b/x", false), ("a/b/c/d.md", true)]),
        Case("**\n", [("x", true), ("d/y", true)]),
        // Comments, blank lines, lines of spaces; `\#` and `\!` start a pattern with # and !.
        Case("#c\n\\#x\n\\!y\n\n   \n", [("#c", false), ("#x", true), ("!y", true), ("c", false)]),
        // The last match decides: ! includes again.
        Case("*.md\n!keep.md\n", [("x.md", true), ("keep.md", false), ("a/keep.md", false), ("a/x.md", true)]),
        // ...but never below an excluded folder.
        Case("*\n!*.md\n", [("x.md", false), ("y.txt", true), ("sub/z.md", true)]),
        // The example of gitignore(5): everything but foo/bar.
        Case("/*\n!/foo\n/foo/*\n!/foo/bar\n", [("x", true), ("foo/x", true), ("foo/bar/y.md", false)]),
        // An escaped wildcard is literal; matching is case-sensitive.
        Case("a\\*b\n*.MD\n", [("a*b", true), ("axb", false), ("x.md", false), ("X.MD", true)]),
        // Trailing spaces are dropped unless escaped; leading ones count.
        Case(" lead\nfoo \\ \nbar  \n", [(" lead", true), ("lead", false), ("foo  ", true), ("foo ", false),
                                          ("bar", true), ("bar ", false)]),
        // A pattern ending in a backslash matches nothing; `x//` is `x/` after the one folder slash.
        Case("foo\\\nx//\n", [("foo\\", false), ("foo", false), ("x/", false)]),
        // CRLF line ends and a byte order mark.
        Case("\u{FEFF}bom\r\nbar \r\n", [("bom", true), ("bar", true)]),
    ]

    /// Whether the rules ignore `path` as git does: a folder above it excluded, or its own last match.
    private func ignored(_ rules: GitIgnore, _ path: String) -> Bool {
        let isFolder = path.hasSuffix("/")
        let names = path.split(separator: "/").map(String.init)
        for depth in 1...names.count {
            let prefix = names[..<depth].joined(separator: "/")
            if rules.verdict(for: prefix, isFolder: depth < names.count || isFolder) == .ignored { return true }
        }
        return false
    }

    func testTheTableOfCases() {
        for c in Self.cases {
            let rules = GitIgnore(c.rules)
            for (path, expected) in c.paths {
                XCTAssertEqual(ignored(rules, path), expected, "\(c.rules.debugDescription) on \(path.debugDescription)")
            }
        }
    }

    /// The same table, against git: the expectations are git's, not this code's.
    func testTheTableIsWhatGitSays() throws {
        _ = try GitOracle.git()
        for c in Self.cases {
            let folder = NSTemporaryDirectory() + "tagdeck-gitignore-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try GitOracle.initialize(folder)
            try Data(c.rules.utf8).write(to: URL(fileURLWithPath: folder + "/.gitignore"))
            for (path, _) in c.paths {
                let full = folder + "/" + path
                if path.hasSuffix("/") {
                    try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
                } else {
                    try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                            withIntermediateDirectories: true)
                    _ = FileManager.default.createFile(atPath: full, contents: Data())
                }
            }
            let paths = c.paths.map { $0.path.hasSuffix("/") ? String($0.path.dropLast()) : $0.path }
            let ignored = try GitOracle.ignored(paths, in: folder)
            for ((path, expected), asked) in zip(c.paths, paths) {
                XCTAssertEqual(ignored.contains(asked), expected, "git on \(c.rules.debugDescription), \(path.debugDescription)")
            }
        }
    }

    func testPatternsAreReadAsGitReadsThem() throws {
        let rules = GitIgnore("# comment\n\n!/docs/\nbuild/ \n\\#hash\n")
        XCTAssertEqual(rules.patterns.count, 3)
        let docs = try XCTUnwrap(rules.patterns.first)
        XCTAssertEqual(docs.glob, Array("docs".utf8))
        XCTAssertTrue(docs.isNegated && docs.isFolderOnly && docs.isAnchored)
        let build = rules.patterns[1]
        XCTAssertEqual(build.glob, Array("build".utf8))
        XCTAssertTrue(build.isFolderOnly && !build.isAnchored && !build.isNegated)
        XCTAssertEqual(rules.patterns[2].glob, Array("\\#hash".utf8))
        XCTAssertTrue(GitIgnore("# only a comment\n\n").isEmpty)
    }

    /// Many stars on a long path that does not match: each `*` gives up at the first slash instead of trying
    /// every split (this would not end in any reasonable time otherwise).
    func testManyStarsDoNotTryEverySplit() {
        let rules = GitIgnore("*a*a*a*a*a*a*a*a*a*a*b\n**/*a*a*a*a*a*a*a*a*c/**/d\n")
        let path = Array(repeating: String(repeating: "a", count: 30), count: 20).joined(separator: "/")
        XCTAssertNil(rules.verdict(for: path, isFolder: false))
    }
}
