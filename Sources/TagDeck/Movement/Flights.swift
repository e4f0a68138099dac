/// Chips in flight: one launched from where it was to its slot, and where that slot is on screen.
enum Flights {
    /// Starts a chip flying from `from` to its slot, or lands it at once with reduced motion.
    /// `share` is the part of the usual duration it takes, starting `delay` (a part of the duration) later: the
    /// chips of a bundle leave one after the other, all within the usual time. The flights are this feature's own
    /// state; a browsing `mode` settles while they fly. `options` say how long a flight takes, `now` is the clock's.
    static func launch(_ flights: inout [String: ChipFlight], _ mode: inout DeckMode, _ tag: Tag, from: Point,
                       to target: TagPath, kind: FlightKind, delay: Double = 0, share: Double = 1,
                       options: DeckOptions, now: Double) {
        let duration = options.reducedMotion ? 0 : (kind == .settle ? options.settleDuration : options.flyDuration)
        guard duration > 0 else {
            flights[tag.text] = nil
            return
        }
        flights[tag.text] = ChipFlight(tag: tag, target: target, from: from, start: now + delay * duration,
                                       duration: duration * share)
        if mode == .browsing { mode = .settling }
    }

    /// The screen point a flight heads for: the slot, pinned to the pane's viewport when scrolled away.
    static func landingPoint(_ state: MovementState, _ path: TagPath) -> Point {
        let frame = state.chipFrame(path)
        let vp = state[path.pane].viewport
        return Point(x: frame.x, y: min(max(frame.y, vp.y), max(vp.y, vp.maxY - 1)))
    }
}
