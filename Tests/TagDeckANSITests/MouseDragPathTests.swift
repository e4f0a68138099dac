#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(Runtime)
import Runtime
#endif
import Foundation
import TagDeck
import TagDeckANSI
import TagDeckTesting
import XCTest

/// A mouse drag's report reaches the board in at most ten of tagdeck's own calls, from the terminal's read to the
/// board's change (see "The path of a mouse drag" in docs/ARCHITECTURE.md).
///
/// The bytes of SGR mouse reports are written to a pipe and read as the terminal reads them: by the one
/// `TerminalReader` both front ends use, whose decoder hands each event to a closure that dispatches it to the
/// deck, as the run loop's does. At every change of the tags' places on the board (`BoardMoveWatch`, debug
/// builds only) the call stack is captured and symbolicated; the frames of tagdeck's modules (and of this test's
/// closure, which stands for the run loop's) from the reader's read down to the board's change are counted, thunks
/// left out. Debug builds inline nothing, so every call is a frame.
final class MouseDragPathTests: XCTestCase {
    /// The most calls of tagdeck's own a mouse report may take from the terminal's read to the board's change.
    static let mostCalls = 10
    /// The calls on the terminal's path above the reader, which a headless host does not make: the ncurses
    /// terminal's read (`CursesTerminal.readEvents`), which calls the reader directly.
    static let callsAboveTheReader = aboveTheReader.count
    /// Those calls, as the listing of a path too long shows them.
    static let aboveTheReader = ["TagDeckTerminal: CursesTerminal.readEvents(timeoutMilliseconds:yield:) (not made here)"]

    /// A press, moves with the button down, releases, a bundle carried and a drag cancelled with the right button:
    /// every change of the board they make is at most ``mostCalls`` calls from the terminal's read.
    func testAMouseDragReachesTheBoardWithinTenCallsFromTheTerminalsRead() throws {
        #if DEBUG && canImport(Runtime)
        let paths = try recordedPaths()
        XCTAssertGreaterThanOrEqual(paths.count, 4, "the drags changed the board at least four times")
        for path in paths {
            let listing = (Self.aboveTheReader + path).enumerated().map { "\($0.offset + 1). \($0.element)" }
                .joined(separator: "\n")
            XCTAssertLessThanOrEqual(path.count + Self.callsAboveTheReader, Self.mostCalls,
                                     "a board change \(path.count + Self.callsAboveTheReader) calls from the terminal's read:\n\(listing)")
        }
        #else
        throw XCTSkip("the board's moves are watched in debug builds, with the Runtime module's backtraces")
        #endif
    }

    #if DEBUG && canImport(Runtime)
    /// The calls of each board change the scene makes, outermost first: the reader's read to the board's change.
    private func recordedPaths() throws -> [[String]] {
        var options = DeckOptions()
        options.reducedMotion = true
        let board = try Board(top: PaneContent(title: "Top", sections: [Section(tags: ["aa", "bb", "cc", "dd"].map { Tag($0) })]),
                              bottom: PaneContent(title: "Bottom", sections: [Section(tags: [Tag("ee"), Tag("ff")])]))
        let d = HeadlessDriver(board: board, width: 40, height: 14, options: options)
        let stacks = StackRecorder()
        BoardMoveWatch.watch(d.deck) { stacks.capture() }

        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        defer { close(fds[0]); close(fds[1]) }
        var reader = TerminalReader(descriptor: fds[0], keys: .standard)
        /// Writes the reports and reads them as the terminal does: each event to the deck as the decoder reads it.
        func send(_ reports: String...) {
            let bytes = Array(reports.joined().utf8)
            XCTAssertEqual(bytes.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }, bytes.count)
            reader.read(timeoutMilliseconds: 0) { event in d.deck.dispatch(.input(event), to: d) }
        }
        /// An SGR report of `code` at the 0-based cell `p`; `released`: ending in `m`.
        func report(_ code: Int, _ p: Point, released: Bool = false) -> String {
            "\u{1B}[<\(code);\(p.x + 1);\(p.y + 1)\(released ? "m" : "M")"
        }
        func centre(_ text: String) throws -> Point { try XCTUnwrap(d.chipCenter(text), d.screen) }

        // A chip dragged along its row: lifted by the first move, moved by the next.
        let aa = try centre("aa"), cc = try centre("cc")
        send(report(0, aa))
        send(report(32, Point(x: aa.x + 1, y: aa.y)))
        send(report(32, Point(x: cc.x + 2, y: cc.y)))
        send(report(0, Point(x: cc.x + 2, y: cc.y), released: true))
        XCTAssertEqual(d.board[.top].sections[0].tags.map(\.text), ["bb", "cc", "aa", "dd"], d.screen)
        d.settle()

