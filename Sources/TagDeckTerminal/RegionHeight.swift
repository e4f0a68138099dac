/// How many rows `--height` gives tagdeck under the cursor: a number of rows, or a share of the terminal's.
public enum RegionHeight: Equatable, Sendable, CustomStringConvertible {
    /// This many rows.
    case rows(Int)
    /// This percentage of the terminal's rows.
    case percent(Int)

    /// `10` (rows) or `40%` (of the terminal's rows); nil for anything else, zero, or over 100%.
    public init?(_ text: String) {
        if text.hasSuffix("%") {
            guard let n = Int(text.dropLast()), n > 0, n <= 100 else { return nil }
            self = .percent(n)
        } else {
            guard let n = Int(text), n > 0 else { return nil }
            self = .rows(n)
        }
    }

    /// The rows on a terminal of `terminalRows` rows: never more than it has (a percentage rounds down).
    public func rows(of terminalRows: Int) -> Int {
        switch self {
        case .rows(let n): min(n, terminalRows)
        case .percent(let p): terminalRows * p / 100
        }
    }

    /// As the option is written: `10`, `40%`.
    public var description: String {
        switch self {
        case .rows(let n): "\(n)"
        case .percent(let p): "\(p)%"
        }
    }
}
