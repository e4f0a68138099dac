/// The session's own keys: saving, redrawing, quitting, the quit prompt's answers, Esc. The deck hands them here
/// (`Deck.perform`); what they say on the status line is returned, as a feature's reducer returns it.
enum SessionActions {
    /// What the session does with `action` on `deck`: saving, redrawing, quitting, the quit prompt's answers, Esc.
    /// - Returns: what the status line says of it, in order.
    static func perform(_ action: SessionAction, on deck: Deck, _ effects: inout [DeckEffect]) -> StatusNotes {
        switch action {
        case .save: return deck.requestSave(.explicit, &effects)
        case .redraw: effects.append(.redrawScreen)
        case .quit: return requestQuit(deck, &effects)
        case .back:
            if deck.state.filter != nil {
                return deck.state.changeFilter(TagQuery("")) + .info("Filter cleared")
            } else if let cleared = ChipMarker.clear(&deck.state.movement.marks) {
                return cleared  // The marks were the pending thing: cleared.
            } else if deck.options.mode == .picker {
                deck.finish(.cancelled, &effects)
            }
        case .saveAndQuit, .discardAndQuit, .keepEditing:
            deck.state.mode = deck.state.restingMode
            if action == .saveAndQuit { return deck.requestSave(.beforeQuit, &effects) }
            if action == .discardAndQuit { deck.finish(.quit, &effects) }
        }
        return []
    }

    /// `q`: quits at once, once the save under way is done, or asks first when changes are not saved. A drag in
    /// progress is cancelled first.
    /// - Returns: what the status line says of it, in order.
    private static func requestQuit(_ deck: Deck, _ effects: inout [DeckEffect]) -> StatusNotes {
        let notes = PaneGestures.cancelMovement(&deck.state.movement)
        if deck.state.files.saving.isSavingLatest(deck.state) {
            // A save of the latest change is under way (in the background): quit once it is done; if it fails,
            // its message says so and the next `q` asks.
            return notes + deck.requestSave(.beforeQuit, &effects)
        } else if deck.hasUnsavedChanges {
            deck.state.mode = .askingToQuit
        } else {
            deck.finish(.quit, &effects)
        }
        return notes
    }
}
