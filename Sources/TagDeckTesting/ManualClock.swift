import TagDeck

/// A clock that only moves when told to. For tests and the benchmark.
public final class ManualClock: DeckClock {
    public private(set) var now: Double

    public init(now: Double = 0) { self.now = now }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: Double) {
        precondition(seconds >= 0, "time never runs backwards")
        now += seconds
    }

    /// Moves the clock to `time` (never backwards).
    public func set(_ time: Double) { now = max(now, time) }
}
