import XCTest
import TagDeck
import TagDeckStore
import TagDeckTestSupport
import TagDeckTesting

/// Random edits (add, paste, rename, delete, pin, sections added, renamed, deleted and moved) interleaved with
/// drags, keyboard carries, folds and undo/redo: the board stays valid after every step, and undoing everything
/// gives back the original file byte for byte.
final class EditPropertyTests: XCTestCase {
    private static let keys: [Key] = [
        .left, .right, .up, .down, .tab, .backTab, .space, .enter, .escape, .home, .end,
        .character("u"), .control("r"), .character("z"), .character("Z"), .character("m"), .character("]"),
        .character("["), .character("a"), .character("A"), .character("r"), .character("R"), .character("d"),
        .character("p"), .character("n"), .character("y"),
    ]
    private static let texts = ["new", "科技", "🎵 song", "", "  padded  ", "Alpha", "alpha", "e\u{301}", "x y z"]

    private let original = "# Mine\n- Alpha\n- Echo {pinned}\n\n## Letters\n- Bravo {pinned}\n- Charlie\n\n# Rest\n- delta\n\n## Digits\n- one\n- two\n"

    func testRandomEditsWithDragsAndUndoKeepTheBoardValidAndUndoToTheOriginalBytes() throws {
        let board = try BoardFile.parse(text: original, fileName: "t").get()
        XCTAssertEqual(BoardFile.canonicalText(board), original, "the start is canonical")
        var edits = 0
        for seed in TestSeed.seeds(count: 300, master: 0xED17_5EED) {
            var rng = SplitMix64(seed: seed)
            let hint = TestSeed.replayHint(seed, test: "testRandomEditsWithDragsAndUndoKeepTheBoardValidAndUndoToTheOriginalBytes")
            var options = DeckOptions()
            options.reducedMotion = Bool.random(using: &rng)
            let d = HeadlessDriver(board: board, width: Int.random(in: 30...90, using: &rng),
                                   height: Int.random(in: 10...30, using: &rng), options: options)
            for _ in 0..<Int.random(in: 10...60, using: &rng) {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<5: d.key(Self.keys.randomElement(using: &rng)!)
                case 5, 6:
                    if case .editing = d.deck.mode {
                        let text = Self.texts.randomElement(using: &rng)!
                        if Bool.random(using: &rng) { d.type(text) } else { d.send(.input(.paste(text + "\nsecond \(edits)"))) }
                    } else {
                        d.key(Self.keys.randomElement(using: &rng)!)
                    }
                case 7, 8:
                    let p = Point(x: Int.random(in: 0..<d.deck.width, using: &rng), y: Int.random(in: 0..<d.deck.height, using: &rng))
                    let event: InputEvent = [.press(p, .left), .drag(p), .release(p), .press(p, .right)].randomElement(using: &rng)!
                    d.send(event)
                default: d.advance([0.05, 0.3].randomElement(using: &rng)!)
                }
                XCTAssertTrue(d.board.checkInvariants(), hint)
                if case .edit? = d.state.history.done.last { edits += 1 }
            }
            // Put everything down, then undo everything.
            d.send(.release(Point(x: -1, y: -1)))
            for _ in 0..<4 { d.key(.escape) }
            d.settle()
            XCTAssertEqual(d.deck.mode, .browsing, hint)
            var steps = 0
            while d.state.history.canUndo && steps < 1_000 {
                d.key(.character("u"))
                steps += 1
            }
            XCTAssertEqual(BoardFile.canonicalText(d.board), original, "\(hint): undoing everything")
            if BoardFile.canonicalText(d.board) != original { return }
        }
        XCTAssertGreaterThan(edits, 100, "the generator must edit")
    }
}
