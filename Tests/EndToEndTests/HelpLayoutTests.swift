import Foundation
import XCTest

/// The first text a user reads renders cleanly: `tagdeck --help` and `tagdeck help edit` keep their tables'
/// hanging indents at 80 columns and at narrower widths, instead of wrapping long lines into the left margin.
final class HelpLayoutTests: XCTestCase {
    private func help(_ arguments: [String], columns: Int) throws -> [String] {
        var environment = TmuxSession.environment()
        environment["COLUMNS"] = "\(columns)"
        let result = ChildProcess.run([try TmuxSession.binaryPath()] + arguments, environment: environment)
        XCTAssertEqual(result.status, 0, result.error)
        return result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The lines of the table that starts at the line `heading` (up to the next blank line).
    private func table(after heading: String, in lines: [String]) -> [String] {
        guard let start = lines.firstIndex(where: { $0.hasPrefix(heading) }) else {
            XCTFail("no '\(heading)' in:\n" + lines.joined(separator: "\n"))
            return []
        }
        return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
    }

    func testTheExitStatusTableKeepsItsIndents() throws {
        for columns in [80, 60] {
            let rows = table(after: "Exit status:", in: try help(["--help"], columns: columns))
            XCTAssertGreaterThanOrEqual(rows.count, 6)
            for row in rows {
                XCTAssertTrue(row.hasPrefix("  "), "at \(columns) columns, a line in the left margin: |\(row)|")
                XCTAssertLessThanOrEqual(row.count, columns, "at \(columns) columns: |\(row)|")
                // A continuation line starts under the text, after the status column.
                if !row.hasPrefix("  ") || row.dropFirst(2).first == " " {
                    XCTAssertTrue(row.hasPrefix(String(repeating: " ", count: 9)), "|\(row)|")
                }
            }
        }
    }

    func testTheKeyTableKeepsItsIndents() throws {
        for columns in [80, 60] {
            let lines = try help(["help", "edit"], columns: columns)
            let rows = table(after: "Keys:", in: lines)
            XCTAssertGreaterThan(rows.count, 20)
            for row in rows {
                XCTAssertTrue(row.hasPrefix("  "), "at \(columns) columns, a line in the left margin: |\(row)|")
                XCTAssertLessThanOrEqual(row.count, columns, "at \(columns) columns: |\(row)|")
                if row.dropFirst(2).first == " " {
                    XCTAssertTrue(row.hasPrefix(String(repeating: " ", count: 22)), "a continuation: |\(row)|")
                }
            }
        }
    }
}
