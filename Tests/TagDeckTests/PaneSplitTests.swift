import TagDeck
import XCTest

/// The split arithmetic: content-sized by default, by hand as a proportion, never a pane under its minimum,
/// tiny terminals included.
final class PaneSplitTests: XCTestCase {
    func testContentSizedGivesASmallPaneWhatItNeeds() {
        let split = PaneSplit()
        XCTAssertEqual(split.topRows(of: 28, topNeeds: 5, bottomNeeds: 100), 5, "a small top pane")
        XCTAssertEqual(split.topRows(of: 28, topNeeds: 100, bottomNeeds: 6), 22, "a small bottom pane")
        XCTAssertEqual(split.topRows(of: 28, topNeeds: 100, bottomNeeds: 100), 14, "both big: halves")
        XCTAssertEqual(split.topRows(of: 28, topNeeds: 4, bottomNeeds: 5), 4, "both small: the top first")
        XCTAssertEqual(split.topRows(of: 28, topNeeds: 2, bottomNeeds: 100), 3, "never under the minimum")
    }

    func testByHandIsAProportionKeptAcrossSizes() {
        let split = PaneSplit.byHand(top: 7, of: 28)
        XCTAssertEqual(split.topRows(of: 28, topNeeds: 100, bottomNeeds: 100), 7)
        XCTAssertEqual(split.topRows(of: 56, topNeeds: 100, bottomNeeds: 100), 14, "twice the rows, twice the pane")
        XCTAssertEqual(split.topRows(of: 14, topNeeds: 1, bottomNeeds: 1), 3, "a quarter, rounded down, whatever the content")
        XCTAssertEqual(PaneSplit.byHand(top: 1, of: 28).topRows(of: 28, topNeeds: 9, bottomNeeds: 9), 3)
        XCTAssertEqual(PaneSplit.byHand(top: 27, of: 28).topRows(of: 28, topNeeds: 9, bottomNeeds: 9), 25)
    }

    func testTinyTerminals() {
        for rows in 0...8 {
            for split in [PaneSplit(), PaneSplit(fraction: 0.9), PaneSplit(fraction: 0.1)] {
                let top = split.topRows(of: rows, topNeeds: 50, bottomNeeds: 1)
                XCTAssertTrue((0...rows).contains(top), "\(rows) rows: \(top)")
                if rows >= 6 { XCTAssertTrue(top >= 3 && rows - top >= 3, "\(rows) rows: \(top)") }
            }
        }
    }
}
