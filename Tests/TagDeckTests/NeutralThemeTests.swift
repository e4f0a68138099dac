@testable import TagDeck
import XCTest

/// The neutral theme, for a terminal whose background is unknown: every role, hints and placeholders included, is
/// at least 4.5:1 on a white terminal (black text) and on a black one (xterm's light grey text), and none is faint.
final class NeutralThemeTests: XCTestCase {
    func testEveryRoleIsLegibleOnWhiteAndOnBlack() {
        let terminals = [(name: "white", text: RGB(0, 0, 0), background: RGB(255, 255, 255)),
                         (name: "black", text: RGB.xterm(7), background: RGB(0, 0, 0))]
        for terminal in terminals {
            for depth in [ColorDepth.full256, .eight] {
                for role in StyleRole.allCases {
                    let style = StylePalette.style(for: role, depth: depth, theme: .neutral)
                    XCTAssertFalse(style.attributes.contains(.dim), "\(role) is not faint")
                    XCTAssertNil(style.background, "\(role) sets no background: the terminal's shows")
                    let (fg, bg) = RGB.drawn(style, text: terminal.text, background: terminal.background)
                    let ratio = RGB.contrast(fg, bg)
                    XCTAssertGreaterThanOrEqual(ratio, 4.5, "on \(terminal.name), \(depth): \(role) is \(ratio):1 (\(style))")
                }
            }
        }
    }

    func testTheAccentsAreOfMiddleLuminance() {
        for accent in [StylePalette.middleGrey, StylePalette.middleRed, StylePalette.middleGreen, StylePalette.middleViolet] {
            let colour = RGB.xterm(accent)
            XCTAssertGreaterThanOrEqual(RGB.contrast(colour, RGB(255, 255, 255)), 4.5, colour.hex)
            XCTAssertGreaterThanOrEqual(RGB.contrast(colour, RGB(0, 0, 0)), 4.5, colour.hex)
        }
    }

    func testAutoIsNeutralWhenNothingTellsTheBackground() {
        XCTAssertEqual(Theme.auto.resolved(background: nil, colorFGBG: nil).theme, .neutral)
        XCTAssertEqual(Theme.auto.resolved(background: nil, colorFGBG: nil).found, "no background found")
        XCTAssertEqual(Theme.auto.resolved(background: nil, colorFGBG: "garbage").theme, .neutral)
        XCTAssertEqual(Theme.auto.resolved(background: RGB(255, 255, 255), colorFGBG: nil).theme, .light)
        XCTAssertEqual(Theme.auto.resolved(background: nil, colorFGBG: "15;0").theme, .default)
    }
}
