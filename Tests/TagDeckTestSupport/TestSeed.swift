import Foundation
import TagDeck
import TagDeckTesting

/// The one seed of every property and random-sequence test: `TAGDECK_TEST_SEED` in the environment replays
/// one seed; without it each test draws its own seeds. Failures print the seed and this hint.
public enum TestSeed {
    /// The environment variable that replays a seed.
    public static let variable = "TAGDECK_TEST_SEED"

    /// The seed to replay, when the environment sets one.
    public static var replay: UInt64? {
        ProcessInfo.processInfo.environment[variable].flatMap { UInt64($0) }
    }

    /// The seeds a test runs: the replayed one alone, or `count` seeds drawn from `master` (a fixed master
    /// keeps a test's cases the same from run to run).
    public static func seeds(count: Int, master: UInt64) -> [UInt64] {
        if let replay { return [replay] }
        var rng = SplitMix64(seed: master)
        return (0..<count).map { _ in rng.next() }
    }

    /// The replayed seed, or a fresh random one (for tests that explore a new case each run).
    public static func fresh() -> UInt64 { replay ?? UInt64.random(in: 0...UInt64.max) }

    /// How to run one failing case again.
    public static func replayHint(_ seed: UInt64, test: String) -> String {
        "seed \(seed) (replay: \(variable)=\(seed) swift test --filter \(test))"
    }
}
