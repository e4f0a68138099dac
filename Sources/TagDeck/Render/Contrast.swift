/// A colour as its red, green and blue parts (0 to 255 each).
package struct RGB: Equatable, Sendable {
    package var red: UInt8, green: UInt8, blue: UInt8
    package init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) { (self.red, self.green, self.blue) = (red, green, blue) }

    /// WCAG 2's relative luminance: 0 for black, 1 for white.
    package var luminance: Double {
        func linear(_ part: UInt8) -> Double {
            let v = Double(part) / 255
            if v <= 0.03928 { return v / 12.92 }
            let x = (v + 0.055) / 1.055
            return x * x * Self.twoFifthsPower(x)  // x^2.4
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// x^0.4 for x in (0, 1], without Foundation: the root y of y^5 = x^2, by Newton's method from 1.
    private static func twoFifthsPower(_ x: Double) -> Double {
        let target = x * x
        var y = 1.0
        for _ in 0..<40 {
            let y4 = y * y * y * y
            y -= (y4 * y - target) / (5 * y4)
        }
        return y
    }

    /// WCAG 2's contrast ratio of two colours, from 1 (the same) to 21 (black and white).
    package static func contrast(_ a: RGB, _ b: RGB) -> Double {
        let (la, lb) = (a.luminance, b.luminance)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `#rrggbb`.
    package var hex: String {
        "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// The text and ground colours xterm shows a cell of `style` in (xterm's palette; a colour left to the
    /// terminal is `text` or `background`): bold text in one of the eight ANSI colours is shown in its bright
    /// version (xterm's `boldColors`, on by default; urxvt and others do the same), and reverse swaps the two.
    package static func drawn(_ style: Style, text: RGB, background: RGB) -> (text: RGB, ground: RGB) {
        let bold = style.attributes.contains(.bold)
        let fg = style.foreground.map { xterm(bold && $0 < 8 ? $0 + 8 : $0) } ?? text
        let bg = style.background.map(xterm) ?? background
        return style.attributes.contains(.reverse) ? (bg, fg) : (fg, bg)
    }

    /// Whether dark text reads better on it than light text: a light background.
    package var isLight: Bool { Self.contrast(self, RGB(0, 0, 0)) > Self.contrast(self, RGB(255, 255, 255)) }

    /// The colour of xterm's 256-colour palette at `index`: the sixteen ANSI colours as xterm sets them, the 6x6x6
    /// cube, then 24 greys.
    package static func xterm(_ index: Int16) -> RGB {
        switch index {
        case 0..<16:
            let ansi: [(UInt8, UInt8, UInt8)] = [
                (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
                (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
                (255, 0, 255), (0, 255, 255), (255, 255, 255),
            ]
            let c = ansi[Int(index)]
            return RGB(c.0, c.1, c.2)
        case 16..<232:
            let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
            let i = Int(index) - 16
            return RGB(levels[i / 36], levels[i / 6 % 6], levels[i % 6])
        default:
            let grey = UInt8(8 + 10 * (min(255, max(232, Int(index))) - 232))
            return RGB(grey, grey, grey)
        }
    }
}
