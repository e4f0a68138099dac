import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Helpers for the end-to-end tests about board files, the picker and the command line: a scratch
/// directory per test, file identities, and mouse drags found by chip text on the screen.
enum FileTests {
    /// A fresh directory for one test's files. ``remove()`` deletes it and everything in it.
    final class Scratch {
        let path: String

        init() throws {
            var template = Array((NSTemporaryDirectory() + "tagdeck-files-XXXXXX").utf8CString)
            guard let made = mkdtemp(&template) else {
                throw TmuxSession.SessionError("mkdtemp failed: \(errno)")
            }
            path = String(cString: made)
        }

        /// The path of `name` in the directory.
        func file(_ name: String) -> String { path + "/" + name }

        /// Writes `text` to `name` with permissions `mode`; returns the path.
        @discardableResult
        func write(_ name: String, _ text: String, mode: mode_t = 0o644) throws -> String {
            let target = file(name)
            try Data(text.utf8).write(to: URL(fileURLWithPath: target))
            guard chmod(target, mode) == 0 else { throw TmuxSession.SessionError("chmod failed: \(errno)") }
            return target
        }

        /// The names in the directory, sorted.
        var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }

        /// Deletes the directory and its contents.
        func remove() { try? FileManager.default.removeItem(atPath: path) }
    }

    /// The bytes of the file at `path`, or nil when it cannot be read.
    static func bytes(_ path: String) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return [UInt8](data)
    }

    /// The text of the file at `path`, or nil when it cannot be read.
    static func text(_ path: String) -> String? { bytes(path).map { String(decoding: $0, as: UTF8.self) } }

    /// What identifies one version of a file on disk: inode, size, permissions and modification time.
    struct Identity: Equatable, CustomStringConvertible {
        var inode: UInt64
        var size: Int64
        var mode: mode_t
        var seconds: Int
        var nanoseconds: Int

        init?(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            mode = info.st_mode & 0o7777
            seconds = Int(info.st_mtim.tv_sec)
            nanoseconds = Int(info.st_mtim.tv_nsec)
        }

        var description: String {
            "inode \(inode), \(size) bytes, mode \(String(mode, radix: 8)), mtime \(seconds).\(nanoseconds)"
        }
    }

    /// A tagdeck run in `directory` (so its messages name files briefly) with `arguments`, in a tmux pane.
    /// `prefix` is shell text put before the program (e.g. a pipe), `suffix` after it (e.g. redirections).
    static func session(in directory: String, _ arguments: [String], prefix: String = "",
                        suffix: String = "", environment: [String: String] = TmuxSession.environment()) throws
        -> TmuxSession {
        let command = "cd " + TmuxSession.quote(directory) + " && " + prefix
            + TmuxSession.inEnvironment(environment, try TmuxSession.tagdeckCommand(arguments))
            + suffix
        return try TmuxSession(command: command)
    }

    /// The screen's last line: the status line.
    static func statusLine(_ s: TmuxSession) -> String {
        s.capture().split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast(while: { $0.isEmpty }).last.map(String.init) ?? ""
    }

    /// Waits until the status line contains `text`.
    static func waitForStatus(_ s: TmuxSession, _ text: String, timeout: TimeInterval = 10) -> Bool {
        s.waitUntil(timeout: timeout) { statusLine(s).contains(text) }
    }

    /// A screen cell, 1-based as in mouse sequences.
    struct Cell: Equatable {
        var x: Int
        var y: Int
    }

    /// Where the chip `[text]` is drawn: its second cell (the first letter), 1-based; nil when not shown.
    /// Every character on these screens (box drawing included) is one cell wide.
    static func chip(_ text: String, in screen: String) -> Cell? {
        for (row, line) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: "[" + text + "]") {
                return Cell(x: line.distance(from: line.startIndex, to: range.lowerBound) + 2, y: row + 1)
            }
        }
        return nil
    }

    /// Waits for the chip `[text]` to be shown on a settled screen (two captures in a row alike, so no
    /// animation frame is half drawn) and returns where.
    static func waitForChip(_ s: TmuxSession, _ text: String, file: StaticString = #filePath,
                            line: UInt = #line) throws -> Cell {
        var found: Cell?
        var previous = ""
        s.waitUntil {
            let screen = s.capture()
            defer { previous = screen }
            found = screen == previous ? chip(text, in: screen) : nil
            return found != nil
        }
        return try XCTUnwrap(found, "no [\(text)] on the screen:\n\(s.capture())", file: file, line: line)
    }

    // SGR mouse sequences, 1-based.
    static func press(_ c: Cell) -> String { "\u{1B}[<0;\(c.x);\(c.y)M" }
    static func motion(_ c: Cell) -> String { "\u{1B}[<32;\(c.x);\(c.y)M" }
    static func release(_ c: Cell) -> String { "\u{1B}[<0;\(c.x);\(c.y)m" }
    static func rightPress(_ c: Cell) -> String { "\u{1B}[<2;\(c.x);\(c.y)M" }
    static func rightRelease(_ c: Cell) -> String { "\u{1B}[<2;\(c.x);\(c.y)m" }

    /// Presses the chip `[text]` and moves the pointer to `target` (through a point one row lower first, so
    /// the move lifts it), then waits until the status line says it is being dragged: `dragging` when given
    /// (where the slot is once the pointer is at `target`), else `Dragging 'TEXT'`.
    static func lift(_ s: TmuxSession, _ text: String, to target: Cell, dragging: String? = nil,
                     file: StaticString = #filePath, line: UInt = #line) throws {
        let start = try waitForChip(s, text, file: file, line: line)
        s.sendLiteral(press(start))
        s.sendLiteral(motion(Cell(x: start.x + 1, y: start.y + 1)))
        s.sendLiteral(motion(target))
        let expected = dragging ?? "Dragging '\(text)'"
        XCTAssertTrue(waitForStatus(s, expected),
                      "expected \(expected) from \(start) at \(target):\n\(s.capture())", file: file, line: line)
    }

    /// Drags the chip `[text]` to `target` and releases it there, then waits for the status line to say
    /// `expectedStatus`.
    static func drag(_ s: TmuxSession, _ text: String, to target: Cell, dragging: String? = nil,
                     expectedStatus: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try lift(s, text, to: target, dragging: dragging, file: file, line: line)
        s.sendLiteral(release(target))
        XCTAssertTrue(waitForStatus(s, expectedStatus), "status: \(statusLine(s))\n\(s.capture())",
                      file: file, line: line)
    }

    /// Waits until the file at `path` reads differently from `old` (or appears), and returns its text.
    static func waitForChange(_ s: TmuxSession, _ path: String, from old: [UInt8]?) -> String? {
        var now: [UInt8]?
        s.waitUntil { now = bytes(path); return now != nil && now != old }
        return now.flatMap { $0 == old ? nil : String(decoding: $0, as: UTF8.self) }
    }
}

private extension BidirectionalCollection {
    func dropLast(while predicate: (Element) -> Bool) -> SubSequence {
        var end = endIndex
        while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
        return self[startIndex..<end]
    }
}

/// A test case with a fresh scratch directory and at most one tmux session, both cleaned up after each test.
class ScratchSessionTestCase: XCTestCase {
    var scratch: FileTests.Scratch!
    var session: TmuxSession?

    override func setUpWithError() throws {
        try super.setUpWithError()
        scratch = try FileTests.Scratch()
    }

    override func tearDown() {
        session?.close()
        session = nil
        scratch.remove()
        super.tearDown()
    }
}
