import TagDeck
import XCTest
import TagDeckTesting

extension XCTestCase {
    /// A random generator for this test, seeded from the one test seed (``TestSeed``) or `defaultSeed`. When
    /// the test fails, the seed and how to replay it are printed at its end.
    public func seededGenerator(default defaultSeed: UInt64, file: StaticString = #filePath) -> SplitMix64 {
        let seed = TestSeed.replay ?? defaultSeed
        let name = self.name
        addTeardownBlock { [weak self] in
            if let run = self?.testRun, run.failureCount + run.unexpectedExceptionCount > 0 {
                print("\(name) failed with " + TestSeed.replayHint(seed, test: name))
            }
        }
        return SplitMix64(seed: seed)
    }
}
