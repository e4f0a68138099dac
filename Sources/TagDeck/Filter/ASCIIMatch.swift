/// A term matched byte by byte against an ASCII text, the fast path of ``TagQuery`` (no clusters to fold).
enum ASCIIMatch {
    /// An ASCII letter lowered; any other byte as it is.
    static func lower(_ b: UInt8) -> UInt8 { (0x41...0x5A).contains(b) ? b | 0x20 : b }

    static func find(_ term: TagQuery.Term, _ p: [UInt8], in text: UnsafeBufferPointer<UInt8>) -> Bool {
        p.withUnsafeBufferPointer { find(term.kind, caseSensitive: term.caseSensitive, $0, in: text) }
    }

    /// Whether the ASCII pattern `p` (lower-cased unless `caseSensitive`) is found in `text` as `kind` says.
    /// - Complexity: O(length of the text), O(m·n) at worst for an exact term.
    @inline(__always)
    static func find(_ kind: TagQuery.Kind, caseSensitive: Bool, _ p: UnsafeBufferPointer<UInt8>,
                     in text: UnsafeBufferPointer<UInt8>) -> Bool {
        let cs = caseSensitive
        @inline(__always) func at(_ i: Int) -> UInt8 { cs ? text[i] : lower(text[i]) }
        let n = text.count
        let m = p.count
        switch kind {
        case .prefix:
            return n >= m && (0..<m).allSatisfy { at($0) == p[$0] }
        case .suffix:
            return n >= m && (0..<m).allSatisfy { at(n - m + $0) == p[$0] }
        case .whole:
            return n == m && (0..<m).allSatisfy { at($0) == p[$0] }
        case .exact:
            guard n >= m else { return false }
            var start = 0
            while start <= n - m {
                if at(start) == p[0] {
                    var j = 1
                    while j < m && at(start + j) == p[j] { j += 1 }
                    if j == m { return true }
                }
                start += 1
            }
            return false
        case .fuzzy:
            var k = 0
            var i = 0
            while i < n {
                if at(i) == p[k] {
                    k += 1
                    if k == m { return true }
                }
                i += 1
            }
            return false
        }
    }
}
