import TagDeckTestSupport
import XCTest

@testable import TagDeck
import TagDeckTesting

/// Random marks, filters, bundle drags, carries, cancels, sends, undos and redos on random boards. After every
/// event: no tag is lost or doubled and pinned tags stay put; a cancelled bundle leaves the board as it was at
/// lift; a dropped bundle lies consecutively in the order its chips had on the board. At the end, undoing every
/// step gives the board back as it started.
///
/// Replay a failure: `TAGDECK_TEST_SEED=<seed> swift test --filter BundlePropertyTests`.
final class BundlePropertyTests: XCTestCase {
    static let sequenceCount = 2_000

    static let keys: [Key] = [
        .character("m"), .character("m"), .character("m"), .character("m"), .character("*"), .character("M"),
        .escape, .enter, .enter, .enter, .left, .right, .up, .down, .tab, .backTab, .home, .end,
        .character("]"), .character("["), .character("u"), .control("r"), .character("3"),
    ]

    func testRandomBundleSequencesKeepTheBoardWholeAndBundlesTogether() {
        let seeds = TestSeed.seeds(count: Self.sequenceCount, master: 0xB0D1_E5EED)
        var failures = 0
        var drops = 0, cancels = 0, sends = 0
        for seed in seeds {
            let outcome = run(seed: seed, verbose: seeds.count == 1)
            drops += outcome.drops
            cancels += outcome.cancels
            sends += outcome.sends
            if let failure = outcome.failure {
                failures += 1
                XCTFail(failure)
                if failures >= 5 { break }
            }
        }
        print("BundlePropertyTests: \(seeds.count) sequences, \(drops) bundle drops, \(cancels) bundle cancels, "
            + "\(sends) bundle sends")
        if seeds.count > 1 {
            XCTAssertGreaterThan(drops, seeds.count / 4, "the generator must drop bundles")
            XCTAssertGreaterThan(cancels, seeds.count / 10, "and cancel them")
            XCTAssertGreaterThan(sends, seeds.count / 4, "and send them")
        }
    }

    struct Outcome {
        var drops = 0, cancels = 0, sends = 0
        var failure: String?
    }

    /// One step: a single event, or a whole gesture (a drag or a keyboard carry, dropped or cancelled).
    enum Step: CustomStringConvertible {
        case event(InputEvent)
        case gesture([InputEvent], cancels: Bool)
        case advance(Double)

        var events: [InputEvent] {
            switch self {
            case .event(let e): [e]
            case .gesture(let list, _): list
            case .advance: []
            }
        }

        var description: String {
            switch self {
            case .event(let e): "\(e)"
            case .gesture(let list, let cancels): "gesture\(cancels ? " (cancelled)" : "") \(list)"
            case .advance(let s): "advance(\(s))"
            }
        }
    }

