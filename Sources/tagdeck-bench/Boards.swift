import TagDeck

/// How the bottom pane's tags are spread over its five sections.
enum Shape: String {
    /// Five equal sections.
    case even
    /// One section holds 96% of the tags; the four others 1% each.
    case oneBig = "one big"

    func sectionSizes(_ n: Int) -> [Int] {
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
func makeBoard(bottom n: Int, shape: Shape) -> Board {
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
