import TagDeck

/// The JSON form of a board, for `tagdeck print --json`.
///
/// ```json
/// {
///   "panes": [
///     {
///       "title": "Your Paper",
///       "sections": [
///         {
///           "title": "Favourites",
///           "tags": [
///             { "text": "Headlines", "pinned": true }
///           ]
///         }
///       ]
///     }
///   ]
/// }
/// ```
/// Always two panes, top first. An untitled section has the title `""`. Keys come in the order shown,
/// strings use JSON escapes only where JSON needs them (non-ASCII text is written as is), and the output
/// ends with a newline.
public enum BoardJSON {
    /// The board as JSON text.
    /// - Complexity: O(n) in the size of the output.
    public static func encode(_ board: Board) -> String {
        var out = "{\n  \"panes\": ["
        for (p, side) in PaneSide.allCases.enumerated() {
            let pane = board[side]
            out += p == 0 ? "\n" : ",\n"
            out += "    {\n      \"title\": \(quoted(pane.title)),\n      \"sections\": ["
            for (s, section) in pane.sections.enumerated() {
                out += s == 0 ? "\n" : ",\n"
                out += "        {\n          \"title\": \(quoted(section.title)),\n          \"tags\": ["
                for (t, tag) in section.tags.enumerated() {
                    out += t == 0 ? "\n" : ",\n"
                    out += "            { \"text\": \(quoted(tag.text)), \"pinned\": \(tag.isPinned) }"
                }
                out += section.tags.isEmpty ? "]\n        }" : "\n          ]\n        }"
            }
            out += "\n      ]\n    }"
        }
        out += "\n  ]\n}\n"
        return out
    }

    /// A JSON string literal.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where VisibleText.isControl(scalar):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
