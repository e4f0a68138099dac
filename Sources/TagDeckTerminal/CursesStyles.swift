import CNcursesw
import TagDeck

/// The ncurses attribute and colour pair for every ``StyleRole``, set up once per screen.
struct CursesStyles {
    let depth: ColorDepth
    private var table: [StyleRole: (attrs: attr_t, pair: Int16)] = [:]

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

    static func cursesAttributes(_ attributes: TextAttributes) -> attr_t {
        var result = tagdeck_a_normal()
        if attributes.contains(.bold) { result |= tagdeck_a_bold() }
        if attributes.contains(.reverse) { result |= tagdeck_a_reverse() }
        if attributes.contains(.underline) { result |= tagdeck_a_underline() }
        if attributes.contains(.dim) { result |= tagdeck_a_dim() }
        return result
    }
}
