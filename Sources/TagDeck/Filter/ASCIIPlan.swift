/// A query whose terms are all ASCII, laid out for matching millions of texts on every core: the terms as plain
/// values and their bytes in one buffer, so that matching a text touches no reference count (going through the
/// query's groups and terms copies each, and the copies' counts cost more than the match).
struct ASCIIPlan: Sendable {
    /// One term: how it matches, and where its bytes are in ``bytes``.
    fileprivate struct Step {
        var kind: TagQuery.Kind
        var negated: Bool
        var caseSensitive: Bool
        var start: Int
        var count: Int
    }

    private let steps: [Step]
    /// Where each group of alternatives ends in ``steps``.
    private let groupEnds: [Int]
    private let bytes: [UInt8]

    /// The plan of `query`; nil when a term is not ASCII.
    init?(_ query: TagQuery) {
        var steps: [Step] = [], ends: [Int] = [], bytes: [UInt8] = []
        for group in query.groups {
            for term in group {
                guard let pattern = term.ascii else { return nil }
                steps.append(Step(kind: term.kind, negated: term.negated, caseSensitive: term.caseSensitive,
                                  start: bytes.count, count: pattern.count))
                bytes += pattern
            }
            ends.append(steps.count)
        }
        (self.steps, groupEnds, self.bytes) = (steps, ends, bytes)
    }

    /// Calls `body` with a matcher over the plan's storage, valid inside `body` only.
    func withMatcher<R>(_ body: (Matcher) throws -> R) rethrows -> R {
        try steps.withUnsafeBufferPointer { steps in
            try groupEnds.withUnsafeBufferPointer { ends in
                try bytes.withUnsafeBufferPointer { pattern in try body(Matcher(steps: steps, groupEnds: ends, bytes: pattern)) }
            }
        }
    }

    /// Matches texts against the plan, in place.
    struct Matcher {
        fileprivate let steps: UnsafeBufferPointer<Step>
        fileprivate let groupEnds: UnsafeBufferPointer<Int>
        fileprivate let bytes: UnsafeBufferPointer<UInt8>

        /// Whether the ASCII text `utf8` matches, as ``TagQuery/matches(utf8:)`` says; nil for a text that is not
        /// ASCII (the query's own matching folds its letters).
        /// - Complexity: O(length of the text) per term.
        func matches(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool? {
            for b in utf8 where b >= 0x80 { return nil }
            var k = 0
            for end in groupEnds {
                var satisfied = false
                while k < end {
                    let step = steps[k]
                    let pattern = UnsafeBufferPointer(rebasing: bytes[step.start..<(step.start + step.count)])
                    k += 1
                    if ASCIIMatch.find(step.kind, caseSensitive: step.caseSensitive, pattern, in: utf8) != step.negated {
                        satisfied = true
                        k = end
                    }
                }
                if !satisfied { return false }
            }
            return true
        }
    }
}
