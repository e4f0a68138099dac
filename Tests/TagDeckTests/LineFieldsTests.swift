import TagDeck
import XCTest

/// Fields as fzf cuts them: its field expressions (which parse and what they take), its delimiters (a text, a
/// regular expression, runs of blanks) and what `--accept-nth` prints. `FieldsFzfParityTests` holds them against
/// fzf itself on generated lines.
final class LineFieldsTests: XCTestCase {
    private func fields(_ line: String, _ delimiter: FieldDelimiter = .blanks) -> [String] {
        let bytes = Array(line.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            LineFields.split(buffer, by: delimiter).map { String(decoding: bytes[$0], as: UTF8.self) }
        }
    }

    private func accepted(_ line: String, _ expression: String, _ delimiter: FieldDelimiter = .blanks) -> String {
        let bytes = Array(line.utf8)
        return bytes.withUnsafeBufferPointer {
            String(decoding: LineFields.accepted($0, FieldExpression(expression)!, delimiter: delimiter), as: UTF8.self)
        }
    }

    func testExpressionsParseAsFzfParsesThem() {
        for valid in ["1", "-1", "2..", "..3", "1..3", "1,3", "..", "-3..-1", "1..-1", "2..1", "1,1,..2", "-2..", "..-2"] {
            XCTAssertNotNil(FieldExpression(valid), valid)
        }
        for invalid in ["", "0", "a", "1,", ",1", "1..2..3", "-1..2", "1...", "...", "0..2", "1..0", "+1", "1 ", "--1", "1.2"] {
            XCTAssertNil(FieldExpression(invalid), invalid)
        }
        // fzf keeps `1..N` as `..N` and `N..-1` as `N..`.
        XCTAssertEqual(FieldExpression("1..3")!.ranges, FieldExpression("..3")!.ranges)
        XCTAssertEqual(FieldExpression("2..-1")!.ranges, FieldExpression("2..")!.ranges)
        XCTAssertEqual(FieldExpression("1..-1")!.ranges, FieldExpression("..")!.ranges)
    }

    func testDelimitersAreReadAsFzfReadsThem() {
        XCTAssertEqual(FieldDelimiter(":").kind, .text(Array(":".utf8)))
        XCTAssertEqual(FieldDelimiter("\\t").kind, .text([0x09]))
        XCTAssertEqual(FieldDelimiter(".").kind, .text(Array(".".utf8)), "one character is a text")
        XCTAssertEqual(FieldDelimiter("::").kind, .text(Array("::".utf8)))
        XCTAssertEqual(FieldDelimiter("[:,]").kind, .pattern("[:,]"))
        XCTAssertEqual(FieldDelimiter("\\s+").kind, .pattern("\\s+"))
        XCTAssertEqual(FieldDelimiter("a(").kind, .text(Array("a(".utf8)), "no valid expression: a text")
    }

    func testFieldsKeepTheDelimiterThatEndsThem() {
        XCTAssertEqual(fields("  foo  bar\tbaz  "), ["foo  ", "bar\t", "baz  "])
        XCTAssertEqual(fields("   "), [])
        XCTAssertEqual(fields("a:1:x", FieldDelimiter(":")), ["a:", "1:", "x"])
        XCTAssertEqual(fields("a:1:", FieldDelimiter(":")), ["a:", "1:", ""])
        XCTAssertEqual(fields("", FieldDelimiter(":")), [""])
        XCTAssertEqual(fields("a::b", FieldDelimiter("::")), ["a::", "b"])
        XCTAssertEqual(fields("a, b;c", FieldDelimiter("[,;] *")), ["a, ", "b;", "c"])
        XCTAssertEqual(fields("é|x", FieldDelimiter("[|]")), ["é|", "x"])
        XCTAssertEqual(fields("ab", FieldDelimiter("")), ["a", "b"])
    }

    func testAnExpressionTakesItsFieldsEachRangeAsOnePiece() {
        let bytes = Array("a b c d".utf8)
        let split = bytes.withUnsafeBufferPointer { LineFields.split($0, by: .blanks) }
        func taken(_ expression: String) -> [String] {
            FieldExpression(expression)!.select(split).map { String(decoding: bytes[$0], as: UTF8.self) }
        }
        XCTAssertEqual(taken("1"), ["a "])
        XCTAssertEqual(taken("-1"), ["d"])
        XCTAssertEqual(taken("2.."), ["b c d"])
        XCTAssertEqual(taken("..2"), ["a b "])
        XCTAssertEqual(taken("2..3"), ["b c "])
        XCTAssertEqual(taken("1,3"), ["a ", "c "])
        XCTAssertEqual(taken("-2..-1"), ["c d"])
        XCTAssertEqual(taken(".."), ["a b c d"])
        XCTAssertEqual(taken("5"), [""])
        XCTAssertEqual(taken("3..2"), [""])
        XCTAssertEqual(taken("-9..-3"), ["a b "])
    }

    func testAcceptedFieldsLoseTheDelimiterAfterTheLast() {
        XCTAssertEqual(accepted("a:1:x", "1", FieldDelimiter(":")), "a")
        XCTAssertEqual(accepted("a:1:x", "1,2", FieldDelimiter(":")), "a:1")
        XCTAssertEqual(accepted("a:1:x", "3", FieldDelimiter(":")), "x")
        XCTAssertEqual(accepted("a:1:", "..", FieldDelimiter(":")), "a:1", "only the delimiter that ends the last field")
        XCTAssertEqual(accepted("  foo  bar  ", "1"), "foo")
        XCTAssertEqual(accepted("  foo  bar  ", ".."), "foo  bar")
        XCTAssertEqual(accepted("a1b22c", "1..2", FieldDelimiter("[0-9]+")), "a1b")
        XCTAssertEqual(accepted("a:b", "9", FieldDelimiter(":")), "")
    }

    func testBytesThatAreNotUTF8AreFieldsLikeAnyOther() {
        let line: [UInt8] = [0x61, 0xFF, 0x3A, 0xFE, 0x20, 0x62]
        line.withUnsafeBufferPointer { buffer in
            XCTAssertEqual(LineFields.split(buffer, by: FieldDelimiter(":")), [0..<3, 3..<6])
            XCTAssertEqual(LineFields.split(buffer, by: .blanks), [0..<5, 5..<6])
            XCTAssertEqual(LineFields.split(buffer, by: FieldDelimiter("[:]")), [0..<3, 3..<6])
            XCTAssertEqual(LineFields.accepted(buffer, FieldExpression("1")!, delimiter: FieldDelimiter(":")), [0x61, 0xFF])
        }
    }
}
