/// Easing curves: progress in 0...1 to eased progress in 0...1.
package enum Easing: Sendable, Equatable {
    case linear
    /// Fast start, gentle landing: for chips settling and flying into slots.
    case easeOutCubic
    case easeInOutCubic

    /// The eased value of `t`, clamped to 0...1.
    package func callAsFunction(_ t: Double) -> Double {
        let t = min(max(t, 0), 1)
        switch self {
        case .linear: return t
        case .easeOutCubic:
            let u = 1 - t
            return 1 - u * u * u
        case .easeInOutCubic:
            return t < 0.5 ? 4 * t * t * t : 1 - pow3(-2 * t + 2) / 2
        }
    }

    private func pow3(_ x: Double) -> Double { x * x * x }
}

/// What kind of flight a chip takes, which decides its duration.
package enum FlightKind: Sendable, Equatable {
    /// A drop in the same pane: the chip glides into its slot.
    case settle
    /// Into the other pane, or back to where it came from.
    case fly
}

/// A chip moving on its own from a screen point to its slot: after a drop, a send, a cancel or an undo.
///
/// The model already holds the tag in its slot; the flight is only how it is drawn meanwhile. Its position is
/// a pure function of time.
package struct ChipFlight: Sendable, Equatable {
    package let tag: Tag
    /// The slot it lands in (kept up to date as other moves happen).
    package var target: TagPath
    /// Where it starts on screen.
    package let from: Point
    package let start: Double
    package let duration: Double
    package let easing: Easing

    package init(tag: Tag, target: TagPath, from: Point, start: Double, duration: Double,
                easing: Easing = .easeOutCubic) {
        self.tag = tag
        self.target = target
        self.from = from
        self.start = start
        self.duration = duration
        self.easing = easing
    }

    /// Eased progress at `time`: 0 at the start, 1 at the end and after.
    package func progress(at time: Double) -> Double {
        guard duration > 0 else { return 1 }
        return easing((time - start) / duration)
    }

    /// Whether the chip has landed at `time`.
    package func isFinished(at time: Double) -> Bool { time >= start + duration }

    /// Where the chip is drawn at `time`, flying towards `destination` (the slot's current screen origin).
    package func position(at time: Double, destination: Point) -> Point {
        let p = progress(at: time)
        let x = Double(from.x) + Double(destination.x - from.x) * p
        let y = Double(from.y) + Double(destination.y - from.y) * p
        return Point(x: Int(x.rounded()), y: Int(y.rounded()))
    }
}
