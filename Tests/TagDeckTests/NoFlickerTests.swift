import Foundation
import TagDeckTestSupport
import XCTest

@testable import TagDeck
import TagDeckTesting

/// Live reordering must not flicker: a pointer resting on a cell, or wiggling inside one chip, after a reorder
/// changes nothing more, and a sweep along a row reorders at most once per chip it passes, never returning the
/// dragged chip to a slot it already left on the way.
final class NoFlickerTests: XCTestCase {
    /// Watches a mouse drag and counts reorders: changes of the session's placeholder slot.
    final class Watch {
        let driver: HeadlessDriver
        private(set) var reorders = 0
        private(set) var slots: [TagPath] = []
        var verbose = false

        init(_ driver: HeadlessDriver) {
            self.driver = driver
            if let s = driver.state.session { slots = [s.current] }
        }

        var current: TagPath? { driver.state.session?.current }

        /// Moves the pointer and returns whether the chip moved.
        @discardableResult
        func move(to p: Point) -> Bool {
            let before = driver.board
            driver.move(p.x, p.y)
            guard let now = current else { return false }
            let moved = now != slots.last
            XCTAssertEqual(moved, driver.board != before, "a reorder is a change of the placeholder slot")
            if moved {
                reorders += 1
                slots.append(now)
                if verbose {
                    let text = "move to \(p): \(now)\n" + driver.lines.joined(separator: "\n") + "\n"
                    FileHandle.standardError.write(Data(text.utf8))
                }
            }
            return moved
        }

        /// The text of the chip under `p` other than the dragged one, if any.
        func chip(under p: Point) -> String? {
            let c = driver.state
            guard let side = c.paneSide(at: p), c[side].viewport.contains(p),
                  case .chip(let path, _) = c[side].hit(p, content: driver.board[side]),
                  path != c.session?.current else { return nil }
            return driver.board[path].text
        }
    }

    /// Lifts `text` by pressing the cell `dx` of its chip and moving one cell over to `first`.
    func lift(_ driver: HeadlessDriver, _ text: String, grabbing dx: Int = 0,
              file: StaticString = #filePath, line: UInt = #line) -> Point {
        let f = driver.frame(of: text, file: file, line: line)
        let p = Point(x: f.x + min(dx, f.width - 1), y: f.y)
        driver.press(p.x, p.y)
        driver.advance(driver.deck.options.pressDelay)
        XCTAssertEqual(driver.state.session?.tag.text, text, file: file, line: line)
        return p
    }

    // MARK: Resting and wiggling

    func testRestingOnTheCellOfAReorderReordersNoMore() {
        let board = TestBoards.literal(top: [["a", "bbbbbbbbbb", "cc", "dddddd"]], bottom: [["e"]])
        for target in ["bbbbbbbbbb", "cc", "dddddd", "e"] {
            let d = HeadlessDriver(board: board, width: 40, height: 20)
            _ = lift(d, "a")
            let watch = Watch(d)
            let f = d.frame(of: target)
            // The right half of each target: a reorder past it.
            let p = Point(x: f.maxX - 1, y: f.y)
            XCTAssertTrue(watch.move(to: p), "reorder over \(target)")
            for _ in 0..<20 { watch.move(to: p) }
            XCTAssertEqual(watch.reorders, 1, "resting on \(p) after passing \(target)")
            d.release(p.x, p.y)
            XCTAssertEqual(d.state.history.done.count, 1)
        }
    }

    func testWigglingInsideOneChipAfterAReorderReordersNoMore() {
        // A narrow chip over wide ones, a wide chip over narrow ones, both ways.
        let board = TestBoards.literal(top: [["a", "bbbbbbbbbb", "cc", "dddddddddddd", "e"]], bottom: [[]])
        for (dragged, target, side) in [("a", "bbbbbbbbbb", 1), ("a", "dddddddddddd", 1), ("bbbbbbbbbb", "cc", 1),
                                        ("e", "dddddddddddd", -1), ("dddddddddddd", "cc", -1),
                                        ("e", "bbbbbbbbbb", -1)] {
            let d = HeadlessDriver(board: board, width: 60, height: 20)
            _ = lift(d, dragged)
            let watch = Watch(d)
            let f = d.frame(of: target)
            let p = Point(x: side > 0 ? f.maxX - 1 : f.x, y: f.y)
            XCTAssertTrue(watch.move(to: p), "\(dragged) over \(target)")
            // Whatever chip now lies under the pointer (the dragged one, or the one it passed): wiggle inside it.
            let under = d.state.chipFrame(d.board.path(of: watch.chip(under: p) ?? dragged)!)
            XCTAssertTrue(under.contains(p) || watch.chip(under: p) == nil, "\(dragged) over \(target)")
            if under.contains(p) {
                for x in Array(under.x..<under.maxX) + Array((under.x..<under.maxX).reversed()) + [p.x, under.x, p.x] {
                    watch.move(to: Point(x: x, y: p.y))
                }
            }
            XCTAssertEqual(watch.reorders, 1, "wiggling after \(dragged) passed \(target): \(d.board.texts)")
        }
    }

