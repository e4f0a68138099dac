/// Time passing on the deck: the press delay coming due, chips flying, the auto-scroll's rows, a filter's matches
/// arriving. The run loop asks for a ``DeckEvent/tick`` at ``nextWakeup(_:)``; nothing is due when nothing waits,
/// so an idle deck sleeps.
enum DeckTime {
    /// Advances the press delay, flights and auto-scroll to the clock's time.
    /// - Returns: whether anything visible changed, and what the status line says of it.
    static func tick(_ state: inout DeckState) -> (changed: Bool, notes: StatusNotes) {
        let now = state.clock.now
        state.lastTick = now
        var changed = !state.flights.isEmpty || state.filtering.isMatching
        var notes = state.stepFilterJob()
        for (text, flight) in state.flights where flight.isFinished(at: now) { state.flights[text] = nil }
        if state.flights.isEmpty && state.mode == .settling { state.mode = .browsing }
        notes += PaneGestures.liftHeld(&state.movement, now: now)
        if state.session != nil { changed = true }
        if var scroll = state.autoScroll {
            let rows = scroll.rowsDue(at: now)
            state.autoScroll = scroll
            if rows != 0 {
                // The content moved under the chip in hand: the coordinator finds its slot again (and stops the
                // auto-scroll at the pane's end); a pane that could not scroll stops it here.
                let scrolled = state[scroll.side].scroll(by: rows * scroll.direction, content: state.board[scroll.side])
                if scrolled { notes += state.coordinator.updateInteractiveMovementTarget(.scrolled(.autoScroll), in: &state.movement) }
                if !scrolled { state.autoScroll = nil }
                changed = changed || scrolled
            }
        }
        return (changed, notes)
    }

    /// When a tick is next needed: a pending lift, the next animation frame, the next auto-scroll row; nil when
    /// nothing waits.
    static func nextWakeup(_ state: DeckState) -> Double? {
        var due: [Double] = []
        if let t = state.top.pointer.liftDue { due.append(t) }
        if let t = state.bottom.pointer.liftDue { due.append(t) }
        // The next frame is a fixed time after the last one (a time that comes due, unlike "now + 1/60").
        if !state.flights.isEmpty { due.append(state.lastTick + 1.0 / 60.0) }
        if let scroll = state.autoScroll { due.append(scroll.nextDue) }
        // A filter being matched: the next chunk as soon as no input is waiting.
        if state.filtering.isMatching { due.append(state.lastTick + 1.0 / 60.0) }
        return due.min()
    }
}
