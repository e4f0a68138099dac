/// Bundles: the marked chips moved as one. Lifting a marked chip lifts them all; the others (the riders) stay in
/// their slots but take no room while the bundle is in hand; the drop lands them all at the placeholder's slot,
/// consecutively and in the order they had on the board, as one change of the model and one undo step.
///
/// The board's coordinator asks it to gather a bundle at lift, and how to land it at the drop and to send one
/// back (`ChipSender` asks the coordinator for that); the coordinator makes those moves (`BoardMoves.swift`).
package enum BundleMover {



    /// How many chips of a bundle fly into their slots one after the other; the rest land at once.
    static let staggeredFlights = 24

    /// The marked chips' paths in board order (top pane first).
    /// - Complexity: O(tags of the panes holding marks), stopping at the last marked one; a pane whose every chip
    ///   is marked (marks are kept in the pane their tag is in) without a lookup by text.
    package static func markedPaths(_ state: MovementState) -> [TagPath] { markedPaths(state.marks, on: state.board) }

    /// The paths of `marks` on `board` in board order (top pane first), as ``markedPaths(_:)``.
    static func markedPaths(_ marks: ChipMarks, on board: Board) -> [TagPath] {
        guard !marks.isEmpty else { return [] }
        var out: [TagPath] = []
        out.reserveCapacity(marks.count)
        for side in PaneSide.allCases {
            let wanted = marks.count(in: side)
            var found = 0
            guard wanted > 0 else { continue }
            let sections = board[side].sections
            if wanted == board[side].tagCount {
                for (s, section) in sections.enumerated() {
                    out += (0..<section.tags.count).lazy.map { TagPath(side, s, $0) }
                }
                continue
            }
            search: for (s, section) in sections.enumerated() {
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
    /// It changes the two panes only (the riders hidden), reading the `marks` on `board`.
    static func gather(_ top: inout Pane, _ bottom: inout Pane, marks: ChipMarks, board: Board,
                       _ session: DragSession) -> DragSession {
        guard marks.contains(session.tag.text) else { return session }
        var s = session
        let members = markedPaths(marks, on: board)
        s.isBundle = true
        s.leadIndex = members.firstIndex(of: session.origin) ?? 0
        s.riders = members.filter { $0 != session.origin }
        // A send lands in the same update: no frame shows the riders, so they need not be hidden.
        if session.input != .send { hideRiders(&top, &bottom, board, Set(s.riders.map { board[$0].text })) }
        return s
    }

    /// The riders take no room in `top` and `bottom`, showing `board`, while the bundle is in hand (an empty set
    /// shows them again).
    static func hideRiders(_ top: inout Pane, _ bottom: inout Pane, _ board: Board, _ texts: Set<String>) {
        if top.layout.hidden != texts {
            top.setHidden(texts)
            top.clampScroll(board[.top])
        }
        if bottom.layout.hidden != texts {
            bottom.setHidden(texts)
            bottom.clampScroll(board[.bottom])
        }
    }

    /// A bundle's landing, as the coordinator makes it: `move` takes the chips from where they stand to `block`
    /// (`tags`, in its order), and the undo step records `change`, from where they were lifted.
    struct Landing {
        var move: BundleMove
        var change: BundleMove
        var tags: [Tag]
        var block: [TagPath]
    }

    /// The landing of the bundle of session `s` on `board`, where its lifted chip is: every chip of the bundle, in
    /// board order, around that slot. (The coordinator shows the riders again and clears the marks first.)
    static func landing(_ board: Board, _ s: DragSession) -> Landing {
        let live = Move(from: s.origin, to: s.current)
        var now = s.riders.map(live.relocate)
        var origins = s.riders
        now.insert(s.current, at: s.leadIndex)
        origins.insert(s.origin, at: s.leadIndex)
        let c = s.current
        // The block starts where the lifted chip stands among the chips that are not in the bundle.
        let ridersBefore = now.count { $0.pane == c.pane && $0.section == c.section && $0.item < c.item }
        let block = (0..<now.count).map { TagPath(c.pane, c.section, c.item - ridersBefore + $0) }
        let tags = now.map { board[$0] }
        return Landing(move: BundleMove(from: now, to: block), change: BundleMove(from: origins, to: block), tags: tags,
                       block: block)
    }

    /// After the coordinator landed the bundle of session `s`: one change of the model, one undo step; the chips
    /// settle or fly into their slots, the focus on the lifted one.
    /// - Returns: what the status line says of it.
    static func landed(_ state: inout MovementState, _ s: DragSession, _ landing: Landing) -> StatusNotes {
        let (change, tags, block, c) = (landing.change, landing.tags, landing.block, s.current)
        state.environment.reportProgress?(0.7)
        CommitPath.commit(.new(.bundle(change), tags: tags),
                          history: &state.history, slots: &state.returnSlots, revision: &state.revision)
        let from = s.dropStart(slotOrigin: state.chipFrame(block[s.leadIndex]).origin)
        launch(&state.flights, &state.mode, tags, from: Array(repeating: from, count: tags.count), to: block,
               kind: c.pane == s.origin.pane ? .settle : .fly, options: state.options, now: state.clock.now)
        state.focusedChip = block[s.leadIndex]
        state.activeSide = c.pane
        let what = tags.count == 1 ? "'\(state.options.name(of: tags[0].text))'" : "\(TitleText.grouped(tags.count)) tags"
        return .info(s.dropMessage(what, at: describeRun(state, block), stayed: change.isIdentity))
    }

    /// The way back of a bundle sent back, as the coordinator makes it: `move` takes `tags` to their slots, and
    /// their flights start from `from`.
    struct WayBack {
        var move: BundleMove
        var tags: [Tag]
        var from: [Point]
    }

    /// The way back of the marked chips at `members`, all in one pane, each to the slot it came from in the other
    /// pane; the marks are cleared for it. Nil when some slot is no longer valid (then nothing changes).
    static func wayBack(_ state: inout MovementState, _ members: [TagPath]) -> WayBack? {
        let tags = members.map { state.board[$0] }
        let slots = tags.compactMap { state.returnSlots[$0.text] }
        guard slots.count == members.count else { return nil }
        // Slots are counted without the chips sent back: those that share a slot land in board order.
        var to = slots
        var landed: [TagPath: Int] = [:]
        for k in slots.indices.sorted(by: { (slots[$0], $0) < (slots[$1], $1) }) {
            let section = TagPath(slots[k].pane, slots[k].section, 0)
            to[k].item += landed[section, default: 0]
            landed[section, default: 0] += 1
        }
        let move = BundleMove(from: members, to: to)
        guard state.board.canApply(move) else { return nil }
        let from = members.prefix(Self.staggeredFlights).map { Flights.landingPoint(state, $0) }
        state.marks.removeAll()
        return WayBack(move: move, tags: tags, from: from)
    }

    /// After the coordinator sent a bundle back: one undo step, and the chips fly to their slots.
    /// - Returns: what the status line says of it.
    static func sentBack(_ state: inout MovementState, _ way: WayBack) -> StatusNotes {
        CommitPath.commit(.new(.bundle(way.move), tags: way.tags),
                          history: &state.history, slots: &state.returnSlots, revision: &state.revision)
        launch(&state.flights, &state.mode, way.tags, from: way.from, to: way.move.to, kind: .fly,
               options: state.options, now: state.clock.now)
        return .info("Sent \(TitleText.grouped(way.tags.count)) tags back to \(Places.describe(state, way.move.to[0]))")
    }

    /// After the model applied `move`: the panes lay out the sections it touched again, and every tracked path
    /// (focus, flights, return slots, a pending press) stays on its tag.
    static func follow(_ state: inout MovementState, _ move: BundleMove, tags: [Tag]) {
        // Each section touched is laid out again from its first change.
        for paths in [move.from, move.to] {
            for (key, ks) in paths.indicesBySection() {
                let first = ks.lazy.map { paths[$0].item }.min() ?? 0
                state[key.pane].layout.invalidate(section: key.section, from: first)
            }
        }
        let relocator = BundleRelocator(move)
        // A path the move carries lands where the move puts it; found by a binary search when the move's paths
        // are in board order (a bundle's are), else through a table of them.
        let sorted = move.from.isStrictlyIncreasing
        let landing = sorted ? [:] : Dictionary(move.from.indices.map { (move.from[$0], move.to[$0]) }) { a, _ in a }
        let relocate = { (p: TagPath) -> TagPath in
            guard sorted else { return landing[p] ?? relocator.relocate(p) }
            var lo = 0, hi = move.from.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if move.from[mid] < p { lo = mid + 1 } else { hi = mid }
            }
            return lo < move.from.count && move.from[lo] == p ? move.to[lo] : relocator.relocate(p)
        }
        if let f = state.focusedChip { state.focusedChip = relocate(f) }
        // The moved tags' own flights and return slots are set again by whoever moved them (launch, the commit).
        for (text, flight) in state.flights { state.flights[text]?.target = relocate(flight.target) }
        state.returnSlots.relocateAll(relocator.relocate)
        state.top.pointer.relocate(relocate)
        state.bottom.pointer.relocate(relocate)
        for side in PaneSide.allCases { state[side].clampScroll(state.board[side]) }
    }

    /// The chips of a bundle fly into their slots one after the other, within the usual animation time (over the
    /// flights and the mode, as ``Flights/launch(_:_:_:from:to:kind:delay:share:options:now:)``).
    static func launch(_ flights: inout [String: ChipFlight], _ mode: inout DeckMode, _ tags: [Tag], from: [Point],
                       to: [TagPath], kind: FlightKind, options: DeckOptions, now: Double) {
        let flying = min(tags.count, from.count, Self.staggeredFlights)
        if !flights.isEmpty { for k in tags.indices { flights[tags[k].text] = nil } }
        let gap = flying > 1 ? 0.4 / Double(flying - 1) : 0
        for k in 0..<flying {
            Flights.launch(&flights, &mode, tags[k], from: from[k], to: to[k], kind: kind, delay: Double(k) * gap,
                           share: flying > 1 ? 0.6 : 1, options: options, now: now)
        }
    }

    /// A run of slots in words: "Chosen › Letters, 3–6 of 9" (one slot as ``describe(_:)``).
    static func describeRun(_ state: MovementState, _ run: [TagPath]) -> String {
        guard let first = run.first, let last = run.last, run.count > 1, first.section == last.section,
              first.pane == last.pane else { return run.first.map { Places.describe(state, $0) } ?? "" }
        let total = state.board.count(first.pane, section: first.section)
        let place = Places.sectionName(state, first.pane, first.section)
        return "\(place), \(TitleText.grouped(first.item + 1))–\(TitleText.grouped(last.item + 1)) of \(TitleText.grouped(total))"
    }
}
