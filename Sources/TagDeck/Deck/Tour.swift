/// `tagdeck tour`: the demo board plays itself, step by step at a human pace, each step captioned on the status
/// line: a lift by holding, a drag into the other pane and its fly-in, a live reorder, a cancel, a keyboard
/// carry. It drives the deck with the same events a person would send. Any key or click ends it at once, and
/// the board is put back as it was when the tour began: every move it made is undone.
package struct Tour {
    /// One step: a caption, and events to send, some aimed at chips found on the screen when the step runs.
    struct Step {
        enum Action {
            case press(String)
            case pointer(String, dx: Int, dy: Int, release: Bool)
            case rightClick(String)
            case key(Key)
        }
        var caption: String
        var actions: [Action]
        /// Seconds from the previous step.
        var pause: Double
    }

    /// The steps on the demo board.
    static let demo: [Step] = [
        Step(caption: "Press and hold a chip: after a moment it lifts and floats", actions: [.press("World")],
             pause: 1.2),
        Step(caption: "Drag it: over the other pane the slot moves there", actions: [
            .pointer("World", dx: 1, dy: -2, release: false), .pointer("Traffic", dx: 12, dy: 0, release: false),
        ], pause: 1.0),
        Step(caption: "Let go: it flies into its slot", actions: [.pointer("Traffic", dx: 12, dy: 0, release: true)],
             pause: 1.6),
        Step(caption: "Drag within a pane: the other chips make room as you go", actions: [
            .press("Film"), .pointer("Film", dx: 1, dy: 0, release: false),
            .pointer("Books", dx: 2, dy: 0, release: false),
        ], pause: 2.6),
        Step(caption: "…and drop it where it is", actions: [.pointer("Art", dx: 1, dy: 0, release: true)], pause: 1.4),
        Step(caption: "The right button (or Esc) cancels: the chip flies back", actions: [
            .press("Food"), .pointer("Food", dx: 1, dy: -1, release: false),
            .pointer("Headlines", dx: 2, dy: 0, release: false),
        ], pause: 2.0),
        Step(caption: "The right button (or Esc) cancels: the chip flies back", actions: [.rightClick("Headlines")],
             pause: 1.4),
        Step(caption: "Keyboard: Space lifts the focused chip", actions: [.key(.home), .key(.space)], pause: 2.0),
        Step(caption: "Keyboard: arrows carry it slot by slot", actions: [.key(.right), .key(.right)], pause: 1.4),
        Step(caption: "Keyboard: Space drops it", actions: [.key(.space)], pause: 1.4),
        Step(caption: "That is tagdeck: the board is yours now (press ? for every key)", actions: [], pause: 2.4),
    ]

    private let steps: [Step]
    private var next = 0
    /// The undo steps on record when the tour began: ending it undoes back to there.
    private let startingSteps: Int
    /// When the next step runs, in the deck's clock; nil once the tour is over.
    package private(set) var nextDue: Double?

    /// A tour of `deck`, starting `delay` seconds from now.
    package init(deck: Deck, delay: Double = 0.8) {
        steps = Self.demo
        startingSteps = deck.state.history.done.count
        nextDue = deck.clock.now + delay
        deck.state.show(.info("A tour of tagdeck · any key or click ends it"))
    }

    /// Whether the tour is still playing.
    package var isPlaying: Bool { nextDue != nil }

    /// Runs the step that is due, if one is: its events go through `send` (as `Deck.dispatch` would take them).
    package mutating func play(_ deck: Deck, send: (InputEvent) -> Void) {
        guard let due = nextDue, deck.clock.now >= due else { return }
        guard next < steps.count else { return finish(deck, send: send, caption: nil) }
        let step = steps[next]
        next += 1
        for action in step.actions {
            if let event = event(for: action, on: deck) { send(event) }
        }
        deck.state.show(.info("Tour \(next)/\(steps.count) · \(step.caption) · any key ends it"))
        nextDue = deck.clock.now + step.pause
    }

    /// A key or a click came: the tour stops at once and the board goes back to how it was when it began.
    package mutating func interrupt(_ deck: Deck, send: (InputEvent) -> Void) {
        finish(deck, send: send, caption: "Tour ended: the demo board is as it was, and yours")
    }

    private mutating func finish(_ deck: Deck, send: (InputEvent) -> Void, caption: String?) {
        guard nextDue != nil else { return }
        nextDue = nil
        // Whatever is in hand goes back, a held button comes up, and every move of the tour is undone.
        send(.release(Point(x: -1, y: -1)))
        if deck.state.session != nil { send(.key(.escape)) }
        var guardCount = 0
        while deck.state.history.done.count > startingSteps && guardCount < 100 {
            send(.key(.character("u")))
            guardCount += 1
        }
        deck.state.show(.info(caption ?? "That is tagdeck: the board is as it was, and yours"))
    }

    private func event(for action: Step.Action, on deck: Deck) -> InputEvent? {
        func center(_ text: String) -> Point? {
            guard let path = deck.board.path(of: text) else { return nil }
            let frame = deck.state.chipFrame(path)
            return Point(x: frame.x + frame.width / 2, y: frame.y)
        }
        switch action {
        case .press(let text): return center(text).map { .press($0, .left) }
        case .pointer(let text, let dx, let dy, let release):
            guard let c = center(text) else { return nil }
            let p = Point(x: c.x + dx, y: c.y + dy)
            return release ? .release(p) : .drag(p)
        case .rightClick(let text): return center(text).map { .press($0, .right) }
        case .key(let key): return .key(key)
        }
    }
}
