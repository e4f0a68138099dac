/// Where a key binding applies: one context per ``DeckMode`` that takes keys.
public enum KeyContext: String, CaseIterable, Sendable {
    /// Browsing the board (and while a dropped chip settles).
    case browsing
    /// Typing the filter line: printable keys are typed into it.
    case filtering
    /// A chip carried with the keyboard.
    case carrying
    /// A chip dragged with the mouse: the mouse owns it, only a few keys apply.
    case liftedByMouse
    /// The help overlay.
    case help
    /// The quit prompt.
    case askingToQuit
    /// The terminal is too small.
    case tooSmall
    /// The line between the panes is being dragged with the mouse.
    case movingSplit
    /// A tag being added or renamed in the status row: printable keys are typed into it.
    case editing
    /// A yes-or-no question on the status row.
    case confirming
    /// A section lifted with Space on its title.
    case movingSection

    /// The heading of this context's keys in the help overlay and the key table of the documentation.
    public var heading: String {
        switch self {
        case .browsing: "Keys"
        case .filtering: "While typing a filter (other keys type)"
        case .carrying: "While a chip is lifted with Space"
        case .liftedByMouse: "While dragging with the mouse"
        case .help: "In this help"
        case .askingToQuit: "At the quit prompt (unsaved changes)"
        case .tooSmall: "While the terminal is too small"
        case .movingSplit: "While dragging the line between the panes"
        case .editing: "While adding or renaming a tag (other keys type)"
        case .confirming: "At a question (delete a section and its tags? rename a tag in every note?)"
        case .movingSection: "While a section is lifted with Space on its title"
        }
    }
}

/// One binding: the keys, what they do, where, and the help text that says so.
public struct KeyBinding: Equatable, Sendable {
    /// The keys bound, the first one shown first in the help.
    public var keys: [Key]
    /// What they do.
    public var action: DeckAction
    /// Where they do it: the mode whose keys these are.
    public var context: KeyContext
    /// One line for the help overlay and the key table of the documentation.
    public var help: String

    /// Binds `keys` to `action` in `context`, with the help text that says what it does there.
    public init(_ keys: [Key], _ action: DeckAction, in context: KeyContext, _ help: String) {
        self.keys = keys
        self.action = action
        self.context = context
        self.help = help
    }

    /// The keys as the help overlay shows them: `Left h`.
    public var keyLabel: String { keys.map(\.name).joined(separator: " ") }
}

/// The one table of key bindings. It drives dispatch (``action(for:in:)``), the help overlay and the key table
/// of the documentation (`Scripts/generate-docs` writes it; a test keeps them equal). Rebinding a key is a change
/// to this table and nothing else.
public struct KeyMap: Equatable, Sendable {
    /// Every binding, in the order the help lists them.
    public internal(set) var bindings: [KeyBinding]

    /// A key map of these bindings (see ``standard`` for tagdeck's own).
    public init(_ bindings: [KeyBinding]) { self.bindings = bindings }

    /// The action bound to `key` in `context`, if any.
    /// - Complexity: O(bindings).
    public func action(for key: Key, in context: KeyContext) -> DeckAction? {
        bindings.first { $0.context == context && $0.keys.contains(key) }?.action
    }

    /// The bindings of one context, in table order.
    public func bindings(in context: KeyContext) -> [KeyBinding] { bindings.filter { $0.context == context } }

