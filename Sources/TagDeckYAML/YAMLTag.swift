/// The tags a node may carry that tagdeck tells apart.
public enum YAMLTag {
    /// A text (every quoted scalar, and every plain one when plain scalars are not resolved).
    public static let str = "tag:yaml.org,2002:str"
    /// YAML's null, when written `!!null`.
    public static let null = "tag:yaml.org,2002:null"
    /// A sequence's tag unless one is written.
    public static let seq = "tag:yaml.org,2002:seq"
    /// A mapping's tag unless one is written.
    public static let map = "tag:yaml.org,2002:map"
    /// What a plain scalar that is no text (a number, a boolean, null, a date) is tagged when plain scalars are
    /// resolved: it tells `1` from `"1"`, as keys.
    public static let resolvedPlain = "tag:tagdeck,resolved-plain"
}
