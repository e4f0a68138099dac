import TagDeck
import TagDeckTestSupport
import TagDeckTesting
import XCTest

/// Random events from the whole input vocabulary (every bound key in every mode, the mouse anywhere, pastes,
/// resizes, time), with a frame drawn after each and through every animation: a bounded run of what the deck
/// fuzz target does for hours. Each sequence checks the board's invariants, every held position, and that the
/// tags stay the same ones while the editing keys are unbound.
///
/// Replay a failure: `TAGDECK_TEST_SEED=<seed> swift test --filter WholeVocabularyTests` runs that one sequence
/// and prints its steps.
final class WholeVocabularyTests: XCTestCase {
    func testRandomSequencesWithTheEditingKeysUnbound() { run(editing: false, sequences: 300, master: 0x23_0001) }

    func testRandomSequencesWithTheEditingKeysBound() { run(editing: true, sequences: 300, master: 0x23_0002) }

    private func run(editing: Bool, sequences: Int, master: UInt64) {
        let seeds = TestSeed.seeds(count: sequences, master: master)
        let verbose = seeds.count == 1
        var events = 0, frames = 0, lifted = 0, flying = 0
        for seed in seeds {
            var rng = SplitMix64(seed: seed)
            let board = DeckExerciser.randomBoard { Int.random(in: 0..<$0, using: &rng) }
            let width = [40, 60, 100][Int.random(in: 0..<3, using: &rng)]
            let height = [12, 20, 30][Int.random(in: 0..<3, using: &rng)]
            var options = DeckOptions()
            options.reducedMotion = Int.random(in: 0..<4, using: &rng) == 0
            // A third of the sequences with a preview area (its own generator: the others' steps stay as they were).
            var previewRng = SplitMix64(seed: seed ^ 0x9E37_79B9)
            if Int.random(in: 0..<3, using: &previewRng) == 0 {
                let window = ["right:50%", "down:40%", "right:30:hidden"][Int.random(in: 0..<3, using: &previewRng)]
                options.preview = PreviewOptions(command: "echo {} {2..} {q}", window: PreviewWindow(window)!)
            }
            var exerciser = DeckExerciser(board: board, width: width, height: height, options: options,
                                          editing: editing)
            for _ in 0..<Int.random(in: 20...120, using: &rng) {
                let step = exerciser.nextStep { Int.random(in: 0..<$0, using: &rng) }
                if verbose { print(step) }
                defer {
                    if verbose {
                        let c = exerciser.driver.state
                        print("  mode \(c.mode) · status \(c.status) · marks \(c.marks.count)")
                    }
                }
                if let problem = exerciser.perform(step, frames: exerciser.frames { Int.random(in: 0..<$0, using: &rng) }) {
                    return XCTFail("seed \(seed): \(problem)\n" + TestSeed.replayHint(seed, test: name))
                }
                events += 1
                if exerciser.driver.deck.outcome != nil { break }
            }
            if exerciser.driver.deck.outcome == nil {
                exerciser.putDown()
                if let problem = exerciser.check(after: .advance(0), before: exerciser.driver.board.sortedTexts) {
                    return XCTFail("seed \(seed), after putting down: \(problem)")
                }
            }
            frames += exerciser.framesDrawn
            lifted += exerciser.framesLifted
            flying += exerciser.framesFlying
        }
        print("WholeVocabularyTests (editing \(editing)): \(seeds.count) sequences, \(events) events, "
            + "\(frames) frames, \(lifted) with a chip lifted, \(flying) with chips in flight")
        // The generator must reach drags and flights, or the checks say little.
        if seeds.count > 1 {
            XCTAssertGreaterThan(lifted, frames / 50)
            XCTAssertGreaterThan(flying, frames / 50)
        }
    }
}