    /// The key table as plain text, for `tagdeck help edit` and the man page: a heading per context, then a line
    /// per binding, its keys in a column.
    public func plainText() -> String {
        var lines: [String] = []
        for context in KeyContext.allCases {
            let rows = bindings(in: context)
            guard !rows.isEmpty else { continue }
            if !lines.isEmpty { lines.append("") }
            lines.append(context.heading + ":")
            for b in rows {
                let label = b.keyLabel
                let keys = label.count > 18 ? label + "\n" + String(repeating: " ", count: 22)
                    : label + String(repeating: " ", count: 20 - label.count)
                lines.append("  " + keys + b.help)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The key table as Markdown, as the board guide shows it (`tagdeck print --key-table`): one group row per
    /// context, then a row per binding.
    public func markdownTable() -> String {
        var lines = ["| key | |", "|---|---|"]
        for context in KeyContext.allCases {
            let rows = bindings(in: context)
            guard !rows.isEmpty else { continue }
            lines.append("| **\(context.heading)** | |")
            for b in rows {
                let keys = b.keys.map { "`\($0.name)`" }.joined(separator: " ")
                lines.append("| \(keys) | \(b.help) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension KeyMap {
    /// tagdeck's default bindings.
    public static let standard = KeyMap([
        // Browsing
        KeyBinding([.left, .character("h")], .focus(.focusPrevious), in: .browsing, "focus the chip before"),
        KeyBinding([.right, .character("l")], .focus(.focusNext), in: .browsing, "focus the chip after"),
        KeyBinding([.up, .character("k")], .focus(.focusUp), in: .browsing,
                   "focus the chip above, or in the other pane"),
        KeyBinding([.down, .character("j")], .focus(.focusDown), in: .browsing,
                   "focus the chip below, or in the other pane"),
        KeyBinding([.home, .character("g")], .focus(.focusFirst), in: .browsing, "first chip of the pane"),
        KeyBinding([.end, .character("G")], .focus(.focusLast), in: .browsing, "last chip of the pane"),
        KeyBinding([.character("]")], .focus(.nextSection), in: .browsing,
                   "first chip of the next section (on into the other pane)"),
        KeyBinding([.character("[")], .focus(.previousSection), in: .browsing,
                   "first chip of the previous section (back into the other pane)"),
        KeyBinding((0...9).map { .character(Character(String($0))) }, .focus(.count), in: .browsing,
                   "a count repeats the next move: 3l, 5j, 2]"),
        KeyBinding([.pageUp], .focus(.pageUp), in: .browsing, "a page up"),
        KeyBinding([.pageDown], .focus(.pageDown), in: .browsing, "a page down"),
        KeyBinding([.tab, .backTab], .focus(.switchPane), in: .browsing, "switch pane"),
        KeyBinding([.space], .carrying(.lift), in: .browsing,
                   "lift the focused chip (marked: the bundle; a title: its section)"),
        KeyBinding([.enter], .sending(.send), in: .browsing,
                   "send it to the other pane (and back); a marked one: the bundle"),
        KeyBinding([.character("m")], .marks(.toggleMark), in: .browsing,
                   "mark or unmark it and go on (3m marks three)"),
        KeyBinding([.character("*")], .marks(.markShown), in: .browsing, "mark every chip shown (all the filter shows)"),
        KeyBinding([.character("M")], .marks(.clearMarks), in: .browsing, "clear every mark"),
        KeyBinding([.character("u")], .sending(.undo), in: .browsing, "undo (a drop or a send is one step)"),
        KeyBinding([.control("r")], .sending(.redo), in: .browsing, "redo"),
        KeyBinding([.character("s")], .session(.save), in: .browsing, "save now (with --no-autosave)"),
        KeyBinding([.character("?")], .help(.help), in: .browsing, "help"),
        KeyBinding([.control("l")], .session(.redraw), in: .browsing, "redraw the whole screen"),
        KeyBinding([.character("q")], .session(.quit), in: .browsing,
                   "quit, asking if unsaved (picker: accept)"),
        KeyBinding([.character("/")], .filter(.openFilter), in: .browsing, "filter both panes (edit the kept filter)"),
        KeyBinding([.character("+")], .split(.growTopPane), in: .browsing, "give the top pane one more row (3+: three)"),
        KeyBinding([.character("-")], .split(.shrinkTopPane), in: .browsing, "give the top pane one row fewer"),
        KeyBinding([.character("=")], .split(.resetSplit), in: .browsing, "size the panes by their content again"),
        KeyBinding([.character("a")], .editing(.addAfter), in: .browsing, "add a tag after the focused one"),
        KeyBinding([.character("A")], .editing(.addBefore), in: .browsing, "add a tag before it"),
        KeyBinding([.character("r")], .editing(.rename), in: .browsing, "rename the focused tag, section or pane title"),
        KeyBinding([.character("R")], .editing(.renamePane), in: .browsing, "rename the focused pane"),
        KeyBinding([.character("n")], .editing(.newSection), in: .browsing, "add a section after the focused one"),
        KeyBinding([.character("d")], .editing(.delete), in: .browsing, "delete the focused tag or section (u undoes)"),
        KeyBinding([.character("p")], .editing(.pin), in: .browsing, "pin it in its slot, or unpin it"),
        KeyBinding([.character("z")], .folding(.fold), in: .browsing,
                   "fold or unfold the focused section (focus on its title)"),
        KeyBinding([.character("Z")], .folding(.foldAll), in: .browsing, "fold every section, or unfold them all"),
        KeyBinding([.character("v")], .preview(.togglePreview), in: .browsing, "show or hide the preview (--preview)"),
        KeyBinding([.character("J")], .preview(.previewDown), in: .browsing, "scroll the preview down a line (3J: three)"),
        KeyBinding([.character("K")], .preview(.previewUp), in: .browsing, "scroll the preview up a line"),
        KeyBinding([.control("d")], .preview(.previewPageDown), in: .browsing, "scroll the preview down a page"),
        KeyBinding([.control("u")], .preview(.previewPageUp), in: .browsing, "scroll the preview up a page"),
        KeyBinding([.escape, .control("g")], .session(.back), in: .browsing,
                   "clear the filter, else the marks; picker: cancel"),
        // Typing a filter
        KeyBinding([.enter], .filter(.keepFilter), in: .filtering, "keep the filter, back to the chips"),
        KeyBinding([.escape, .control("g")], .filter(.clearFilter), in: .filtering, "clear the filter; on an empty line: close it"),
        KeyBinding([.backspace], .filter(.filterDeleteBackward), in: .filtering, "delete the character before the cursor"),
        KeyBinding([.control("w")], .filter(.filterDeleteWord), in: .filtering, "delete the word before the cursor"),
        KeyBinding([.control("u")], .filter(.filterClearLine), in: .filtering, "clear the line"),
        KeyBinding([.left], .filter(.filterCursorLeft), in: .filtering, "cursor left"),
        KeyBinding([.right], .filter(.filterCursorRight), in: .filtering, "cursor right"),
        KeyBinding([.home, .control("a")], .filter(.filterCursorHome), in: .filtering, "cursor to the start"),
        KeyBinding([.end, .control("e")], .filter(.filterCursorEnd), in: .filtering, "cursor to the end"),
        // Carrying with the keyboard
        KeyBinding([.left, .character("h")], .carrying(.carryPrevious), in: .carrying, "move it one slot back"),
        KeyBinding([.right, .character("l")], .carrying(.carryNext), in: .carrying, "move it one slot on"),
        KeyBinding([.up, .character("k")], .carrying(.carryUp), in: .carrying, "move it a row up"),
        KeyBinding([.down, .character("j")], .carrying(.carryDown), in: .carrying, "move it a row down"),
        KeyBinding([.home, .character("g")], .carrying(.carryToStart), in: .carrying, "to the start of the pane"),
        KeyBinding([.end, .character("G")], .carrying(.carryToEnd), in: .carrying, "to the end of the pane"),
        KeyBinding([.character("]")], .carrying(.carryToNextSection), in: .carrying, "to the start of the next section"),
        KeyBinding([.character("[")], .carrying(.carryToPreviousSection), in: .carrying,
                   "to the start of the previous section"),
        KeyBinding((0...9).map { .character(Character(String($0))) }, .focus(.count), in: .carrying,
                   "a count repeats the next move"),
        KeyBinding([.tab, .backTab], .carrying(.carryAcross), in: .carrying,
                   "carry it into the other pane (and back)"),
        KeyBinding([.space, .enter], .carrying(.drop), in: .carrying, "drop it here"),
        KeyBinding([.escape, .control("g")], .carrying(.cancelDrag), in: .carrying, "cancel: it goes back where it was"),
        KeyBinding([.character("q")], .session(.quit), in: .carrying, "quit (the chip goes back first)"),
        // Dragging with the mouse
        KeyBinding([.escape, .control("g")], .carrying(.cancelDrag), in: .liftedByMouse, "cancel: the chip flies back"),
        // Help
        KeyBinding([.down, .character("j")], .help(.helpDown), in: .help, "scroll down a line"),
        KeyBinding([.up, .character("k")], .help(.helpUp), in: .help, "scroll up a line"),
        KeyBinding([.space, .pageDown], .help(.helpPageDown), in: .help, "scroll down a page"),
        KeyBinding([.pageUp], .help(.helpPageUp), in: .help, "scroll up a page"),
        KeyBinding([.escape, .character("q"), .character("?")], .help(.closeHelp), in: .help,
                   "close the help (any other key too)"),
        // Quit prompt
        KeyBinding([.character("s")], .session(.saveAndQuit), in: .askingToQuit, "save and quit"),
        KeyBinding([.character("d")], .session(.discardAndQuit), in: .askingToQuit, "discard the changes and quit"),
        KeyBinding([.escape, .control("g"), .character("q")], .session(.keepEditing), in: .askingToQuit, "back to the board"),
        // Too small
        KeyBinding([.character("q")], .session(.quit), in: .tooSmall, "quit"),
        // Moving the split
        KeyBinding([.escape, .control("g")], .split(.cancelSplitMove), in: .movingSplit, "cancel: the line goes back"),
        // Adding or renaming a tag
        KeyBinding([.enter], .editing(.commitEdit), in: .editing, "add or rename (a paste adds a tag per line)"),
        KeyBinding([.escape, .control("g")], .editing(.cancelEdit), in: .editing, "cancel: nothing changes"),
        KeyBinding([.backspace], .editing(.editDeleteBackward), in: .editing, "delete the character before the cursor"),
        KeyBinding([.delete], .editing(.editDeleteForward), in: .editing, "delete the character at the cursor"),
        KeyBinding([.control("w")], .editing(.editDeleteWord), in: .editing, "delete the word before the cursor"),
        KeyBinding([.control("u")], .editing(.editClearLine), in: .editing, "clear the line"),
        KeyBinding([.left], .editing(.editCursorLeft), in: .editing, "cursor left"),
        KeyBinding([.right], .editing(.editCursorRight), in: .editing, "cursor right"),
        KeyBinding([.home, .control("a")], .editing(.editCursorHome), in: .editing, "cursor to the start"),
        KeyBinding([.end, .control("e")], .editing(.editCursorEnd), in: .editing, "cursor to the end"),
        // Moving a section
        KeyBinding([.up, .character("k")], .movingSection(.up), in: .movingSection, "move it one place up (on into the top pane)"),
        KeyBinding([.down, .character("j")], .movingSection(.down), in: .movingSection,
                   "move it one place down (on into the bottom pane)"),
        KeyBinding([.tab, .backTab], .movingSection(.across), in: .movingSection, "carry it into the other pane"),
        KeyBinding([.space, .enter], .movingSection(.drop), in: .movingSection, "put it down here"),
        KeyBinding([.escape, .control("g")], .movingSection(.cancel), in: .movingSection, "cancel: it goes back"),
        // A question
        KeyBinding([.character("y")], .editing(.answerYes), in: .confirming, "yes"),
        KeyBinding([.character("n"), .escape, .control("g")], .editing(.answerNo), in: .confirming, "no: nothing changes"),
    ])
}

extension Key {
    /// The key's name as the help overlay and the key table write it: `Up`, `Space`, `Ctrl-R`, `q`.
    public var name: String {
        switch self {
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .space: "Space"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .character(let c): String(c)
        case .control(let c): "Ctrl-" + c.uppercased()
        }
    }
}