    /// A row-wide chip leaving a row it split in two reflows everything below by two rows: after it passes
    /// `pppppppppp`, the chips of the next row slide under the pointer. Wiggling there must not feed them past
    /// the dragged chip one after another.
    func testWigglingWhereReflowedChipsSlideUnderThePointerReordersNoMore() {
        let long = String(repeating: "x", count: 40)
        let board = TestBoards.literal(top: [["a", long, "b"], ["pppppppppp", "qq", "rr", "ss", "tt", "uu", "vv"]],
                                    bottom: [[]])
        let d = HeadlessDriver(board: board, width: 30, height: 20)
        _ = lift(d, long)
        let watch = Watch(d)
        let p = d.frame(of: "pppppppppp")
        let point = Point(x: p.maxX - 2, y: p.y)
        XCTAssertTrue(watch.move(to: point))
        XCTAssertEqual(d.board.texts[0], [["a", "b"], ["pppppppppp", long, "qq", "rr", "ss", "tt", "uu", "vv"]])
        guard let under = watch.chip(under: point) else { return XCTFail("no chip slid under the pointer") }
        let f = d.frame(of: under)
        for x in Array(f.x..<f.maxX) + Array((f.x..<f.maxX).reversed()) + Array(f.x..<f.maxX) {
            watch.move(to: Point(x: x, y: f.y))
        }
        XCTAssertEqual(watch.reorders, 1, "wiggling inside '\(under)': \(d.board.texts[0])")
    }

    // MARK: Sweeping along a wrapped row

    /// Sweeps the pointer cell by cell along screen row `y` from `from` to `to` and checks that it reorders at
    /// most once per chip passed: no chip is passed twice (passed = its order relative to the dragged chip
    /// flipped), and the dragged chip never goes back to a slot it left during the sweep.
    func sweep(_ watch: Watch, y: Int, from: Int, to: Int, _ context: @autoclosure () -> String,
               file: StaticString = #filePath, line: UInt = #line) {
        var passed: [String: Int] = [:]
        var visited = watch.current.map { [$0] } ?? []
        let step = from <= to ? 1 : -1
        for x in stride(from: from, through: to, by: step) {
            let order = watch.driver.board.allTags.map(\.text)
            guard watch.move(to: Point(x: x, y: y)), let now = watch.current,
                  let dragged = watch.driver.state.session?.tag.text else { continue }
            let after = watch.driver.board.allTags.map(\.text)
            let (i, j) = (order.firstIndex(of: dragged)!, after.firstIndex(of: dragged)!)
            let crossed = i < j ? order[(i + 1)...j] : order[j..<i]
            for t in crossed { passed[t, default: 0] += 1 }
            XCTAssertFalse(visited.contains(now),
                           "flicker: back to \(now) at x \(x) after \(visited) (\(context()))", file: file, line: line)
            visited.append(now)
        }
        let twice = passed.filter { $0.value > 1 }.keys.sorted()
        XCTAssertTrue(twice.isEmpty,
                      "sweeping \(from)→\(to) on row \(y) passed \(twice) more than once (\(context()))",
                      file: file, line: line)
    }

    func testSweepingAWrappedRowOfMixedWidthsReordersOncePerChipPassed() {
        let texts = ["a", "bbbbbbbbb", "cc", "dddd", "e", "ffffffffffff", "ggg", "hhhhhhh", "i", "jjjjj",
                     "kkkkkkkkkkk", "ll", "漢字", "🙂"]
        let board = TestBoards.literal(top: [texts], bottom: [["mm", "nnnnnnnn"]])
        for width in [24, 30, 41, 52] {
            for dragged in ["a", "ffffffffffff", "cc", "漢字", "mm"] {
                let d = HeadlessDriver(board: board, width: width, height: 24)
                let grab = lift(d, dragged, grabbing: 1)
                let watch = Watch(d)
                let vp = d.state.top.viewport
                let rows = Set(texts.map { d.frame(of: $0).y }).sorted()
                XCTAssertGreaterThan(rows.count, 1, "the row wraps at width \(width)")
                // First along the dragged chip's own row (if it is in the top pane), then along every row.
                let ys = (d.board.path(of: dragged)!.pane == .top ? [grab.y] : []) + rows
                for y in ys {
                    watch.move(to: Point(x: vp.x, y: y))
                    sweep(watch, y: y, from: vp.x, to: vp.maxX - 1, "\(dragged) at width \(width)")
                    sweep(watch, y: y, from: vp.maxX - 1, to: vp.x, "\(dragged) at width \(width)")
                }
                d.release(vp.x, rows[0])
                XCTAssertTrue(d.board.checkInvariants())
                XCTAssertEqual(d.board.tagMultiset, board.tagMultiset)
            }
        }
    }

