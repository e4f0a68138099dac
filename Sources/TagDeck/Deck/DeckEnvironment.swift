/// What a deck's state is computed with but is not itself state: the options it was made with, the clock it reads
/// the time from, where its movements go, where a piece of work says how far it got, and (in a test) who watches
/// the board's moves.
///
/// The state carries it beside its values so that every concern's function can read the time and the options; it
/// takes no part in comparing states beyond the options (two states are equal when everything the user can see
/// and do with them is, whichever clock they read).
package struct DeckEnvironment: Equatable {
    /// What the deck was made with: mode, timings, keys, split.
    package let options: DeckOptions
    /// Where the deck reads the time (animations, the press delay, auto-scroll).
    package let clock: any DeckClock
    /// Where movements go when a test routes them through a double; nil: the board's own coordinator.
    var movementRoute: (any DragCoordinator)?
    /// Set while a ``DeckWork`` runs on the state: where it says how far it got (0 to 1).
    var reportProgress: (@Sendable (Double) -> Void)?
    #if DEBUG
    /// Called at every change of the tags' places on the board, for a test that looks at how it came about
    /// (`BoardMoveWatch`). Debug builds only.
    var boardMoveWatch: (@Sendable () -> Void)?
    #endif

    /// An environment of `options`, reading the time from `clock`, moving through the board's own coordinator.
    package init(options: DeckOptions, clock: any DeckClock) {
        self.options = options
        self.clock = clock
    }

    /// The options only: the clock, the route and the progress report are how the state is worked on, not what it is.
    package static func == (a: DeckEnvironment, b: DeckEnvironment) -> Bool { a.options == b.options }
}
