@testable import TagDeck
import TagDeckStore
import TagDeckTesting
import XCTest

/// The demo board as a user first sees it, measured cell by cell as WCAG's contrast ratio of each text cell's
/// colour against the colour behind it (xterm's palette): on a white background with the light theme (what
/// `auto` picks there) and on black with the default one, in 256 colours and in eight (`TERM=xterm`), every text
/// cell is at least 3:1 and at most 2% of them are under 4.5:1. With the neutral theme (what `auto` picks when
/// nothing tells the background), every cell is at least 4.5:1 on white and on black alike.
final class DemoContrastTests: XCTestCase {
    private func measure(theme: Theme, background: RGB, text: RGB, depth: ColorDepth = .full256) throws
        -> (lowest: Double, under45: Double) {
        let board = try XCTUnwrap(parseOK(DemoBoard.text))
        let d = HeadlessDriver(board: board, width: 100, height: 30)
        d.key(.right)  // a focused chip, as after the first key
        let grid = d.deck.render()
        var ratios: [Double] = []
        for y in 0..<grid.height {
            for x in 0..<grid.width {
                let cell = grid[x, y]
                guard !cell.text.isEmpty, cell.text != " " else { continue }
                let style = StylePalette.style(for: cell.role, depth: depth, theme: theme)
                let (fg, bg) = RGB.drawn(style, text: text, background: background)
                ratios.append(RGB.contrast(fg, bg))
            }
        }
        XCTAssertGreaterThan(ratios.count, 500, "the demo board's text")
        let under = Double(ratios.filter { $0 < 4.5 }.count) / Double(ratios.count)
        return (ratios.min() ?? 0, under)
    }

    func testOnWhiteTheLightThemeIsLegibleInEveryCell() throws {
        let white = RGB(255, 255, 255)
        XCTAssertEqual(Theme.auto.resolved(background: white, colorFGBG: nil).theme, .light)
        XCTAssertEqual(Theme.auto.resolved(background: nil, colorFGBG: "0;15").theme, .light)
        for depth in [ColorDepth.full256, .eight] {
            let (lowest, under) = try measure(theme: .light, background: white, text: RGB(0, 0, 0), depth: depth)
            XCTAssertGreaterThanOrEqual(lowest, 3, "\(depth)")
            XCTAssertLessThanOrEqual(under, 0.02, "\(depth)")
        }
    }

    func testOnBlackTheDefaultThemeIsLegibleInEveryCell() throws {
        let black = RGB(0, 0, 0)
        XCTAssertEqual(Theme.auto.resolved(background: black, colorFGBG: nil).theme, .default)
        XCTAssertEqual(Theme.auto.resolved(background: nil, colorFGBG: "15;0").theme, .default)
        for depth in [ColorDepth.full256, .eight] {
            let (lowest, under) = try measure(theme: .default, background: black, text: RGB.xterm(7), depth: depth)
            XCTAssertGreaterThanOrEqual(lowest, 3, "\(depth)")
            XCTAssertLessThanOrEqual(under, 0.02, "\(depth)")
        }
    }

    func testOnAnUnknownBackgroundTheNeutralThemeIsLegibleInEveryCellOnWhiteAndOnBlack() throws {
        XCTAssertEqual(Theme.auto.resolved(background: nil, colorFGBG: nil).theme, .neutral)
        for (background, text) in [(RGB(255, 255, 255), RGB(0, 0, 0)), (RGB(0, 0, 0), RGB.xterm(7))] {
            for depth in [ColorDepth.full256, .eight] {
                let (lowest, _) = try measure(theme: .neutral, background: background, text: text, depth: depth)
                XCTAssertGreaterThanOrEqual(lowest, 4.5, "\(depth) on \(background.hex)")
            }
        }
    }
}
