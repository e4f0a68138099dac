/// One thing wrong in a config file, where it is.
public struct ConfigProblem: Equatable, Sendable {
    /// 1-based line and column.
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, _ message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}

/// A config file tagdeck cannot use: every problem found, in file order. tagdeck exits with status 2.
public struct ConfigError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var problems: [ConfigProblem]

    public init(path: String, problems: [ConfigProblem]) {
        self.path = path
        self.problems = problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// One line per problem, `PATH:LINE:COLUMN: message`, as compilers write them.
    public var description: String {
        problems.map { "\(path):\($0.line):\($0.column): \($0.message)" }.joined(separator: "\n")
    }
}
