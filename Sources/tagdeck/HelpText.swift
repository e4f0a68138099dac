#if canImport(Glibc)
import Glibc
#endif

/// Help text fitted to the width the help is shown at, so that tables keep their hanging indents: a line too
/// long is broken at spaces, and its continuation lines start where its text started after its label (after a
/// run of two or more spaces), not at the left margin, as ArgumentParser's own wrapping would put them.
enum HelpText {
    /// The width ArgumentParser wraps help at: `COLUMNS`, else the terminal's width, else 80.
    static var width: Int {
        if let text = getenv("COLUMNS"), let columns = Int(String(cString: text)), columns > 0 { return columns }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }

    /// `text` with every line fitted to `width` columns (ArgumentParser breaks a line of `width` characters or
    /// more, so a fitted line has at most `width - 1`).
    /// Only when help is asked for (`-h`, `--help`, `help`): the commands' configurations are read at every start,
    /// and a board opened should not pay for laying out help it does not show.
    static func fitted(_ text: String, width: @autoclosure () -> Int = HelpText.width) -> String {
        guard CommandLine.arguments.dropFirst().contains(where: { $0 == "-h" || $0 == "--help" || $0 == "help" })
        else { return text }
        let limit = max(20, width() - 1)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { fit(String($0), limit: limit) }.joined(separator: "\n")
    }

    /// One line broken into lines of at most `limit` characters, continuation lines at its hanging indent.
    static func fit(_ line: String, limit: Int) -> [String] {
        guard line.count > limit else { return [line] }
        let chars = Array(line)
        let margin = chars.prefix { $0 == " " }.count
        // The hanging indent: where the text starts after the label and its run of spaces, if there is one.
        var hanging = margin
        var k = margin
        while k < chars.count && chars[k] != " " { k += 1 }
        var spaces = 0
        while k + spaces < chars.count && chars[k + spaces] == " " { spaces += 1 }
        if spaces >= 2 && k + spaces < chars.count && k + spaces < limit / 2 { hanging = k + spaces }
        var lines: [String] = []
        var current = String(chars.prefix(max(hanging, margin)))
        let words = String(chars.dropFirst(max(hanging, margin))).split(separator: " ", omittingEmptySubsequences: true)
        let indent = String(repeating: " ", count: hanging)
        var empty = true
        for word in words {
            if !empty && current.count + 1 + word.count > limit {
                lines.append(current)
                current = indent
                empty = true
            }
            current += (empty ? "" : " ") + word
            empty = false
        }
        lines.append(current)
        return lines
    }
}