    func run(seed: UInt64, verbose: Bool) -> Outcome {
        var rng = SplitMix64(seed: seed)
        let start = TestBoards.randomForDrags(using: &rng)
        var options = DeckOptions()
        options.reducedMotion = rng.chance(0.5)
        let d = HeadlessDriver(board: start, width: rng.int(30...90), height: rng.int(10...30), options: options)
        let multiset = start.tagMultiset
        let pinned = start.pinnedLayout
        var out = Outcome()
        for index in 0..<rng.int(20...60) {
            let before = d.board
            let preSession = d.state.session
            let preDone = d.state.history.done.count
            let preMarks = d.state.marks
            let step = randomStep(&rng, d)
            if case .advance(let seconds) = step { d.advance(seconds) }
            for event in step.events {
                d.send(DragPropertyTests.keepingSectionsStill(event, d))
                if verbose {
                    print("  #\(index) \(event) → \(d.board.texts) marks \(d.state.marks.panes.keys.sorted()) "
                        + "session \(d.state.session.map { "\($0.tag.text) \($0.origin)→\($0.current)" } ?? "-") "
                        + "done \(d.state.history.done.count)")
                }
            }
            if rng.chance(0.2) { _ = d.deck.render() }
            func fail(_ message: String) -> Outcome {
                var o = out
                o.failure = TestSeed.replayHint(seed, test: "BundlePropertyTests") + ", event #\(index) \(step): "
                    + message + "\n  before: \(before.texts)\n  after:  \(d.board.texts)"
                return o
            }
            let now = d.board
            if !now.checkInvariants() || now.tagMultiset != multiset { return fail("tags lost or doubled") }
            if now.pinnedLayout != pinned { return fail("a pinned tag moved") }
            let undoing = step.events.contains { $0 == .key(.character("u")) || $0 == .key(.control("r")) }
            // Gestures that start and end in this step (a drag left running is finished by a later one).
            guard preSession == nil, d.state.session == nil, !undoing else { continue }
            let grew = d.state.history.done.count == preDone + 1
            if case .gesture(_, let cancels) = step, cancels, !grew {
                if now != before { return fail("a cancelled drag did not put the board back") }
                if preMarks.count > 1 { out.cancels += 1 }
            }
            guard grew, case .bundle(let move)? = d.state.history.done.last else { continue }
            // A bundle moved: every marked chip, as one step; dropped, they lie together in board order.
            let moved = move.to.map { now[$0].text }
            if Set(moved) != Set(preMarks.panes.keys) { return fail("the bundle did not carry every mark") }
            if !d.state.marks.isEmpty { return fail("marks left after a bundle landed") }
            if step.events == [.key(.enter)] {
                out.sends += 1
            } else {
                let order = before.allTags.map(\.text).filter(preMarks.contains)
                if !consecutive(order, in: now) { return fail("the dropped bundle \(order) is apart") }
                out.drops += 1
            }
        }
        if d.state.session != nil { d.key(.escape) }
        while d.state.history.canUndo { d.type("u") }
        if d.board != start { return Outcome(failure: TestSeed.replayHint(seed, test: "BundlePropertyTests")
            + ": undoing every step did not give back the start board\n  \(start.texts)\n  \(d.board.texts)") }
        return out
    }

    /// Whether `texts` stand next to each other, in this order, in one section.
    private func consecutive(_ texts: [String], in board: Board) -> Bool {
        guard let first = texts.first, let p = board.path(of: first) else { return false }
        let tags = board[p.pane].sections[p.section].tags
        guard p.item + texts.count <= tags.count else { return false }
        return texts.indices.allSatisfy { tags[p.item + $0].text == texts[$0] }
    }

    private func randomStep(_ rng: inout SplitMix64, _ d: HeadlessDriver) -> Step {
        let texts = d.board.allTags.map(\.text)
        func pointOnChip() -> Point {
            guard let text = texts.isEmpty ? nil : rng.pick(texts), let p = d.chipCenter(text) else {
                return Point(x: rng.int(0..<max(1, d.deck.width)), y: rng.int(0..<max(1, d.deck.height)))
            }
            return p
        }
        func anywhere() -> Point { Point(x: rng.int(-2...d.deck.width + 2), y: rng.int(-2...d.deck.height + 2)) }
        switch rng.int(0..<20) {
        case 0..<7: return .event(.key(rng.pick(Self.keys)))
        case 7..<10: return .event(.press(pointOnChip(), .leftWithAlt))
        case 10..<13:
            // A mouse drag: press, move, release (or a right click, or a release outside, to cancel).
            let from = pointOnChip()
            var events: [InputEvent] = [.press(from, .left), .drag(Point(x: from.x + 1, y: from.y))]
            for _ in 0..<rng.int(1...3) { events.append(.drag(rng.chance(0.8) ? pointOnChip() : anywhere())) }
            let end = pointOnChip()
            if rng.chance(0.25) { return .gesture(events + [.press(end, .right)], cancels: true) }
            return .gesture(events + [.drag(end), .release(end)], cancels: false)
        case 13..<16:
            // A keyboard carry: Space, a few moves, Space to drop or Esc to cancel.
            var events: [InputEvent] = [.key(.space)]
            let moves: [Key] = [.left, .right, .up, .down, .tab, .home, .end, .character("]"), .character("[")]
            for _ in 0..<rng.int(0...4) { events.append(.key(rng.pick(moves))) }
            let cancels = rng.chance(0.3)
            return .gesture(events + [.key(cancels ? .escape : .space)], cancels: cancels)
        case 16..<18: return .advance(rng.pick([0.01, 0.1, 0.5]))
        default:
            // A filter of one character, kept (or none): marks and bundles under a filter.
            return .gesture([.key(.character("/")), .key(.control("u"))]
                + (rng.chance(0.7) ? [.key(.character(rng.pick(Array("t12a"))))] : []) + [.key(.enter)],
                cancels: false)
        }
    }
}
