import XCTest
import TagDeckNotes
import TagDeckStore
import TagDeckTesting

/// Renames, merges and removals across a generated folder of notes in every style: each note that had the tag
/// has the new one (once), every other byte and every other note is as it was, and undo puts every byte back.
final class FolderEditTests: XCTestCase {
    func testRenamesMergesAndRemovalsAcrossAGeneratedFolderAreExactAndUndoneByteForByte() throws {
        let folder = NSTemporaryDirectory() + "tagdeck-folder-edit-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder + "/deeper/still", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var rng = SplitMix64(seed: 4242)
        let vocabulary = ["js", "javascript", "rust", "go", "a: b", "#x", "web dev", "科技"]
        func scalar(_ tag: String) -> String {
            ["a: b", "#x"].contains(tag) || Bool.random(using: &rng) ? "\"\(tag)\"" : tag
        }
        var paths: [String] = []
        for k in 0..<60 {
            let tags = Array(vocabulary.shuffled(using: &rng).prefix(Int.random(in: 0...4, using: &rng)))
            let eol = k % 3 == 0 ? "\r\n" : "\n"
            let front: String
            switch k % 4 {
            case 0: front = "---" + eol + "tags: [" + tags.map(scalar).joined(separator: ", ") + "]" + eol + "---" + eol
            case 1: front = "---" + eol + "title: \(k)" + eol + "tags:" + eol + tags.map { "  - " + scalar($0) + eol }.joined()
                + "---" + eol
            case 2: front = tags.count == 1 ? "---" + eol + "tags: " + scalar(tags[0]) + " # one" + eol + "---" + eol : ""
            default: front = ""
            }
            let path = folder + (k % 5 == 0 ? "/deeper/still" : "") + "/n\(k).md"
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data((front + "Body \(k)" + eol).utf8)))
            paths.append(path)
        }
        func snapshot() -> [String: [UInt8]] {
            Dictionary(uniqueKeysWithValues: paths.map { ($0, (try? FileReading.read($0).bytes) ?? []) })
        }
        func tags(_ bytes: [UInt8]) -> [String] { (try? NoteTags(bytes).tags) ?? ["<broken>"] }
        XCTAssertEqual(Set(Vocabulary.notes(under: folder)), Set(paths))
        for kind: FolderEdit.Kind in [.rename(from: "js", to: "JS"), .rename(from: "js", to: "javascript"), .remove("a: b")] {
            let before = snapshot()
            let edit = FolderEdit.apply(kind, to: paths)
            XCTAssertEqual(edit.failures, [], "\(kind)")
            let after = snapshot()
            for path in paths {
                let (old, new) = (before[path]!, after[path]!)
                XCTAssertEqual(tags(new), kind.apply(to: tags(old)), "\(kind): \(path)")
                if !tags(old).contains(kind == .remove("a: b") ? "a: b" : "js") {
                    XCTAssertEqual(new, old, "\(kind): \(path) did not have the tag and is unchanged")
                } else {
                    XCTAssertTrue(edit.changes.contains { $0.path == path }, "\(kind): \(path) is among the changes")
                    // Everything after the front matter is as it was.
                    let body = String(decoding: old, as: UTF8.self).components(separatedBy: "---").last ?? ""
                    XCTAssertTrue(String(decoding: new, as: UTF8.self).hasSuffix(body), "\(kind): \(path)")
                }
            }
            XCTAssertGreaterThan(edit.changes.count, 0, "\(kind) changed some notes")
            XCTAssertEqual(edit.undo(), [])
            XCTAssertEqual(snapshot(), before, "\(kind): undo puts every byte back")
            XCTAssertEqual(edit.redo(), [])
            XCTAssertEqual(snapshot(), after, "\(kind): redo does it again")
            XCTAssertEqual(edit.undo(), [])
        }
    }
}
