/// What the deck keeps of its frames: the last one, from which the next draws only what changed (``FrameMemo``),
/// and whether the state changed since it was drawn. Not state: the same state draws the same frame without it.
struct FrameCache {
    /// The last frame and what it was drawn from.
    var memo: FrameMemo?
    /// Whether the state changed since the last frame.
    var needsRedraw = true
}
