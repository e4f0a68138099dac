/// A query matched against several parts of a text at once: the fields `tagdeck pick --nth` searches, each range on
/// its own, as fzf matches them. A term matches when it matches in one of the parts (never across two); an excluded
/// term, when it matches in none.
package enum FieldSearch {
    /// Whether `parts` match every group of `query`'s terms; one part is ``TagQuery/matches(_:)``.
    /// - Complexity: O(total length of the parts) per term.
    package static func matches(_ query: TagQuery, anyOf parts: [String]) -> Bool {
        if parts.count == 1 { return query.matches(parts[0]) }
        let clusters = parts.map { Array($0) }
        for group in query.groups {
            let satisfied = group.contains { term in
                clusters.contains { TagQuery.find(term, in: TagQuery.keys(of: $0, term)) != nil } != term.negated
            }
            if !satisfied { return false }
        }
        return true
    }

    /// For each of `parts`, the clusters the positive terms matched, each term in the first part it matches (as
    /// ``TagQuery/highlights(in:)`` does for one text); nil when the parts do not match.
    /// - Complexity: O(total length of the parts) per term.
    package static func highlights(_ query: TagQuery, inParts parts: [String]) -> [[Int]]? {
        if parts.count == 1 { return query.highlights(in: parts[0]).map { [$0] } }
        let clusters = parts.map { Array($0) }
        var marked = Array(repeating: Set<Int>(), count: parts.count)
        for group in query.groups {
            var satisfied = false
            for term in group {
                let found = clusters.indices.lazy.compactMap { k in
                    TagQuery.find(term, in: TagQuery.keys(of: clusters[k], term)).map { (k, $0) }
                }.first
                if term.negated {
                    if found == nil { satisfied = true }
                    continue
                }
                if let (k, positions) = found {
                    marked[k].formUnion(positions)
                    satisfied = true
                    break
                }
            }
            if !satisfied { return nil }
        }
        return marked.map { $0.sorted() }
    }
}
