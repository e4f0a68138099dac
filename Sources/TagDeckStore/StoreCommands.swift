import TagDeck

/// What a command printed and how it ended, for the command line to pass on unchanged.
public struct CommandOutput: Equatable, Sendable {
    /// Text for standard output.
    public var stdout: String
    /// Text for standard error; each message a line ending in a newline.
    public var stderr: String
    /// The process exit status; see ``ExitStatus``.
    public var status: ExitStatus

    public init(stdout: String = "", stderr: String = "", status: ExitStatus) {
        self.stdout = stdout
        self.stderr = stderr
        self.status = status
    }
}

/// The work behind the subcommands that need no terminal. Each returns what to print and the exit status.
public enum StoreCommands {
    /// `tagdeck check FILE`: prints nothing and exits 0 for a valid board file; prints every error as
    /// `FILE:LINE:COLUMN: message` on standard error and exits 2 for a malformed one; exits 1 with
    /// `tagdeck: cannot read FILE: reason` when the file cannot be read (including when it does not exist).
    /// - Complexity: O(n) in the file size.
    public static func check(path: String) -> CommandOutput {
        switch load(path) {
        case .board: CommandOutput(status: ExitStatus.success)
        case .failed(let failure): failure
        }
    }

    /// `tagdeck print FILE [--json]`: prints the board in canonical board-file form, or as JSON (see
    /// ``BoardJSON``), on standard output, exit 0. Errors as for ``check(path:)``: status 2 with every
    /// `FILE:LINE:COLUMN: message` for a malformed file, status 1 for a file that cannot be read.
    /// - Complexity: O(n) in the file size.
    public static func print(path: String, json: Bool = false) -> CommandOutput {
        switch load(path) {
        case .board(let board):
            let text = json ? BoardJSON.encode(board) : BoardFile.canonicalText(board)
            return CommandOutput(stdout: text, status: ExitStatus.success)
        case .failed(let failure):
            return failure
        }
    }

    enum Loaded {
        case board(Board)
        case failed(CommandOutput)
    }

    static func load(_ path: String) -> Loaded {
        let bytes: [UInt8]
        do {
            bytes = try FileReading.read(path).bytes
        } catch {
            return .failed(CommandOutput(
                stderr: "tagdeck: cannot read \(path): \(error.reason)\n", status: error.exitStatus))
        }
        switch BoardFile.parse(bytes, fileName: path) {
        case .success(let board):
            return .board(board)
        case .failure(let errors):
            return .failed(CommandOutput(stderr: errors.description + "\n", status: ExitStatus.badInput))
        }
    }
}
