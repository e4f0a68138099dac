/// Where tagdeck reads the time: seconds on a monotonic scale with an arbitrary origin.
///
/// Animations, the press delay and auto-scroll are pure functions of this time, so tests inject a
/// clock of their own (`ManualClock`, in the testing library) and step it.
public protocol DeckClock {
    /// The time now, in seconds.
    var now: Double { get }
}

/// The real monotonic clock.
public struct MonotonicClock: DeckClock {
    private let origin = ContinuousClock.now

    /// A clock whose origin is now.
    public init() {}

    /// Seconds since the clock was made.
    public var now: Double {
        let d = ContinuousClock.now - origin
        return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }
}
