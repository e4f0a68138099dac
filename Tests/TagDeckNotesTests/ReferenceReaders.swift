import TagDeckNotes
import TagDeckTOML
import TagDeckYAML
import TOMLKit
import Yams

/// What the readers tagdeck used before (Yams and TOMLKit) and its own (libyaml and toml++ through TagDeckYAML and
/// TagDeckTOML) make of one text, each written as one line, so that a test compares them as texts.
enum ReferenceReaders {
    // MARK: YAML

    /// The document composed by TagDeckYAML (plain scalars as texts), or its error.
    static func ours(yaml: String, resolving: Bool = false) -> Result<YAMLNode?, YAMLError> {
        do throws(YAMLError) { return .success(try YAMLComposer.compose(yaml, resolvingPlainScalars: resolving)) } catch {
            return .failure(error)
        }
    }

    /// The document composed by Yams, or its error.
    static func yams(yaml: String, resolving: Bool = false) -> Result<Node?, YamlError> {
        do { return .success(try Yams.compose(yaml: yaml, resolving ? .default : .basic, .default, .utf8)) } catch {
            return .failure(error as! YamlError)
        }
    }

    static func dump(_ node: YAMLNode?) -> String {
        guard let node else { return "none" }
        let at = "\(node.mark.line):\(node.mark.column)"
        switch node {
        case let .scalar(text, tag, style, _): return "S\(tag)|\(style)|\(at)|\(text.debugDescription)"
        case let .sequence(items, tag, _): return "Q\(tag)|\(at)[" + items.map(dump).joined(separator: ",") + "]"
        case let .mapping(pairs, tag, _):
            return "M\(tag)|\(at){" + pairs.map { dump($0.key) + ":" + dump($0.value) }.joined(separator: ",") + "}"
        }
    }

    static func dump(_ node: Node?) -> String {
        guard let node else { return "none" }
        let at = node.mark.map { "\($0.line):\($0.column)" } ?? "?"
        switch node {
        case .scalar(let scalar): return "S\(node.tag.rawValue)|\(scalar.style)|\(at)|\(scalar.string.debugDescription)"
        case .sequence(let items): return "Q\(node.tag.rawValue)|\(at)[" + items.map(dump).joined(separator: ",") + "]"
        case .mapping(let pairs):
            return "M\(node.tag.rawValue)|\(at){" + pairs.map { dump($0.key) + ":" + dump($0.value) }.joined(separator: ",") + "}"
        case .alias: return "alias"
        }
    }

    static func dump(_ error: YAMLError) -> String {
        switch error {
        case let .syntax(stage, _, problem, mark, _): return "\(stage)|\(problem)|\(mark.line):\(mark.column)"
        case let .duplicatedKeys(names, mark, _): return "duplicates|\(names)|\(mark.line):\(mark.column)"
        case let .reader(problem, _, _, _): return "reader|\(problem)"
        case .memory: return "memory"
        }
    }

    static func dump(_ error: YamlError) -> String {
        switch error {
        case let .scanner(_, problem, mark, _): return "scanner|\(problem)|\(mark.line):\(mark.column)"
        case let .parser(_, problem, mark, _): return "parser|\(problem)|\(mark.line):\(mark.column)"
        case let .composer(_, problem, mark, _): return "composer|\(problem)|\(mark.line):\(mark.column)"
        case let .duplicatedKeysInMapping(names, context): return "duplicates|\(names)|\(context.mark.line):\(context.mark.column)"
        case let .reader(problem, _, _, _): return "reader|\(problem)"
        default: return "\(error)"
        }
    }

    /// The tags the list of a Yams document holds, read as tagdeck read them with Yams (nil: the note is refused).
    static func tags(_ root: Node?) -> [String]? {
        guard let root else { return [] }
        guard case .mapping(let mapping) = root else { return nil }
        guard let value = Array(mapping).last(where: { $0.key.string?.lowercased() == "tags" })?.value else { return [] }
        let found: [String?]
        switch value {
        case .scalar(let scalar):
            if isNull(value) { found = [] } else if isText(scalar) { found = [text(scalar.string)] } else { found = [scalar.string] }
        case .sequence(let items):
            found = items.map { item -> String? in
                switch item {
                case .scalar(let scalar): return isNull(item) ? nil : isText(scalar) ? text(scalar.string) : scalar.string
                case .mapping(let pairs):
                    guard case .scalar(let label)? = pairs.first(where: { $0.key.string == "label" })?.value,
                          !label.string.isEmpty else { return nil }
                    return label.string
                default: return nil
                }
            }
        default: return nil
        }
        var seen = Set<String>()
        return found.compactMap { $0 }.filter { seen.insert($0).inserted }
    }

