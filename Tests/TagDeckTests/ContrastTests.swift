@testable import TagDeck
import XCTest

/// Every theme's text is legible on the background it is for (WCAG 2 AA): at least 4.5:1 against what it is drawn
/// on, and de-emphasised text (hints, placeholders) at least 3:1, in xterm's palette. A colour left to the
/// terminal is taken as the theme's background (black for the default theme, white for the light one) and the
/// text colour that goes with it (xterm's light grey on black, black on white).
final class ContrastTests: XCTestCase {
    func testTheContrastRatioIsWCAGs() {
        XCTAssertEqual(RGB.contrast(RGB(0, 0, 0), RGB(255, 255, 255)), 21, accuracy: 0.001)
        XCTAssertEqual(RGB.contrast(RGB(118, 118, 118), RGB(255, 255, 255)), 4.54, accuracy: 0.01)
        XCTAssertEqual(RGB.contrast(RGB(88, 88, 88), RGB(0, 0, 0)), 2.95, accuracy: 0.01)  // the old count
        XCTAssertEqual(RGB.xterm(252), RGB(208, 208, 208))
        XCTAssertEqual(RGB.xterm(180), RGB(215, 175, 135))
        XCTAssertEqual(RGB.xterm(4), RGB(0, 0, 238))
        XCTAssertTrue(RGB(255, 255, 255).isLight)
        XCTAssertFalse(RGB(0, 0, 0).isLight)
        XCTAssertTrue(RGB(0xfd, 0xf6, 0xe3).isLight, "Solarized light")
        XCTAssertFalse(RGB(0x28, 0x2c, 0x34).isLight, "One Dark")
    }

    /// The lowest ratio each role may have.
    private func floor(_ role: StyleRole) -> Double {
        switch role {
        case .hint, .placeholder: 3
        default: 4.5
        }
    }

    func testEveryRoleOfEveryColourThemeIsLegibleOnItsBackground() {
        for theme in [Theme.default, .light] {
            let background = theme == .light ? RGB(255, 255, 255) : RGB(0, 0, 0)
            let text = theme == .light ? RGB(0, 0, 0) : RGB.xterm(7)
            for depth in [ColorDepth.full256, .eight] {
                for role in StyleRole.allCases {
                    let style = StylePalette.style(for: role, depth: depth, theme: theme)
                    let (fg, bg) = RGB.drawn(style, text: text, background: background)
                    let ratio = RGB.contrast(fg, bg)
                    XCTAssertGreaterThanOrEqual(ratio, floor(role),
                                                "\(theme) theme, \(depth): \(role) is \(ratio):1 (\(style))")
                }
            }
        }
    }
}