    // MARK: Random boards and widths

    /// Replay one board: `TAGDECK_TEST_SEED=<seed> swift test --filter testRandomDragsDoNotFlicker`.
    func testRandomDragsDoNotFlicker() {
        let seeds = TestSeed.seeds(count: 4000, master: 0xF11C_4E12)
        let replay = TestSeed.replay
        for seed in seeds {
            var rng = SplitMix64(seed: seed)
            let board = TestBoards.randomForDrags(using: &rng)
            let (w, h) = (rng.int(20...90), rng.int(8...30))
            let d = HeadlessDriver(board: board, width: w, height: h)
            let movable = board.allTags.filter { !$0.isPinned }.map(\.text).filter { text in
                let c = d.state
                let path = d.board.path(of: text)!
                return c[path.pane].isVisible(c.chipFrame(path))
            }
            guard !movable.isEmpty else { continue }
            let dragged = rng.pick(movable)
            let f = d.frame(of: dragged)
            d.press(f.x + rng.int(0..<f.width), f.y)
            d.advance(1)
            guard d.state.session != nil else {
                XCTFail(TestSeed.replayHint(seed, test: "testRandomDragsDoNotFlicker") + ": '\(dragged)' did not lift")
                continue
            }
            let watch = Watch(d)
            watch.verbose = replay != nil
            let context = TestSeed.replayHint(seed, test: "testRandomDragsDoNotFlicker") + ", \(w)x\(h), dragging '\(dragged)'"
            for _ in 0..<12 {
                // Anywhere in either pane's content, mostly over chips.
                let side = rng.pick(PaneSide.allCases)
                let vp = d.state[side].viewport
                var p = Point(x: vp.x + rng.int(0..<max(1, vp.width)), y: vp.y + rng.int(0..<max(1, vp.height)))
                if rng.chance(0.6), let t = d.board.allTags.filter({ $0.text != dragged }).randomElement(using: &rng) {
                    let tf = d.frame(of: t.text)
                    if d.state[d.board.path(of: t.text)!.pane].isVisible(tf) {
                        p = Point(x: tf.x + rng.int(0..<tf.width), y: tf.y)
                    }
                }
                let before = watch.reorders
                guard watch.move(to: p) else { continue }
                // Resting: the same motion again changes nothing.
                for _ in 0..<3 { watch.move(to: p) }
                XCTAssertEqual(watch.reorders, before + 1, "resting at \(p): \(context)")
                if testRun?.failureCount ?? 0 > 10 { return }
                // Wiggling inside the chip now under the pointer (the one passed, the dragged one, or whichever
                // the reflow slid under it) changes nothing.
                let under = watch.chip(under: p)
                    ?? (watch.current.map { d.state.chipFrame($0).contains(p) } == true ? dragged : nil)
                if let under {
                    let uf = d.frame(of: under)
                    for _ in 0..<6 { watch.move(to: Point(x: uf.x + rng.int(0..<uf.width), y: uf.y)) }
                    watch.move(to: p)
                    XCTAssertEqual(watch.reorders, before + 1,
                                   "wiggling inside '\(under)' after a reorder at \(p): \(context)")
                }
            }
            // A sweep along a random content row, there and back.
            let side = rng.pick(PaneSide.allCases)
            let vp = d.state[side].viewport
            if vp.width > 0 && vp.height > 0 {
                let y = vp.y + rng.int(0..<vp.height)
                watch.move(to: Point(x: vp.x, y: y))
                sweep(watch, y: y, from: vp.x, to: vp.maxX - 1, context)
                sweep(watch, y: y, from: vp.maxX - 1, to: vp.x, context)
            }
            d.key(.escape)
            XCTAssertEqual(d.board, board, "cancel restores the board: \(context)")
            if testRun?.failureCount ?? 0 > 10 { break }
        }
    }
}