    private static func isNull(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node else { return false }
        if node.tag.rawValue == Tag.Name.null.rawValue { return true }
        return scalar.style == .plain && node.tag.rawValue == Tag.Name.str.rawValue
            && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    private static func isText(_ scalar: Node.Scalar) -> Bool {
        guard scalar.tag.rawValue == Tag.Name.str.rawValue else { return false }
        guard scalar.style == .plain, !scalar.string.isEmpty else { return true }
        return YAMLPlainScalar.readsAsText(scalar.string) || YAMLPlainScalar.nulls.contains(scalar.string)
    }

    private static func text(_ text: String) -> String? {
        text.isEmpty || text.unicodeScalars.contains { $0.properties.generalCategory == .control } ? nil : text
    }

    // MARK: TOML

    static func ours(toml: String) -> Result<TagDeckTOML.TOMLTable, TagDeckTOML.TOMLParseError> {
        do throws(TagDeckTOML.TOMLParseError) { return .success(try TOMLReader.parse(toml)) } catch { return .failure(error) }
    }

    static func tomlKit(toml: String) -> Result<TOMLKit.TOMLTable, TOMLKit.TOMLParseError> {
        do { return .success(try TOMLKit.TOMLTable(string: toml)) } catch { return .failure(error as! TOMLKit.TOMLParseError) }
    }

    static func dump(_ value: TagDeckTOML.TOMLValue) -> String {
        switch value {
        case .table(let table): return "{" + table.map { $0.key.debugDescription + "=" + dump($0.value) }.joined(separator: ",") + "}"
        case .array(let items): return "[" + items.map(dump).joined(separator: ",") + "]"
        case .string(let text): return text.debugDescription
        case .integer(let number): return "i\(number)"
        case .float(let number): return "f\(number)"
        case .boolean(let flag): return "b\(flag)"
        case .date: return "date"
        case .time: return "time"
        case .dateTime: return "dateTime"
        }
    }

    static func dump(_ value: TOMLKit.TOMLValue) -> String {
        switch value.type {
        case .table:
            return "{" + value.table!.map { $0.0.debugDescription + "=" + dump($0.1.tomlValue) }.joined(separator: ",") + "}"
        case .array: return "[" + value.array!.map { dump($0.tomlValue) }.joined(separator: ",") + "]"
        case .string: return value.string!.debugDescription
        case .int: return "i\(value.int!)"
        case .double: return "f\(value.double!)"
        case .bool: return "b\(value.bool!)"
        case .date: return "date"
        case .time: return "time"
        case .dateTime: return "dateTime"
        }
    }

    /// The tags the list of a TOMLKit table holds, read as tagdeck read them with TOMLKit (nil: refused): the
    /// top-level list, else `[taxonomies]`'s; numbers and booleans as the generator writes them.
    static func tags(_ table: TOMLKit.TOMLTable) -> [String]? {
        let holder = table.contains { $0.0.lowercased() == "tags" } ? table : table["taxonomies"]?.table
        guard let holder, let value = holder.first(where: { $0.0.lowercased() == "tags" })?.1.tomlValue else { return [] }
        let found: [String?]
        switch value.type {
        case .table: return nil
        case .array: found = value.array!.map { item(($0.tomlValue)) }
        case .string: found = [value.string!.isEmpty ? nil : value.string!]
        default: found = [item(value)]
        }
        var seen = Set<String>()
        return found.compactMap { $0 }.filter { seen.insert($0).inserted }
    }

    private static func item(_ value: TOMLKit.TOMLValue) -> String? {
        switch value.type {
        case .string: return text(value.string!)
        case .table:
            guard let label = value.table!["label"]?.string, !label.isEmpty else { return nil }
            return label
        case .array: return nil
        case .int: return "\(value.int!)"
        case .double: return "\(value.double!)"
        case .bool: return "\(value.bool!)"
        default: return "?"
        }
    }
}
