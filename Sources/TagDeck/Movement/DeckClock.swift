/// Where tagdeck reads the time: seconds on a monotonic scale with an arbitrary origin.
///
/// Animations, the press delay and auto-scroll are pure functions of this time, so tests inject a
/// ``ManualClock`` and step it.
public protocol DeckClock: AnyObject {
    var now: Double { get }
}

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

/// The real monotonic clock.
public final class MonotonicClock: DeckClock {
    private let origin = ContinuousClock.now

    public init() {}

    public var now: Double {
        let d = ContinuousClock.now - origin
        return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }
}
