import TagDeck
import TagDeckTOML

/// Reads a config file's text into a ``Config``, or says everything wrong with it, each at a line and column.
public enum ConfigReader {
    /// The config in `text`, read from `path` (used in the messages).
    /// - Returns: the config, or every problem: a TOML syntax error (alone, as toml++ reports it), an unknown
    ///   setting or table (with the nearest known name), a value of the wrong type or out of range, an unknown
    ///   theme, action or key name, and a key bound to two actions in one place.
    public static func read(_ text: String, path: String) -> Result<Config, ConfigError> {
        let root: TOMLTable
        do throws(TOMLParseError) {
            root = try TOMLReader.parse(text)
        } catch {
            let message = "TOML syntax: " + error.description.prefix(1).lowercased() + error.description.dropFirst()
            return .failure(ConfigError(path: path, problems: [ConfigProblem(line: error.line, column: error.column, message)]))
        }
        var reading = Reading(positions: SourcePositions(text: text))
        reading.readRoot(root)
        if reading.problems.isEmpty { return .success(reading.config) }
        return .failure(ConfigError(path: path, problems: reading.problems))
    }
}

/// One pass over a parsed file.
private struct Reading {
    let positions: SourcePositions
    var config = Config()
    var problems: [ConfigProblem] = []
    /// Where in the file each rebound action is (its key path), to say where a conflict comes from.
    var reboundAt: [DeckAction: [String]] = [:]

    init(positions: SourcePositions) { self.positions = positions }

    mutating func readRoot(_ root: TOMLTable) {
        for (name, value) in root {
            let path = [name]
            switch SettingName(rawValue: name) {
            case .pressDelay:
                guard let ms = integer(value, at: path) else { continue }
                if Config.pressDelayRange.contains(ms) { config.pressDelay = ms } else {
                    problem(at: path, "press-delay must be between 0 and 5000 (milliseconds), not \(ms)")
                }
            case .reducedMotion:
                guard let flag = value.bool else {
                    problem(at: path, "reduced-motion must be true or false, not \(describe(value))")
                    continue
                }
                config.reducedMotion = flag
            case .split:
                readSplit(value, at: path)
            case .theme:
                guard let text = value.string else {
                    problem(at: path, "theme must be a string (\(Self.themeNames)), not \(describe(value))")
                    continue
                }
                if let theme = Theme(rawValue: text) { config.theme = theme } else {
                    let names = Theme.allCases.map(\.rawValue)
                    problem(at: path, "unknown theme '\(text)' (\(Self.themeNames))" + NearestName.hint(for: text, among: names))
                }
            case .height:
                let text = value.string ?? value.int.map { String($0) }
                if let text, text == Config.fullHeight || Config.isHeight(text) {
                    config.height = text == Config.fullHeight ? nil : text
                } else {
                    problem(at: path, "height must be \"full\", rows (10) or a percentage (\"40%\"), not \(describe(value))")
                }
            case .keys:
                guard let table = value.table else {
                    problem(at: path, "keys must be a table ([keys]), not \(describe(value))")
                    continue
                }
                readKeys(table)
            case nil:
                let known = SettingName.allCases.map(\.rawValue)
                problem(at: path, key: true, "unknown setting '\(name)'" + NearestName.hint(for: name, among: known))
            }
        }
        reportConflicts()
    }

    static var themeNames: String { Theme.allCases.map(\.rawValue).joined(separator: ", ") }

    mutating func readSplit(_ value: TOMLValue, at path: [String]) {
        if let text = value.string {
            if text == Config.contentSplit { config.split = nil } else {
                problem(at: path, "split must be \"content\" or a percent from 10 to 90, not \"\(text)\"")
            }
            return
        }
        guard let percent = integer(value, at: path) else { return }
        if Config.splitRange.contains(percent) { config.split = percent } else {
            problem(at: path, "split must be \"content\" or a percent from 10 to 90, not \(percent)")
        }
    }

    mutating func readKeys(_ table: TOMLTable) {
        let actions = config.keyMap.rebindableActions
        for (name, value) in table {
            let path = ["keys", name]
            guard let action = actions.first(where: { $0.rawValue == name }) else {
                let hint = name == DeckAction.focus(.count).rawValue ? " (the digits of a count cannot be rebound)"
                    : NearestName.hint(for: name, among: actions.map(\.rawValue))
                problem(at: path, key: true, "unknown action '\(name)'" + hint)
                continue
            }
            var names: [String] = []
            if let one = value.string {
                names = [one]
            } else if let array = value.array {
                for element in array {
                    guard let one = element.string else {
                        problem(at: path, "\(name): every key must be a string, not \(describe(element))")
                        names = []
                        break
                    }
                    names.append(one)
                }
                if names.isEmpty && !array.isEmpty { continue }
            } else {
                problem(at: path, "\(name) must be a key name or a list of them, not \(describe(value))")
                continue
            }
            var keys: [Key] = []
            var valid = true
            for keyName in names {
                switch Key.parse(name: keyName) {
                case .success(let key): keys.append(key)
                case .failure(let error):
                    valid = false
                    let hint = NearestName.hint(for: keyName, among: Key.knownNames)
                    problem(at: path, "\(name): \(error.reason)" + hint)
                }
            }
            guard valid else { continue }
            config.keyMap.rebind(action, to: keys)
            reboundAt[action] = path
        }
    }

    /// A key meaning two actions in one context, reported where the file rebinds one of them (the later one).
    mutating func reportConflicts() {
        for conflict in config.keyMap.conflicts() {
            let rebound = conflict.actions.compactMap { action in reboundAt[action].map { (action, $0) } }
            guard let (_, path) = rebound.max(by: { positions.line(of: $0.1) < positions.line(of: $1.1) }) else {
                continue
            }
            let names = conflict.actions.map(\.rawValue).joined(separator: " and ")
            problem(at: path, "key '\(conflict.key.name)' is bound to both \(names) (\(conflict.context.rawValue))")
        }
    }

    mutating func integer(_ value: TOMLValue, at path: [String]) -> Int? {
        if let number = value.int { return number }
        problem(at: path, "\(path.last!) must be a whole number, not \(describe(value))")
        return nil
    }

    mutating func problem(at path: [String], key: Bool = false, _ message: String) {
        let position = positions.position(of: path)
        problems.append(ConfigProblem(line: position.line, column: key ? position.keyColumn : position.valueColumn,
                                      message))
    }

    /// A value as the message shows it: its type and text, `a string "fast"`.
    func describe(_ value: TOMLValue) -> String {
        switch value {
        case .string(let text): return "the string \"\(text)\""
        case .integer(let number): return "the number \(number)"
        case .float(let number): return "the number \(number)"
        case .boolean(let flag): return flag ? "true" : "false"
        case .array: return "a list"
        case .table: return "a table"
        case .date, .time, .dateTime: return "a date or time"
        }
    }
}
