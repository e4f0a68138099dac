import Foundation
@testable import TagDeck
import TagDeckTestSupport
import TagDeckTesting
import XCTest

/// The filter searches the fields fzf searches: `--nth` with each kind of `--delimiter` (runs of blanks, a text, a
/// regular expression), on generated lines, against `fzf --filter Q --nth N --delimiter D`. The one difference is
/// the board guide's: fzf's `^` and `$` skip blanks at the start and end of a field (a field of blanks keeps those after
/// it), tagdeck's do not.
///
/// Runs when fzf is installed (in CI a missing fzf fails), as `FzfParityTests` does. `TAGDECK_TEST_SEED=<seed>`
/// replays one set of lines and queries.
final class FieldsFzfParityTests: XCTestCase {
    static let words = ["alpha", "beta", "gamma", "delta", "a1", "b2", "x", "yy", "core.go", "main", "42", "0x1f"]

    /// A line of fields joined by `separators` (one picked at random each time), with blanks at its start now and
    /// then and a field left empty now and then.
    static func line(_ separators: [String], using rng: inout SplitMix64) -> String {
        var text = Int.random(in: 0..<5, using: &rng) == 0 ? "  " : ""
        for k in 0..<Int.random(in: 1...5, using: &rng) {
            if k > 0 { text += separators.randomElement(using: &rng)! }
            if Int.random(in: 0..<8, using: &rng) > 0 { text += words.randomElement(using: &rng)! }
        }
        return text
    }

    static func query(using rng: inout SplitMix64) -> String {
        var word = String(words.randomElement(using: &rng)!.prefix(Int.random(in: 1...3, using: &rng)))
        if Bool.random(using: &rng) { word = String(word.shuffled(using: &rng)) }
        let prefix = ["", "", "'", "^", "!"].randomElement(using: &rng)!
        let suffix = Int.random(in: 0..<6, using: &rng) == 0 ? "$" : ""
        return prefix + word + suffix
    }

    func testNthSearchesTheFieldsFzfSearches() throws {
        guard let fzf = FzfParityTests.fzfPath() else {
            if ProcessInfo.processInfo.environment["CI"] != nil { XCTFail("fzf is not installed; .ci/run installs it") }
            throw XCTSkip("fzf is not installed (apt-get install fzf)")
        }
        var rng = seededGenerator(default: 0xF1_E1D5)
        let cases: [(delimiter: String?, separators: [String])] = [
            (nil, [" ", "  ", "\t", " \t "]), (":", [":", "::"]), ("\\t", ["\t"]), ("[,;] *", [",", "; ", ";"]),
        ]
        let expressions = ["1", "2", "-1", "2..", "..2", "1,3", "-2..-1", "..", "1..3", "3"]
        var pairs = 0, anchored = 0
        var unexplained: [String] = []
        for (delimiter, separators) in cases {
            var seen = Set<String>()
            let lines = (0..<150).map { _ in Self.line(separators, using: &rng) }.filter { !$0.isEmpty && seen.insert($0).inserted }
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("tagdeck-nth-\(getpid()).txt")
            try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: file) }
            for expression in expressions {
                let display = LineDisplay(delimiter: delimiter.map(FieldDelimiter.init) ?? .blanks,
                                          searchedFields: FieldExpression(expression))
                for _ in 0..<6 {
                    let query = Self.query(using: &rng)
                    var arguments = ["--filter", query, "--no-sort", "--nth", expression]
                    if let delimiter { arguments += ["--delimiter", delimiter] }
                    let theirs = Set(try FzfParityTests.run(fzf, arguments, input: file))
                    let q = TagQuery(query)
                    for line in lines {
                        pairs += 1
                        let parts = display.searched(LineText.text(of: Array(line.utf8)))
                        let ours = FieldSearch.matches(q, anyOf: parts)
                        guard ours != theirs.contains(line) else { continue }
                        let blanks = parts.contains { ($0.first?.isWhitespace ?? false) || ($0.last?.isWhitespace ?? false) }
                        if blanks && q.terms.contains(where: { $0.kind != .fuzzy && $0.kind != .exact }) {
                            anchored += 1
                        } else if unexplained.count < 30 {
                            unexplained.append("delimiter \(delimiter ?? "blanks"), --nth \(expression), query '\(query)', "
                                               + "line '\(line)': fzf \(!ours), tagdeck \(ours)")
                        }
                    }
                }
            }
        }
        print("FieldsFzfParityTests: \(pairs) pairs, \(anchored) differ by ^ or $ and blanks (documented)")
        XCTAssertEqual(unexplained, [])
        XCTAssertGreaterThan(pairs, 20_000)
    }
}
