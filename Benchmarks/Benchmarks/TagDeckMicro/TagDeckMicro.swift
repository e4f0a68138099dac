// tagdeck's micro-benchmarks: each one event (or one file read or written) as the app handles it, timed and with
// its allocations counted. Every deck draws on a 120x40 screen with a manual clock. The boards come from
// TagDeckBenchSupport, as tagdeck-bench's do: "one big" puts 96% of the bottom pane's tags in one section.
import Benchmark
import TagDeck
import TagDeckBenchSupport
import TagDeckStore

// Names have no blanks: the harness files a benchmark's thresholds under its name with blanks replaced, and
// looks them up by the name as it is.
let benchmarks: @Sendable () -> Void = {
    // A drag step: one pointer motion while a chip is dragged over the bottom pane's chips, which make room
    // live, and the frame it leads to. Each sample is one step; the drag goes on from sample to sample.
    for tags in [100, 1_000_000] {
        Benchmark("drag-step-\(tags)-tags", configuration: .default) { (_: Benchmark, scene: Scene) in
            scene.step { deck, k in _ = deck.update(.input(.drag(scene.path[k % scene.path.count]))) }
        } setup: {
            let scene = Scene(deckPressingFirstBottomChip(makeBoard(bottom: tags, shape: .oneBig)))
            scene.path = bottomPaneSweep(scene.deck)
            return scene
        }
    }

    // A cross-pane step: every motion takes the dragged chip out of one pane and into the other.
    for tags in [100, 1_000_000] {
        Benchmark("cross-pane-step-\(tags)-tags", configuration: .default) { (_: Benchmark, scene: Scene) in
            scene.step { deck, k in _ = deck.update(.input(.drag(crossPanePoint(deck, k)))) }
        } setup: {
            Scene(deckPressingFirstBottomChip(makeBoard(bottom: tags, shape: .oneBig)))
        }
    }

    // A keyboard carry: one arrow key moving a lifted chip, and its frame.
    Benchmark("keyboard-carry-step-1000000-tags", configuration: .default) { (_: Benchmark, scene: Scene) in
        scene.step { deck, k in
            _ = deck.update(.input(.key(keyboardCarryPattern[k % keyboardCarryPattern.count])))
        }
    } setup: {
        Scene(deckCarryingFirstBottomChip(makeBoard(bottom: 1_000_000, shape: .oneBig)))
    }

    // A send and its undo: Enter moves the focused tag from the start of a section of a million into the other
    // pane (a model change, an undo step, a fly-in), and u puts it back, so every sample starts alike.
    Benchmark("send-and-undo-1000000-tags", configuration: .default) { (_: Benchmark, scene: Scene) in
        scene.step { deck, _ in
            _ = deck.update(.input(.key(.enter)))
            _ = deck.update(.input(.key(.character("u"))))
        }
    } setup: {
        let (deck, _) = benchDeck(itemBoard(tags: 1_000_000))
        let start = firstBottomChip(deck)
        _ = deck.update(.input(.press(start, .left)))
        _ = deck.update(.input(.release(start)))
        return Scene(deck)
    }

    // A board file of 100,000 tags read, and written in canonical form.
    Benchmark("read-board-file-100000-tags", configuration: .default) { (benchmark: Benchmark, bytes: [UInt8]) in
        for _ in benchmark.scaledIterations { blackHole(try! BoardFile.parse(bytes, fileName: "bench").get()) }
    } setup: {
        BoardFile.canonicalBytes(makeBoard(bottom: 100_000, shape: .even))
    }
    Benchmark("write-board-file-100000-tags", configuration: .default) { (benchmark: Benchmark, board: Board) in
        for _ in benchmark.scaledIterations { blackHole(BoardFile.canonicalBytes(board)) }
    } setup: {
        makeBoard(bottom: 100_000, shape: .even)
    }

    // The built-in demo board: parsed, laid out and drawn, as `tagdeck` opens it.
    Benchmark("open-demo-board", configuration: .default) { benchmark in
        for _ in benchmark.scaledIterations {
            let board = try! BoardFile.parse(text: DemoBoard.text, fileName: "demo").get()
            blackHole(benchDeck(board).0.render())
        }
    }
}

/// A deck set up once for a benchmark, handled one event a sample.
final class Scene: @unchecked Sendable {
    let deck: Deck
    var path: [Point] = []
    private var k = 0

    init(_ deck: Deck) { self.deck = deck }

    /// One sample: `event` (given the deck and the sample's number) and the frame it leads to.
    func step(_ event: (Deck, Int) -> Void) {
        event(deck, k)
        blackHole(deck.render())
        k += 1
    }
}

extension Benchmark.Configuration {
    /// Allocations are counted exactly: a few more at the 90th percentile is a regression. Times vary from
    /// machine to machine and run to run: half again is. (CPU time is not kept: it counts in 10 ms ticks here,
    /// and instruction counters are not available on every machine.)
    static var `default`: Self {
        .init(
            metrics: [.wallClock, .mallocCountTotal],
            timeUnits: .microseconds,
            warmupIterations: 50,
            maxDuration: .seconds(2),
            maxIterations: 3_000,
            thresholds: [
                .mallocCountTotal: .init(relative: [.p90: 2.0], absolute: [.p90: 2]),
                .wallClock: .init(relative: [.p90: 50.0]),
            ]
        )
    }
}
