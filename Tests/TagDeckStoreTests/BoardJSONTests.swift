import Foundation
import TagDeck
import TagDeckStore
import XCTest

final class BoardJSONTests: XCTestCase {
    func testLayout() throws {
        let board = try makeBoard("Top", [("", [("a", true)]), ("Empty", [])], "Bottom", [("S", [("b", false), ("c", false)])])
        XCTAssertEqual(BoardJSON.encode(board), """
            {
              "panes": [
                {
                  "title": "Top",
                  "sections": [
                    {
                      "title": "",
                      "tags": [
                        { "text": "a", "pinned": true }
                      ]
                    },
                    {
                      "title": "Empty",
                      "tags": []
                    }
                  ]
                },
                {
                  "title": "Bottom",
                  "sections": [
                    {
                      "title": "S",
                      "tags": [
                        { "text": "b", "pinned": false },
                        { "text": "c", "pinned": false }
                      ]
                    }
                  ]
                }
              ]
            }

            """)
    }

    func testParsesBackWithAStandardDecoderIncludingAwkwardText() throws {
        struct JTag: Decodable, Equatable { var text: String; var pinned: Bool }
        struct JSection: Decodable { var title: String; var tags: [JTag] }
        struct JPane: Decodable { var title: String; var sections: [JSection] }
        struct JBoard: Decodable { var panes: [JPane] }

        let texts = ["quote \" here", "back\\slash", "tab\tand\nnewline", "科技 🎵", "\u{1}", "/slash/"]
        let board = try makeBoard("T \"x\"", [("", texts.map { ($0, false) })], "B", [("", [("p", true)])])
        let decoded = try JSONDecoder().decode(JBoard.self, from: Data(BoardJSON.encode(board).utf8))
        XCTAssertEqual(decoded.panes.map(\.title), ["T \"x\"", "B"])
        XCTAssertEqual(decoded.panes[0].sections[0].tags.map(\.text), texts)
        XCTAssertEqual(decoded.panes[1].sections[0].tags, [JTag(text: "p", pinned: true)])
    }
}
