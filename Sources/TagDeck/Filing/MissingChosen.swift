/// The picker's chosen entries (`--chosen`) that its input did not offer: set aside at the start of the Chosen
/// pane in a section of their own, `Not among the candidates`, where they still count as chosen (drag them
/// out to leave them out), before the others, `Among the candidates`; or, with `--drop-missing`, dropped. Known only once the input has ended; when it ends
/// during a drag, they are set aside at the drop.
public final class MissingChosen {
    public static let sectionTitle = "Not among the candidates"
    public static let restTitle = "Among the candidates"
    unowned let controller: BoardController
    /// Entries to set aside once the drag in progress ends.
    private var waiting: [String] = []

    init(board controller: BoardController) { self.controller = controller }

    /// Sets `texts` aside (or drops them), now or when the drag in progress ends.
    func setAside(_ texts: [String], drop: Bool) {
        waiting += texts
        settle(drop: drop)
    }

    /// Sets aside what waits, unless a chip is still in hand.
    func settle(drop: Bool) {
        guard !waiting.isEmpty, controller.session == nil else { return }
        let texts = waiting
        waiting = []
        let board = controller.board.settingAside(Set(texts), in: .top, title: Self.sectionTitle,
                                                  restTitle: Self.restTitle, drop: drop)
        guard board != controller.board else { return }
        BoardReload.reload(controller, with: board)
        let count = texts.count == 1 ? "1 chosen entry is" : "\(TitleText.grouped(texts.count)) chosen entries are"
        controller.say("\(count) not among the candidates" + (drop ? " (dropped)" : ""))
    }
}
