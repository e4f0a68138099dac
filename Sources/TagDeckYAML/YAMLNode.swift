/// How a scalar is written.
public enum YAMLScalarStyle: Sendable {
    case plain, singleQuoted, doubleQuoted, literal, folded
}

/// A node of a composed YAML document. Two nodes are equal when their texts (or contents) and tags are, however
/// they are written and wherever they are.
public indirect enum YAMLNode: Hashable, Sendable {
    /// A scalar: its text, its tag (resolved), how it is written, where it starts.
    case scalar(String, tag: String, style: YAMLScalarStyle, mark: YAMLMark)
    /// A sequence: its items.
    case sequence([YAMLNode], tag: String, mark: YAMLMark)
    /// A mapping: its keys and values, in order.
    case mapping([YAMLPair], tag: String, mark: YAMLMark)

    /// Where the node starts.
    public var mark: YAMLMark {
        switch self {
        case .scalar(_, _, _, let mark), .sequence(_, _, let mark), .mapping(_, _, let mark): mark
        }
    }

    /// The node's tag, resolved.
    public var tag: String {
        switch self {
        case .scalar(_, let tag, _, _), .sequence(_, let tag, _), .mapping(_, let tag, _): tag
        }
    }

    /// A scalar's text (nil for a sequence or a mapping).
    public var string: String? {
        if case .scalar(let text, _, _, _) = self { return text }
        return nil
    }

    /// A mapping's pairs (nil for a scalar or a sequence).
    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs, _, _) = self { return pairs }
        return nil
    }

    public static func == (a: YAMLNode, b: YAMLNode) -> Bool {
        switch (a, b) {
        case let (.scalar(x, xt, _, _), .scalar(y, yt, _, _)): x == y && xt == yt
        case let (.sequence(x, xt, _), .sequence(y, yt, _)): x == y && xt == yt
        case let (.mapping(x, xt, _), .mapping(y, yt, _)): x == y && xt == yt
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case let .scalar(text, tag, _, _): hasher.combine(0); hasher.combine(text); hasher.combine(tag)
        case let .sequence(nodes, tag, _): hasher.combine(1); hasher.combine(nodes); hasher.combine(tag)
        case let .mapping(pairs, tag, _): hasher.combine(2); hasher.combine(pairs); hasher.combine(tag)
        }
    }

    /// The order duplicate keys are named in: scalars by their text; nodes of different kinds are not ordered.
    static func precedes(_ a: YAMLNode, _ b: YAMLNode) -> Bool {
        switch (a, b) {
        case let (.scalar(x, _, _, _), .scalar(y, _, _, _)): x < y
        case let (.sequence(x, _, _), .sequence(y, _, _)): lexicographicallyPrecedes(x, y, by: precedes)
        case let (.mapping(x, _, _), .mapping(y, _, _)): lexicographicallyPrecedes(x.map(\.key), y.map(\.key), by: precedes)
        default: false
        }
    }

    private static func lexicographicallyPrecedes(_ x: [YAMLNode], _ y: [YAMLNode],
                                                  by less: (YAMLNode, YAMLNode) -> Bool) -> Bool {
        for (a, b) in zip(x, y) {
            if less(a, b) { return true }
            if less(b, a) { return false }
        }
        return x.count < y.count
    }
}

/// A key of a mapping and its value.
public struct YAMLPair: Hashable, Sendable {
    /// The key.
    public var key: YAMLNode
    /// The value.
    public var value: YAMLNode

    /// The pair of `key` and `value`.
    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
