import Foundation
import XCTest
import TagDeckNotes
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which notes a folder has: Markdown files by their ending, links to files followed, hidden files, node_modules
/// and what nested `.gitignore` files exclude left out; sorted. Checked against a list and against git.
final class NoteWalkTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "tagdeck-walk-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    private func write(_ name: String, _ text: String = "---\ntags: [a]\n---\n") throws {
        let path = folder + "/" + name
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private func link(_ name: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: folder + "/" + name, withDestinationPath: target)
    }

    /// The notes found, relative to the folder.
    private func found() -> [String] {
        Vocabulary.notes(under: folder).map { String($0.dropFirst(folder.count + 1)) }
    }

    /// A folder like a real vault or site: every rule at work, and nested `.gitignore` files.
    private func makeVault() throws {
        for name in ["a.md", "B.MD", "c.markdown", "d.Mdx", "e.txt", "f.md.bak", "sub/g.md", "sub/deep/h.md",
                     ".hidden.md", ".obsidian/i.md", "node_modules/pkg/readme.md", "sub/node_modules/j.md",
                     "build/k.md", "x/build/l.md", "notes.log.md", "drafts/m.md", "drafts/keep/n.md",
                     "site/o.md", "site/p.md", "site/gen/q.md", "site/keep.md", "odd dir/r: s.md", "é/ü.md",
                     "folder.md/t.md"] {
            try write(name)
        }
        try write(".gitignore", "# build output\nbuild/\n*.log.md\ndrafts/*\n!drafts/keep/\n*.bak\n")
        // Anchored to site/; a deeper file includes again what the root's excludes; gen/ is excluded as a folder.
        try write("site/.gitignore", "/o.md\ngen\n!keep.md\n")
        try write("site/sub2/.gitignore", "")
        try write("root.md")
        try write(".gitignore.md")
        // Links: to a note (followed), to a folder (not), dangling, a loop, to itself.
        try link("link.md", to: "a.md")
        try link("sub/up.md", to: "../c.markdown")
        try link("linked-folder.md", to: "sub")
        try link("loop", to: ".")
        try link("dangling.md", to: "nowhere.md")
        try link("loop1.md", to: "loop2.md")
        try link("loop2.md", to: "loop1.md")
        try link("self.md", to: "self.md")
        XCTAssertEqual(mkfifo(folder + "/fifo.md", 0o644), 0)
    }

    func testAVaultsNotesAreFoundByTheRulesAndSorted() throws {
        try makeVault()
        // The root's *.bak does not name notes; site/keep.md is no longer excluded by anything, and stays.
        XCTAssertEqual(found(), ["B.MD", "a.md", "c.markdown", "d.Mdx", "drafts/keep/n.md", "link.md",
                                 "odd dir/r: s.md", "root.md", "site/keep.md", "site/p.md", "sub/deep/h.md",
                                 "sub/g.md", "sub/up.md", "é/ü.md", "folder.md/t.md"].sorted())
        XCTAssertEqual(Vocabulary.notes(under: folder), Vocabulary.notes(under: folder).sorted())
        XCTAssertEqual(Vocabulary.notes(under: folder + "/"), Vocabulary.notes(under: folder))
    }

    /// git's own walk over the same folder, less what tagdeck leaves out besides .gitignore (hidden names,
    /// node_modules, files that are no notes, links that lead to no regular file).
    func testTheWalkAgreesWithGit() throws {
        _ = try GitOracle.git()
        try makeVault()
        // A .gitignore deeper still, re-including below a folder git does enter, and excluding a whole subtree.
        try write("sub/.gitignore", "*.md\n!g.md\n")
        try write("sub/deep/.gitignore", "!*.md\n")
        try write("sub/deep/more/v.md")
        try write("gone/.gitignore", "!*.md\n")
        try write("gone/w.md")
        try write(".gitignore", "build/\n*.log.md\ndrafts/*\n!drafts/keep/\n/gone/\n")
        try GitOracle.initialize(folder)
        let notes = NoteWalk.extensions
        let git = try GitOracle.untracked(in: folder).filter { path in
            let names = path.split(separator: "/")
            var info = stat()
            return !names.contains { $0.hasPrefix(".") || $0 == "node_modules" }
                && notes.contains { path.lowercased().hasSuffix($0) }
                && stat(folder + "/" + path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
        }
        XCTAssertFalse(git.isEmpty)
        XCTAssertEqual(Set(found()), git)
        XCTAssertTrue(found().contains("sub/deep/h.md") && !found().contains("sub/up.md") && !found().contains("gone/w.md"),
                      "\(found())")
    }

    /// A sub-folder of a git repository: the `.gitignore` files of the repository's root and of every folder down
    /// to it apply, each pattern anchored to its own file's folder, as git applies them; outside a repository
    /// only the folder's own files do.
    func testASubFolderOfARepositoryFollowsTheGitIgnoreFilesAboveIt() throws {
        try write("repo/.gitignore", "tmp\n/src/gen/\nsub/x.md\n*.draft.md\n")
        try write("repo/src/.gitignore", "!keep.draft.md\n/only-here.md\n")
        let paths = ["src/a.md", "src/tmp/x.md", "src/deeper/tmp/y.md", "src/gen/z.md", "src/sub/x.md", "src/b.draft.md",
                     "src/keep.draft.md", "src/only-here.md", "src/deeper/only-here.md", "src/deeper/c.md",
                     "src/deeper/sub/x.md"]
        for path in paths { try write("repo/" + path) }
        try FileManager.default.createDirectory(atPath: folder + "/repo/.git", withIntermediateDirectories: true)
        let expected = ["src/a.md", "src/deeper/c.md", "src/deeper/only-here.md", "src/deeper/sub/x.md",
                        "src/keep.draft.md", "src/sub/x.md"]
        let below: (String) -> [String] = { sub in
            Vocabulary.notes(under: self.folder + "/repo/" + sub).map { String($0.dropFirst(self.folder.count + 6)) }
        }
        XCTAssertEqual(below("src"), expected)
        XCTAssertEqual(below("src/"), expected)
        XCTAssertEqual(below("src/deeper"), ["src/deeper/c.md", "src/deeper/only-here.md", "src/deeper/sub/x.md"])
        // Without .git, the folder above is no repository: its .gitignore is not the walk's.
        try FileManager.default.removeItem(atPath: folder + "/repo/.git")
        XCTAssertEqual(below("src/deeper").count, 4)
        // git's own answer, when git is installed.
        _ = try GitOracle.git()
        try GitOracle.initialize(folder + "/repo")
        let ignored = try GitOracle.ignored(paths, in: folder + "/repo")
        XCTAssertEqual(below("src"), paths.filter { !ignored.contains($0) }.sorted())
    }

    func testNoFolderHasNoNotes() throws {
        try write("a.md")
        XCTAssertEqual(Vocabulary.notes(under: folder + "/a.md"), [])
        XCTAssertEqual(Vocabulary.notes(under: folder + "/missing"), [])
        XCTAssertEqual(Vocabulary.notes(under: ""), [])
    }

    /// Ten thousand notes in a hundred folders: all found, in order (a guard against the walk losing or
    /// repeating entries at scale; its speed is not asserted).
    func testTenThousandNotesAreAllFoundInOrder() throws {
        var expected: [String] = []
        for f in 0..<100 {
            try FileManager.default.createDirectory(atPath: folder + "/f\(f)", withIntermediateDirectories: true)
            for n in 0..<100 {
                let name = "f\(f)/n\(n).md"
                _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: nil)
                expected.append(name)
            }
        }
        XCTAssertEqual(found(), expected.sorted())
    }
}
