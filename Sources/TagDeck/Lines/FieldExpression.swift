/// Which fields of a line to take, written as fzf writes them (`--with-nth`, `--nth`, `--accept-nth`): a list of
/// ranges separated by commas, each a field number (`1`, `-1` for the last), a range (`1..3`, `-3..-1`) or an open
/// one (`2..`, `..3`, `..` for all). Fields count from 1; a negative number counts from the end. What each range
/// takes is the fields' text with the delimiters that end them, as one piece (`LineFields`).
public struct FieldExpression: Sendable, Equatable, CustomStringConvertible {
    /// One range of fields. An open end is ``open``.
    package struct Range: Sendable, Equatable {
        /// The first field (negative: from the end), or ``open`` for the first.
        package let begin: Int
        /// The last field (negative: from the end), or ``open`` for the last.
        package let end: Int

        /// An open end.
        package static let open = 0

        /// The range as fzf keeps it: `1..N` is `..N`, and `N..-1` is `N..`.
        init(_ begin: Int, _ end: Int) {
            self.begin = begin == 1 && end != 1 ? Self.open : begin
            self.end = end == -1 ? Self.open : end
        }
    }

    /// The ranges, in the order written.
    package let ranges: [Range]
    /// The expression as written.
    package let text: String

    public var description: String { text }

    /// Parses an expression; nil when it is not one (only digits, `-`, `.` and `,`; no field 0; no `-2..3`, which
    /// would run from the end back to the start).
    public init?(_ text: String) {
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2C || $0 == 0x2D || $0 == 0x2E })
        else { return nil }
        var ranges: [Range] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let range = Self.range(part) else { return nil }
            ranges.append(range)
        }
        self.ranges = ranges
        self.text = text
    }

    private static func number(_ text: Substring) -> Int? {
        guard let n = Int(text), n != 0 else { return nil }
        return n
    }

    private static func range(_ part: Substring) -> Range? {
        if part == ".." { return Range(Range.open, Range.open) }
        if part.hasPrefix("..") { return number(part.dropFirst(2)).map { Range(Range.open, $0) } }
        if part.hasSuffix("..") { return number(part.dropLast(2)).map { Range($0, Range.open) } }
        if part.contains("..") {
            let ends = part.split(separator: "..", omittingEmptySubsequences: false)
            guard ends.count == 2, let begin = number(ends[0]), let end = number(ends[1]),
                  !(begin < 0 && end > 0) else { return nil }
            return Range(begin, end)
        }
        return number(part).map { Range($0, $0) }
    }

    /// What each range takes of a line cut into `fields` (byte ranges, in order, each running on to where the next
    /// starts): a byte range of the line for each range of the expression, empty where it takes no field.
    /// - Complexity: O(ranges).
    package func select(_ fields: [Swift.Range<Int>]) -> [Swift.Range<Int>] {
        let n = fields.count
        return ranges.map { r in
            var (first, last): (Int, Int)
            if r.begin == r.end {
                if r.begin == Range.open {
                    (first, last) = (1, n)
                } else {
                    let k = r.begin < 0 ? r.begin + n + 1 : r.begin
                    (first, last) = (k, k)
                }
            } else if r.begin == Range.open {
                (first, last) = (1, r.end < 0 ? r.end + n + 1 : r.end)
            } else if r.end == Range.open {
                (first, last) = (r.begin < 0 ? r.begin + n + 1 : r.begin, n)
            } else {
                (first, last) = (r.begin < 0 ? r.begin + n + 1 : r.begin, r.end < 0 ? r.end + n + 1 : r.end)
            }
            first = max(first, 1)
            last = min(last, n)
            guard first <= last else { return 0..<0 }
            return fields[first - 1].lowerBound..<fields[last - 1].upperBound
        }
    }
}
