import CNcursesw
import TagDeck

/// The ncurses attribute and colour pair for every ``StyleRole``, set up once per screen, and for a role with an ink
/// over it (a line of input's own colours, `tagdeck pick --ansi`), set up when first drawn: a pair for each pair of
/// colours met, as long as the terminal has pairs left (then the role's own).
struct CursesStyles {
    let depth: ColorDepth
    private let theme: Theme
    private var table: [StyleRole: (attrs: attr_t, pair: Int16)] = [:]
    private var inked: [InkedRole: (attrs: attr_t, pair: Int16)] = [:]
    /// The pair of each pair of colours an ink needed, and the next pair number free.
    private var pairs: [Colors: Int16] = [:]
    private var nextPair: Int16
    private let defaultsWork: Bool

    private struct InkedRole: Hashable {
        let role: StyleRole
        let ink: Ink
    }

    private struct Colors: Hashable {
        let foreground: Int16
        let background: Int16
    }

    /// Starts colours unless `NO_COLOR` (its value, or `nil` when unset) turns them off or the terminal has none,
    /// picks the palette for the terminal's colour count and `theme` (`mono` starts no colours), and defines one
    /// pair per role.
    /// Call after the screen is set up.
    init(noColor: String?, theme: Theme = .default) {
        var depth = ColorDepth.none
        let noColor = theme == .mono ? "mono theme" : noColor
        var defaultsWork = false
        if ColorDepth.detect(colors: 256, noColor: noColor) != .none && has_colors() && start_color() != ERR {
            // COLORS and COLOR_PAIRS are known only once start_color has run.
            depth = ColorDepth.detect(colors: Int(tagdeck_colors()), noColor: noColor)
            defaultsWork = use_default_colors() != ERR
            if Int(tagdeck_color_pairs()) <= StyleRole.allCases.count { depth = .none }
        }
        self.depth = depth
        self.theme = theme
        self.defaultsWork = defaultsWork
        nextPair = Int16(StyleRole.allCases.count + 1)
        for role in StyleRole.allCases {
            let style = StylePalette.style(for: role, depth: depth, theme: theme)
            var pair: Int16 = 0
            if style.hasColor {
                pair = Int16(role.rawValue) + 1
                let fg = style.foreground ?? (defaultsWork ? -1 : Int16(COLOR_WHITE))
                let bg = style.background ?? (defaultsWork ? -1 : Int16(COLOR_BLACK))
                init_pair(pair, fg, bg)
            }
            table[role] = (Self.cursesAttributes(style.attributes), pair)
        }
    }

    /// Makes `role` the style of the next writes to the standard screen.
    func apply(_ role: StyleRole) {
        let entry = table[role] ?? (tagdeck_a_normal(), 0)
        _ = tagdeck_attr_set(entry.attrs, entry.pair)
    }

    /// Makes `role`, with `ink` over it, the style of the next writes to the standard screen.
    mutating func apply(_ role: StyleRole, ink: Ink?) {
        guard let ink else { return apply(role) }
        let key = InkedRole(role: role, ink: ink)
        if inked[key] == nil { inked[key] = entry(StylePalette.style(for: role, depth: depth, theme: theme).inked(ink, depth: depth), fallback: role) }
        let entry = inked[key]!
        _ = tagdeck_attr_set(entry.attrs, entry.pair)
    }

    /// The attributes and pair of `style`: a pair of its colours, made when first needed; the pair of `fallback`'s
    /// style when the terminal has no pair left.
    private mutating func entry(_ style: Style, fallback: StyleRole) -> (attrs: attr_t, pair: Int16) {
        let attrs = Self.cursesAttributes(style.attributes)
        guard style.hasColor, depth != .none else { return (attrs, 0) }
        let colors = Colors(foreground: style.foreground ?? (defaultsWork ? -1 : Int16(COLOR_WHITE)),
                            background: style.background ?? (defaultsWork ? -1 : Int16(COLOR_BLACK)))
        if let pair = pairs[colors] { return (attrs, pair) }
        guard Int(nextPair) < min(Int(tagdeck_color_pairs()), Int(Int16.max)) else {
            return (attrs, table[fallback]?.pair ?? 0)
        }
        init_pair(nextPair, colors.foreground, colors.background)
        pairs[colors] = nextPair
        nextPair += 1
        return (attrs, nextPair - 1)
    }

    static func cursesAttributes(_ attributes: TextAttributes) -> attr_t {
        var result = tagdeck_a_normal()
        if attributes.contains(.bold) { result |= tagdeck_a_bold() }
        if attributes.contains(.reverse) { result |= tagdeck_a_reverse() }
        if attributes.contains(.underline) { result |= tagdeck_a_underline() }
        if attributes.contains(.dim) { result |= tagdeck_a_dim() }
        if attributes.contains(.italic) { result |= tagdeck_a_italic() }
        return result
    }
}
