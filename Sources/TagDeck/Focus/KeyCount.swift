/// The keyboard's count: digits typed before a move (`3l`) repeat it. Keyboard input state, not a mode.
struct KeyCount: Equatable, Sendable {
    /// The count typed so far, if any.
    var pending: Int?
    /// Set for the last `m` of a count (`20m`): the focus stays on the last chip marked, for Enter or Space.
    var markStaysPut = false
}
