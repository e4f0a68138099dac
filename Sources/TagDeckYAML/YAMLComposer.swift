import CLibYAML
#if canImport(Glibc)
import Glibc
#endif

/// Composes one YAML document into ``YAMLNode``s from libyaml's parser events: aliases stand for the node of their
/// anchor, a key given twice in one mapping is refused, and plain scalars are texts unless asked to be resolved.
public enum YAMLComposer {
    /// The document `text` holds, nil for a text without one (empty, or only comments).
    /// - Parameter resolvingPlainScalars: tag a plain scalar that YAML 1.1 reads as no text (a number, a boolean,
    ///   null, a date) ``YAMLTag/resolvedPlain`` rather than ``YAMLTag/str``, so that as keys `1` and `"1"` differ.
    /// - Throws: ``YAMLError`` for text that is no YAML, an alias to no anchor, a second document, or a key given
    ///   twice in one mapping.
    public static func compose(_ text: String, resolvingPlainScalars: Bool = false) throws(YAMLError) -> YAMLNode? {
        // libyaml reads `count` bytes from the address given; an empty text still gets one (never read).
        let count = text.utf8.count
        let bytes = count == 0 ? [0] : Array(text.utf8)
        let result: Result<YAMLNode?, YAMLError> = bytes.withUnsafeBufferPointer { buffer in
            var composer = Composition(text: text, resolvingPlainScalars: resolvingPlainScalars)
            yaml_parser_initialize(&composer.parser)
            defer { yaml_parser_delete(&composer.parser) }
            yaml_parser_set_encoding(&composer.parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&composer.parser, buffer.baseAddress, count)
            do throws(YAMLError) {
                return .success(try composer.document())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

/// One event of the parser, copied out of libyaml's.
private struct Event {
    var type: yaml_event_type_t
    var anchor: String?
    var tag: String?
    var value = ""
    var style = YAMLScalarStyle.plain
    /// A scalar whose tag is left to be resolved (plain, untagged), or a collection's written without a tag.
    var implicit = false
    /// A quoted scalar without a tag: a text.
    var quotedImplicit = false
    var mark: YAMLMark
}

private struct Composition {
    let text: String
    let resolvingPlainScalars: Bool
    var parser = yaml_parser_t()
    var anchors: [String: YAMLNode] = [:]

    init(text: String, resolvingPlainScalars: Bool) {
        self.text = text
        self.resolvingPlainScalars = resolvingPlainScalars
    }

    mutating func document() throws(YAMLError) -> YAMLNode? {
        _ = try next()                                          // the stream's start
        guard try next().type != YAML_STREAM_END_EVENT else { return nil }
        let root = try node(from: next())
        _ = try next()                                          // the document's end
        let after = try next()
        if after.type != YAML_STREAM_END_EVENT {
            throw .syntax(.composer, context: .init(text: "expected a single document in the stream", mark: YAMLMark(line: 1, column: 1)),
                          problem: "but found another document", mark: after.mark, text: text)
        }
        return root
    }

    mutating func node(from event: Event) throws(YAMLError) -> YAMLNode {
        let node: YAMLNode
        switch event.type {
        case YAML_ALIAS_EVENT:
            guard let anchor = event.anchor, let found = anchors[anchor] else {
                throw .syntax(.composer, context: nil, problem: "found undefined alias", mark: event.mark, text: text)
            }
            return found
        case YAML_SCALAR_EVENT:
            node = .scalar(event.value, tag: scalarTag(event), style: event.style, mark: event.mark)
        case YAML_SEQUENCE_START_EVENT:
            var items: [YAMLNode] = []
            var next = try self.next()
            while next.type != YAML_SEQUENCE_END_EVENT {
                items.append(try self.node(from: next))
                next = try self.next()
            }
            node = .sequence(items, tag: collectionTag(event, YAMLTag.seq), mark: event.mark)
        default:
            var pairs: [YAMLPair] = []
            var next = try self.next()
            while next.type != YAML_MAPPING_END_EVENT {
                let key = try self.node(from: next)
                let value = try self.node(from: self.next())
                pairs.append(YAMLPair(key: key, value: value))
                next = try self.next()
            }
            try refuseDuplicates(pairs.map(\.key))
            node = .mapping(pairs, tag: collectionTag(event, YAMLTag.map), mark: event.mark)
        }
        if let anchor = event.anchor { anchors[anchor] = node }
        return node
    }

    func scalarTag(_ event: Event) -> String {
        if event.quotedImplicit { return YAMLTag.str }
        guard let tag = event.tag else {
            return !resolvingPlainScalars || YAMLPlainScalar.readsAsText(event.value) ? YAMLTag.str : YAMLTag.resolvedPlain
        }
        return tag == "!" ? YAMLTag.str : tag
    }

    func collectionTag(_ event: Event, _ standard: String) -> String {
        guard !event.implicit, let tag = event.tag, tag != "!" else { return standard }
        return tag
    }

    /// Keys equal in text and tag, named sorted, at the first of the smallest.
    func refuseDuplicates(_ keys: [YAMLNode]) throws(YAMLError) {
        var firsts: [YAMLNode: Int] = [:], repeated: [YAMLNode] = []
        for key in keys {
            if let times = firsts[key] {
                if times == 1 { repeated.append(keys.first { $0 == key }!) }
                firsts[key] = times + 1
            } else {
                firsts[key] = 1
            }
        }
        guard !repeated.isEmpty else { return }
        let sorted = repeated.sorted(by: YAMLNode.precedes)
        throw .duplicatedKeys(sorted.map { $0.string ?? "<uncovertable>" }, mark: sorted[0].mark, text: text)
    }

    /// The parser's next event, or its error.
    mutating func next() throws(YAMLError) -> Event {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) == 1 else { throw error() }
        defer { yaml_event_delete(&event) }
        let mark = YAMLMark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        var out = Event(type: event.type, mark: mark)
        switch event.type {
        case YAML_ALIAS_EVENT:
            out.anchor = Self.string(event.data.alias.anchor)
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            out.anchor = Self.string(scalar.anchor)
            out.tag = Self.string(scalar.tag)
            out.value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            out.quotedImplicit = scalar.quoted_implicit == 1
            out.style = switch scalar.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: .literal
            case YAML_FOLDED_SCALAR_STYLE: .folded
            default: .plain
            }
        case YAML_SEQUENCE_START_EVENT:
            out.anchor = Self.string(event.data.sequence_start.anchor)
            out.tag = Self.string(event.data.sequence_start.tag)
            out.implicit = event.data.sequence_start.implicit != 0
        case YAML_MAPPING_START_EVENT:
            out.anchor = Self.string(event.data.mapping_start.anchor)
            out.tag = Self.string(event.data.mapping_start.tag)
            out.implicit = event.data.mapping_start.implicit != 0
        default:
            break
        }
        return out
    }

    /// The parser's error, as libyaml tells it.
    func error() -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        let mark = YAMLMark(line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
        let context = parser.context.map {
            YAMLError.Context(text: String(cString: $0),
                              mark: YAMLMark(line: Int(parser.context_mark.line) + 1, column: Int(parser.context_mark.column) + 1))
        }
        switch parser.error {
        case YAML_READER_ERROR:
            return .reader(problem: problem, offset: parser.problem_offset, value: parser.problem_value, text: text)
        case YAML_SCANNER_ERROR:
            return .syntax(.scanner, context: context, problem: problem, mark: mark, text: text)
        case YAML_PARSER_ERROR:
            return .syntax(.parser, context: context, problem: problem, mark: mark, text: text)
        case YAML_COMPOSER_ERROR:
            return .syntax(.composer, context: context, problem: problem, mark: mark, text: text)
        default:
            return .memory
        }
    }

    static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(decoding: UnsafeBufferPointer(start: $0, count: strlen(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))), as: UTF8.self) }
    }
}
