/// The picker's chosen entries (`--chosen`) that its input did not offer: set aside at the start of the Chosen
/// pane in a section of their own, `Not among the candidates`, where they still count as chosen (drag them
/// out to leave them out), before the others, `Among the candidates`; or, with `--drop-missing`, dropped. Known only once the input has ended; when it ends
/// during a drag, they are set aside at the drop.
public enum MissingChosen {
    public static let sectionTitle = "Not among the candidates"
    public static let restTitle = "Among the candidates"


    /// Sets `texts` aside (or drops them), now or when the drag in progress ends.
    static func setAside(_ state: inout DeckState, _ texts: [String], drop: Bool) {
        state.missingChosen += texts
        settle(&state, drop: drop)
    }

    /// Sets aside what waits, unless a chip is still in hand.
    static func settle(_ state: inout DeckState, drop: Bool) {
        guard !state.missingChosen.isEmpty, state.session == nil else { return }
        let texts = state.missingChosen
        state.missingChosen = []
        let board = state.board.settingAside(Set(texts), in: .top, title: Self.sectionTitle,
                                                  restTitle: Self.restTitle, drop: drop)
        guard board != state.board else { return }
        BoardReload.reload(&state, with: board)
        let count = texts.count == 1 ? "1 chosen entry is" : "\(TitleText.grouped(texts.count)) chosen entries are"
        state.say("\(count) not among the candidates" + (drop ? " (dropped)" : ""))
    }
}
