/// Rebinding the key map, as the config file's `[keys]` table does: an action gets new keys in every context
/// where it is bound, and no key may then mean two actions in one context.
extension KeyMap {
    /// Two or more actions bound to one key in one context.
    package struct Conflict: Equatable, Sendable {
        package var key: Key
        package var context: KeyContext
        /// The actions, in table order.
        package var actions: [DeckAction]
    }

    /// The actions a user can rebind, in table order, each once. The digits of a count are not among them.
    package var rebindableActions: [DeckAction] {
        var seen = Set<DeckAction>()
        return bindings.map(\.action).filter { $0 != .focus(.count) && seen.insert($0).inserted }
    }

    /// The keys of `action` (the same in every context where it is bound), or nil when it is not in the table.
    package func keys(for action: DeckAction) -> [Key]? {
        bindings.first { $0.action == action }?.keys
    }

    /// Binds `action` to `keys` (in this order) in every context where it is bound; an empty list unbinds it.
    /// - Complexity: O(bindings).
    package mutating func rebind(_ action: DeckAction, to keys: [Key]) {
        var unique: [Key] = []
        for key in keys where !unique.contains(key) { unique.append(key) }
        for index in bindings.indices where bindings[index].action == action {
            bindings[index].keys = unique
        }
    }

    /// Every key that means more than one action in a context, in table order.
    package func conflicts() -> [Conflict] {
        var result: [Conflict] = []
        for context in KeyContext.allCases {
            var owners: [Key: [DeckAction]] = [:]
            var order: [Key] = []
            for binding in bindings(in: context) {
                for key in binding.keys {
                    if owners[key] == nil { order.append(key) }
                    if owners[key]?.contains(binding.action) != true { owners[key, default: []].append(binding.action) }
                }
            }
            for key in order where owners[key]!.count > 1 {
                result.append(Conflict(key: key, context: context, actions: owners[key]!))
            }
        }
        return result
    }
}

extension Key {
    /// Named keys, as ``name`` writes them and as a config file may spell them (any case).
    private static let named: [String: Key] = [
        "up": .up, "down": .down, "left": .left, "right": .right,
        "space": .space, "tab": .tab, "shift-tab": .backTab, "backtab": .backTab,
        "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape, "backspace": .backspace,
        "delete": .delete, "del": .delete,
        "home": .home, "end": .end, "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
    ]

    /// Control chords that never reach tagdeck as themselves: the terminal turns them into a signal, flow
    /// control or another key.
    private static let reservedChords: [Character: String] = [
        "c": "Ctrl-C is the terminal's interrupt", "z": "Ctrl-Z is the terminal's suspend",
        "s": "Ctrl-S is the terminal's flow control", "q": "Ctrl-Q is the terminal's flow control",
        "h": "Ctrl-H arrives as Backspace", "i": "Ctrl-I arrives as Tab",
        "j": "Ctrl-J arrives as Enter", "m": "Ctrl-M arrives as Enter",
    ]

    /// The key a name means: a name as ``name`` writes it (`Up`, `Shift-Tab`, `PgDn`, `Esc`; any case, and
    /// `Escape`, `Return`, `PageUp`, `PageDown` too), `Ctrl-` and a letter, or one printable character.
    /// - Returns: the key, or why the name is not one.
    package static func parse(name: String) -> Result<Key, KeyNameError> {
        if let key = named[name.lowercased()] { return .success(key) }
        if name == " " { return .success(.space) }
        let lower = name.lowercased()
        if lower.hasPrefix("ctrl-") && name.count == 6, let letter = lower.last, letter.isASCII, letter.isLetter {
            if let reason = reservedChords[letter] { return .failure(KeyNameError(name: name, reason: reason)) }
            return .success(.control(letter))
        }
        if name.count == 1, let c = name.first, !c.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return .success(.character(c))
        }
        let reason = name.isEmpty ? "a key name is empty" : "unknown key name '\(name)'"
        return .failure(KeyNameError(name: name, reason: reason))
    }

    /// Every name ``parse(name:)`` knows besides single characters and `Ctrl-` chords, for suggestions.
    package static var knownNames: [String] {
        ["Up", "Down", "Left", "Right", "Space", "Tab", "Shift-Tab", "Enter", "Esc", "Backspace", "Delete",
         "Home", "End", "PgUp", "PgDn"]
    }
}

/// Why a string is not a key name.
package struct KeyNameError: Error, Equatable, Sendable {
    package var name: String
    package var reason: String
}
