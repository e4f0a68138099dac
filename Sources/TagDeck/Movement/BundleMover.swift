/// Bundles: the marked chips moved as one. Lifting a marked chip lifts them all; the others (the riders) stay in
/// their slots but take no room while the bundle is in hand; the drop lands them all at the placeholder's slot,
/// consecutively and in the order they had on the board, as one change of the model and one undo step.
///
/// The board's coordinator asks it to gather a bundle at lift and to land it at the drop; ``ChipSender`` asks it
/// to send one back. It changes the model only through the board's `perform`.
public final class BundleMover {
    unowned let controller: BoardController

    init(board controller: BoardController) { self.controller = controller }

    // Read once per call, not per tag: each read of a computed copy retains its storage.
    private var board: Board { controller.board }

    /// How many chips of a bundle fly into their slots one after the other; the rest land at once.
    static let staggeredFlights = 24

    /// The marked chips' paths in board order (top pane first).
    /// - Complexity: O(tags of the panes holding marks), stopping at the last marked one.
    public func markedPaths() -> [TagPath] {
        let marks = controller.marks
        let board = board
        guard !marks.isEmpty else { return [] }
        var out: [TagPath] = []
        out.reserveCapacity(marks.count)
        for side in PaneSide.allCases {
            let wanted = marks.count(in: side)
            var found = 0
            guard wanted > 0 else { continue }
            search: for (s, section) in board[side].sections.enumerated() {
                for (i, tag) in section.tags.enumerated() where marks.contains(tag.text) {
                    out.append(TagPath(side, s, i))
                    found += 1
                    if found == wanted { break search }
                }
            }
        }
        return out
    }

    /// The session for lifting the chip at `path`: with the other marked chips as riders when it is marked.
    func gather(_ session: DragSession) -> DragSession {
        guard controller.marks.contains(session.tag.text) else { return session }
        let board = board
        var s = session
        let members = markedPaths()
        s.isBundle = true
        s.leadIndex = members.firstIndex(of: session.origin) ?? 0
        s.riders = members.filter { $0 != session.origin }
        // A send lands in the same update: no frame shows the riders, so they need not be hidden.
        if session.input != .send { hideRiders(Set(s.riders.map { board[$0].text })) }
        return s
    }

    /// The riders take no room while the bundle is in hand (an empty set shows them again).
    func hideRiders(_ texts: Set<String>) {
        for side in PaneSide.allCases where controller[side].layout.hidden != texts {
            controller[side].layout.hidden = texts
            controller[side].clampScroll(board[side])
        }
    }

    /// Lands a bundle where its lifted chip is: every chip of it, in board order, around that slot. One change
    /// of the model, one undo step; the marks are cleared.
    func land(_ s: DragSession) {
        hideRiders([])
        let live = Move(from: s.origin, to: s.current)
        var now = s.riders.map(live.relocate)
        var origins = s.riders
        now.insert(s.current, at: s.leadIndex)
        origins.insert(s.origin, at: s.leadIndex)
        let c = s.current
        // The block starts where the lifted chip stands among the chips that are not in the bundle.
        let ridersBefore = now.count { $0.pane == c.pane && $0.section == c.section && $0.item < c.item }
        let block = (0..<now.count).map { TagPath(c.pane, c.section, c.item - ridersBefore + $0) }
        let board = board
        let tags = now.map { board[$0] }
        controller.perform(BundleMove(from: now, to: block))
        let change = BundleMove(from: origins, to: block)
        CommitPath.commit(.new(.bundle(change), tags: tags), to: controller)
        controller.marks.removeAll()
        let from: Point = switch s.input {
        case .mouse: s.floatingOrigin
        case .keyboard: controller.chipFrame(block[s.leadIndex]).origin
        case .send: s.pointer
        }
        launch(tags, from: Array(repeating: from, count: tags.count), to: block,
                     kind: c.pane == s.origin.pane ? .settle : .fly)
        controller.focusedChip = block[s.leadIndex]
        controller.activeSide = c.pane
        let what = tags.count == 1 ? "'\(tags[0].text)'" : "\(tags.count) tags"
        if s.input == .send {
            controller.say("Sent \(what) to \(describeRun(block))")
        } else if change.isIdentity {
            controller.say("Put \(what) back at \(describeRun(block))")
        } else {
            controller.say("Moved \(what) to \(describeRun(block))")
        }
    }

