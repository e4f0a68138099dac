import XCTest
@testable import TagDeck

final class StylePaletteTests: XCTestCase {
    func testDepthDetection() {
        XCTAssertEqual(ColorDepth.detect(colors: 256, noColor: nil), .full256)
        XCTAssertEqual(ColorDepth.detect(colors: 16_777_216, noColor: nil), .full256)
        XCTAssertEqual(ColorDepth.detect(colors: 8, noColor: nil), .eight)
        XCTAssertEqual(ColorDepth.detect(colors: 16, noColor: nil), .eight)
        XCTAssertEqual(ColorDepth.detect(colors: 0, noColor: nil), .none)
        XCTAssertEqual(ColorDepth.detect(colors: 256, noColor: "1"), .none)
        XCTAssertEqual(ColorDepth.detect(colors: 256, noColor: "yes"), .none)
        // An empty NO_COLOR does not count.
        XCTAssertEqual(ColorDepth.detect(colors: 256, noColor: ""), .full256)
    }

    func testNoColorMeansNoColourAnywhere() {
        for role in StyleRole.allCases {
            XCTAssertFalse(StylePalette.style(for: role, depth: .none).hasColor, "\(role)")
        }
    }

    func testStatesAreDistinguishableByAttributesAlone() {
        func attrs(_ role: StyleRole) -> TextAttributes { StylePalette.style(for: role, depth: .none).attributes }
        let chipStates: [StyleRole] = [.chip, .chipFocused, .chipPinned, .chipPinnedFocused, .chipLifted, .placeholder]
        XCTAssertEqual(Set(chipStates.map(attrs)).count, chipStates.count, "chip states must differ")
        XCTAssertNotEqual(attrs(.frame), attrs(.frameActive))
        XCTAssertNotEqual(attrs(.status), attrs(.statusError))
        XCTAssertEqual(attrs(.chip), [])
        XCTAssertEqual(attrs(.chipFocused), [.reverse])
        XCTAssertEqual(attrs(.chipLifted), [.bold, .reverse])
        XCTAssertEqual(attrs(.placeholder), [.dim])
        XCTAssertTrue(attrs(.statusError).contains(.bold))
        XCTAssertFalse(attrs(.chipPinned).isDisjoint(with: [.underline, .dim]))
    }

    func testColourPalettesStayInRange() {
        for role in StyleRole.allCases {
            for (depth, limit) in [(ColorDepth.eight, Int16(8)), (.full256, 256)] {
                let style = StylePalette.style(for: role, depth: depth)
                for color in [style.foreground, style.background].compactMap({ $0 }) {
                    XCTAssertTrue((0..<limit).contains(color), "\(role) at \(depth): \(color)")
                }
            }
        }
    }

    func testMonoIsAttributesOnlyAndDefaultIsThePalette() {
        for role in StyleRole.allCases {
            for depth in [ColorDepth.none, .eight, .full256] {
                XCTAssertEqual(StylePalette.style(for: role, depth: depth, theme: .mono), StylePalette.monochrome(role))
                XCTAssertEqual(StylePalette.style(for: role, depth: depth, theme: .default),
                               StylePalette.style(for: role, depth: depth))
                if depth == .none {
                    XCTAssertFalse(StylePalette.style(for: role, depth: depth, theme: .light).hasColor, "NO_COLOR wins")
                }
            }
        }
    }

    func testTheLightThemeIsItsOwnInRangeAndKeepsChipStatesApart() {
        let chipStates: [StyleRole] = [.chip, .chipFocused, .chipPinned, .chipPinnedFocused, .chipMarked,
                                       .chipMarkedFocused, .chipLifted, .placeholder, .match, .matchFocused]
        for (depth, limit) in [(ColorDepth.eight, Int16(8)), (.full256, 256)] {
            let looks = chipStates.map { StylePalette.style(for: $0, depth: depth, theme: .light) }
            XCTAssertEqual(Set(looks).count, chipStates.count, "\(depth)")
            XCTAssertNotEqual(looks, chipStates.map { StylePalette.style(for: $0, depth: depth) }, "not the dark look")
            for role in StyleRole.allCases {
                let style = StylePalette.style(for: role, depth: depth, theme: .light)
                for color in [style.foreground, style.background].compactMap({ $0 }) {
                    XCTAssertTrue((0..<limit).contains(color), "\(role) at \(depth): \(color)")
                }
                if let fg = style.foreground, let bg = style.background {
                    XCTAssertNotEqual(fg, bg, "\(role) at \(depth) must be readable")
                }
            }
        }
    }

    func testChipStatesHaveDistinctLooksInColour() {
        let chipStates: [StyleRole] = [.chip, .chipFocused, .chipPinned, .chipPinnedFocused, .chipLifted, .placeholder]
        for depth in [ColorDepth.eight, .full256] {
            let looks = Set(chipStates.map { StylePalette.style(for: $0, depth: depth) })
            XCTAssertEqual(looks.count, chipStates.count, "\(depth)")
            let lifted = StylePalette.style(for: .chipLifted, depth: depth)
            let others = chipStates.filter { $0 != .chipLifted }.map { StylePalette.style(for: $0, depth: depth).background }
            XCTAssertFalse(others.contains(lifted.background), "the lifted chip has its own colour at \(depth)")
        }
    }
}
