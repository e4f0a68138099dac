// What the two benchmark harnesses share: tagdeck-bench (whole processes and timings beside fzf) and the
// micro-benchmarks on ordo-one/benchmark under Benchmarks/. The boards they measure, and the scenes they set up.
import TagDeck

/// How the bottom pane's tags are spread over its five sections.
public enum Shape: String, Sendable {
    /// Five equal sections.
    case even
    /// One section holds 96% of the tags; the four others 1% each.
    case oneBig = "one big"

    public func sectionSizes(_ n: Int) -> [Int] {
        switch self {
        case .even:
            let base = n / 5
            return [n - 4 * base, base, base, base, base]
        case .oneBig:
            let small = n / 100
            return [n - 4 * small, small, small, small, small]
        }
    }
}

private let words = ["News", "Programming", "Art", "Climate", "Design", "Open Source", "Film", "Travel",
                     "AI", "Photography", "Football", "Science", "Home & Garden", "音乐", "Books", "Style"]

/// A board with 20 tags on top (two sections) and `n` tags below (five sections shaped by `shape`).
/// Texts are a word and a number, so chips have realistic, varied widths (5 to 21 cells).
public func makeBoard(bottom n: Int, shape: Shape) -> Board {
    var next = 0
    func tags(_ count: Int) -> [Tag] {
        (0..<count).map { _ in
            defer { next += 1 }
            return Tag("\(words[next % words.count]) \(next)")
        }
    }
    let top = PaneContent(title: "Chosen", sections: [Section(title: "Favourites", tags: tags(12)),
                                                      Section(title: "Nearby", tags: tags(8))])
    let sizes = shape.sectionSizes(n)
    let bottom = PaneContent(title: "Browse", sections: sizes.enumerated().map { k, size in
        Section(title: "Section \(k + 1)", tags: tags(size))
    })
    return try! Board(top: top, bottom: bottom)
}

/// A board of `n` tags `item-0` ... in one section of the bottom pane (`Pool`), the top pane (`Chosen`) empty:
/// the million-tag benchmarks' board, the same lines fzf is given.
public func itemBoard(tags n: Int) -> Board {
    Board(checkedTop: PaneContent(title: "Chosen", sections: [Section(tags: [])]),
          bottom: PaneContent(title: "Pool", sections: [Section(tags: (0..<n).map { Tag("item-\($0)") })]))
}