        // A bundle (two chips marked with Alt+click) carried into the other pane: it lands at the release.
        let bb = try centre("bb"), dd = try centre("dd")
        send(report(8, bb), report(0, bb, released: true), report(8, dd), report(0, dd, released: true))
        let ff = try centre("ff")
        send(report(0, bb))
        send(report(32, Point(x: bb.x + 1, y: bb.y)))
        send(report(32, Point(x: ff.x + 3, y: ff.y)))
        send(report(0, Point(x: ff.x + 3, y: ff.y), released: true))
        XCTAssertEqual(d.board[.bottom].sections[0].tags.map(\.text), ["ee", "ff", "bb", "dd"], d.screen)
        d.settle()

        // A drag cancelled with the right button: the chip goes back.
        let cc2 = try centre("cc"), ee = try centre("ee")
        send(report(0, cc2))
        send(report(32, Point(x: cc2.x + 1, y: cc2.y)))
        send(report(32, Point(x: ee.x, y: ee.y)))
        send(report(2, Point(x: ee.x, y: ee.y)))
        XCTAssertEqual(d.board[.top].sections[0].tags.map(\.text), ["cc", "aa"], d.screen)
        return try stacks.taken.map { try Self.path(of: $0) }
    }

    /// The frames of `stack` (innermost first) from the reader's read down to the board's change, outermost first:
    /// tagdeck's own functions and this test's closure, without the compiler's thunks.
    private static func path(of stack: [StackRecorder.Frame]) throws -> [String] {
        let change = try XCTUnwrap(stack.firstIndex { $0.name.contains("TagMoves.perform(") },
                                   "no board change in \(stack.map(\.name))")
        let read = try XCTUnwrap(stack.firstIndex { $0.name.contains("TerminalReader.read(timeoutMilliseconds:yield:)") },
                                 "the change did not come from the reader: \(stack.map(\.name))")
        XCTAssertLessThan(change, read)
        let thunks = ["protocol witness for ", "thunk for ", "reabstraction thunk", "partial apply for ", "merged ",
                      "outlined "]
        let ours = stack[change...read].filter { frame in !thunks.contains { frame.name.hasPrefix($0) } }
        let strangers = ours.filter { !$0.isTagDecks }
        XCTAssertEqual(strangers.map(\.name), [], "calls of other code on the path")
        return ours.reversed().map { "\($0.module): \($0.name)" }
    }
    #endif
}

#if DEBUG && canImport(Runtime)
/// The call stacks captured at the board's changes, on whichever thread they happen.
private final class StackRecorder: @unchecked Sendable {
    /// One frame: its function, demangled, and the module its mangled name says it is of.
    struct Frame {
        var name: String
        var module: String
        /// Whether it is a function of tagdeck's modules, or of this test.
        var isTagDecks: Bool {
            ["TagDeck", "TagDeckANSI", "TagDeckTerminal", "TagDeckTesting", "TagDeckANSITests"].contains(module)
        }
    }

    private let lock = NSLock()
    private var stacks: [[Frame]] = []
    private var failure: (any Error)?

    /// The stacks captured so far, oldest first; throws what a capture failed with.
    var taken: [[Frame]] {
        get throws {
            try lock.withLock {
                if let failure { throw failure }
                return stacks
            }
        }
    }

    /// Captures the calling thread's stack, symbolicated.
    func capture() {
        do {
            guard let symbolicated = try Backtrace.capture(limit: nil).symbolicated() else {
                throw CaptureError.notSymbolicated
            }
            let frames = symbolicated.frames.map { frame in
                Frame(name: frame.symbol?.name ?? "?", module: Self.module(ofMangled: frame.symbol?.rawName ?? ""))
            }
            lock.withLock { stacks.append(frames) }
        } catch {
            lock.withLock { failure = error }
        }
    }

    private enum CaptureError: Error { case notSymbolicated }

    /// The module a mangled Swift name starts with (`$s7TagDeck…` is TagDeck's); empty for any other name.
    private static func module(ofMangled name: String) -> String {
        guard name.hasPrefix("$s") else { return "" }
        let rest = name.dropFirst(2)
        let digits = rest.prefix { $0.isNumber }
        guard let length = Int(digits) else { return "" }
        return String(rest.dropFirst(digits.count).prefix(length))
    }
}
#endif
