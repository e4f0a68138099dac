extension Deck {
    /// Routes a mouse report to the pane that owns the gesture, or to the pane under the pointer.
    func handlePointer(_ input: InputEvent) {
        let now = clock.now
        // A section title pressed, or a section lifted: the section follows the pointer.
        if controller.sectionMover.sectionPointer(input) { return }
        switch input {
        case .press(let p, .left):
            guard controller.session == nil else { return }
            if let moving = arranger.grab(at: p) {
                controller.mode = moving
                return
            }
            guard let side = controller.paneSide(at: p) else { return }
            controller.activeSide = side
            controller[side].pressed(at: p, now: now, content: board[side])
        case .press(let p, .leftWithAlt):
            guard controller.session == nil, let side = controller.paneSide(at: p),
                  controller[side].viewport.contains(p),
                  case .chip(let path, _) = controller[side].hit(p, content: board[side]) else { return }
            controller.activeSide = side
            controller.focusedChip = path
            controller.marker.toggle(at: path)
        case .press(_, .right):
            if controller.session != nil {
                cancelMovement()
            } else {
                controller.top.cancelGesture()
                controller.bottom.cancelGesture()
            }
        case .drag(let p):
            for side in gestureOwners { controller[side].dragged(to: p, now: now) }
        case .release(let p):
            for side in gestureOwners { controller[side].released(at: p, now: now) }
        case .wheel(let p, let delta):
            guard let side = controller.paneSide(at: p) else { return }
            guard controller[side].scroll(by: delta * 2, content: board[side]), controller.session != nil else { return }
            controller.coordinator.updateInteractiveMovementTarget(.scrolled(.wheel))
        case .key, .resize, .paste:
            break
        }
    }

    /// The panes that receive motion and release: the owner of a mouse drag, else any pane with a pending press.
    private var gestureOwners: [PaneSide] {
        if let s = controller.session {
            return s.input == .mouse ? [s.owner] : []
        }
        return PaneSide.allCases.filter { controller[$0].hasGesture }
    }

    /// In the help overlay: a click closes it, the wheel scrolls it.
    func handlePointerInHelp(_ input: InputEvent, scroll: Int) {
        switch input {
        case .press:
            controller.mode = controller.restingMode
        case .wheel(_, let delta):
            controller.mode = .help(scroll: min(max(0, scroll + delta * 2), maxHelpScroll))
        default:
            break
        }
    }
}
