/// Suggestions for a misspelt name: the known name fewest edits away, if it is close enough to be what was meant.
package enum NearestName {
    /// The candidate closest to `name` by edit distance (ignoring case), when at most a third of its length
    /// (at least 2; 1 for names of 3 characters or fewer) edits away; nil when none is.
    /// - Complexity: O(candidates × name length × candidate length).
    package static func suggestion(for name: String, among candidates: [String]) -> String? {
        let target = Array(name.lowercased())
        // Short names are one edit from too much: `F1` must not suggest `Up`.
        let limit = target.count <= 3 ? 1 : max(2, target.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased()))
            if distance <= limit && distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// `; did you mean 'x'?`, or nothing.
    package static func hint(for name: String, among candidates: [String]) -> String {
        suggestion(for: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
