import XCTest

/// Shorthands for starting the built tagdeck in a ``TmuxSession``.
extension TmuxSession {
    /// The environment of a usual UTF-8 terminal session with `term`, plus `extra`; a `nil` value removes a
    /// variable (e.g. `["TERM": nil]`). The terminal is a dark one (`COLORFGBG=15;0`): tmux answers no background
    /// question here, and the tests that look for the default theme's colours mean that theme; the theme tests
    /// take it away.
    static func environment(term: String = "xterm-256color", _ extra: [String: String?] = [:]) -> [String: String] {
        // No config file: a test that wants one names it with --config or its own XDG_CONFIG_HOME.
        var env = ["TERM": term, "LANG": "C.UTF-8", "HOME": NSTemporaryDirectory(),
                   "XDG_CONFIG_HOME": "/nonexistent/tagdeck-tests",
                   // No undo history kept between runs either, unless a test names a state directory: a path
                   // no one can create, not even root (a part of it is a file).
                   "XDG_STATE_HOME": "/dev/null/tagdeck-tests",
                   "COLORFGBG": "15;0"]
        for (key, value) in extra { env[key] = value }
        return env
    }

    /// Starts tagdeck with `arguments` and `environment`.
    static func tagdeck(_ arguments: [String] = [], environment: [String: String] = environment()) throws -> TmuxSession {
        try TmuxSession(command: inEnvironment(environment, tagdeckCommand(arguments)))
    }

    /// The shell words that run the built tagdeck with `arguments`.
    static func tagdeckCommand(_ arguments: [String] = []) throws -> String {
        ([try binaryPath()] + arguments).map(quote).joined(separator: " ")
    }

    /// Whether tagdeck has taken over the screen: alternate screen on and button-motion mouse tracking on.
    var isRunningFullScreen: Bool {
        let flags = modes.split(separator: " ")
        return flags.count == 3 && flags[0] == "1" && flags[2] == "1"
    }

    /// Whether the screen shows anything at all.
    var showsSomething: Bool { !capture().trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
}