    /// Sends the bundle of the marked chips, all in `side`, each back to the slot it came from in the other pane.
    /// - Returns: false when some slot is no longer valid (then nothing moves).
    func sendBack(_ members: [TagPath]) -> Bool {
        let board = board
        let tags = members.map { board[$0] }
        let slots = tags.compactMap { controller.returnSlots[$0.text] }
        guard slots.count == members.count else { return false }
        // Slots are counted without the chips sent back: those that share a slot land in board order.
        var to = slots
        var landed: [TagPath: Int] = [:]
        for k in slots.indices.sorted(by: { (slots[$0], $0) < (slots[$1], $1) }) {
            let section = TagPath(slots[k].pane, slots[k].section, 0)
            to[k].item += landed[section, default: 0]
            landed[section, default: 0] += 1
        }
        let move = BundleMove(from: members, to: to)
        guard board.canApply(move) else { return false }
        let from = members.prefix(Self.staggeredFlights).map(controller.landingPoint)
        controller.perform(move)
        CommitPath.commit(.new(.bundle(move), tags: tags), to: controller)
        controller.marks.removeAll()
        launch(tags, from: from, to: to, kind: .fly)
        controller.say("Sent \(tags.count) tags back to \(controller.describe(to[0]))")
        return true
    }

    /// After the model applied `move`: the panes lay out the sections it touched again, and every tracked path
    /// (focus, flights, return slots, a pending press) stays on its tag.
    func follow(_ move: BundleMove, tags: [Tag]) {
        // Each section touched is laid out again from its first change.
        var firstChange: [TagPath: Int] = [:]
        for p in move.from + move.to {
            let key = TagPath(p.pane, p.section, 0)
            firstChange[key] = min(firstChange[key] ?? p.item, p.item)
        }
        for (key, item) in firstChange { controller[key.pane].layout.invalidate(section: key.section, from: item) }
        let relocator = BundleRelocator(move)
        var landing: [TagPath: TagPath] = [:]
        for (k, p) in move.from.enumerated() { landing[p] = move.to[k] }
        let relocate = { (p: TagPath) in landing[p] ?? relocator.relocate(p) }
        let moved = Set(tags.map(\.text))
        if let f = controller.focusedChip { controller.focusedChip = relocate(f) }
        for (text, flight) in controller.flights where !moved.contains(text) {
            controller.flights[text]?.target = relocate(flight.target)
        }
        for (text, slot) in controller.returnSlots where !moved.contains(text) {
            controller.returnSlots[text] = relocator.relocate(slot)
        }
        controller.top.relocatePress(relocate)
        controller.bottom.relocatePress(relocate)
        for side in PaneSide.allCases { controller[side].clampScroll(board[side]) }
    }

    /// The chips of a bundle fly into their slots one after the other, within the usual animation time.
    func launch(_ tags: [Tag], from: [Point], to: [TagPath], kind: FlightKind) {
        let flying = min(tags.count, from.count, Self.staggeredFlights)
        for k in tags.indices { controller.flights[tags[k].text] = nil }
        let gap = flying > 1 ? 0.4 / Double(flying - 1) : 0
        for k in 0..<flying {
            controller.launch(tags[k], from: from[k], to: to[k], kind: kind, delay: Double(k) * gap, share: flying > 1 ? 0.6 : 1)
        }
    }

    /// A run of slots in words: "Chosen › Letters, 3–6 of 9" (one slot as ``describe(_:)``).
    func describeRun(_ run: [TagPath]) -> String {
        guard let first = run.first, let last = run.last, run.count > 1, first.section == last.section,
              first.pane == last.pane else { return run.first.map(controller.describe) ?? "" }
        let total = board.count(first.pane, section: first.section)
        let place = controller.sectionName(first.pane, first.section)
        return "\(place), \(TitleText.grouped(first.item + 1))–\(TitleText.grouped(last.item + 1)) of \(TitleText.grouped(total))"
    }
}
