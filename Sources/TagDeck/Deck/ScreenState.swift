/// The screen's size and where the panes go on it: the split feature's state. A resize, `+`, `-`, `=` and a drag of
/// the line between the panes change it (``PaneArranger``).
package struct ScreenState: Equatable {
    /// The screen's columns (the deck's rectangle's, when hosted).
    package internal(set) var width: Int
    /// The screen's rows.
    package internal(set) var height: Int
    /// Where the panes go on the screen.
    var arranger: PaneArranger
}
