import Foundation
import XCTest

/// The micro-benchmarks (a package of their own under Benchmarks/, not built by the tests) and their checked-in
/// thresholds agree: every benchmark has a thresholds file with its allocation count and time, and every
/// thresholds file belongs to a benchmark. A benchmark added or renamed without
/// `swift package --allow-writing-to-package-directory benchmark thresholds update` fails here.
final class BenchmarkThresholdsTests: XCTestCase {
    private let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Benchmarks")

    /// The names the benchmark file registers, with `\(tags)` expanded over the `for tags in [...]` above it.
    private func registeredNames() throws -> [String] {
        let source = try String(contentsOf: package.appendingPathComponent("Benchmarks/TagDeckMicro/TagDeckMicro.swift"),
                                encoding: .utf8)
        var names: [String] = []
        var sizes: [String] = []
        for line in source.split(separator: "\n") {
            if let loop = line.firstRange(of: "for tags in [") {
                let list = line[loop.upperBound...].prefix { $0 != "]" }
                sizes = list.split(separator: ",").map { $0.filter(\.isNumber) }
            }
            guard let start = line.firstRange(of: "Benchmark(\"") else { continue }
            let name = String(line[start.upperBound...].prefix { $0 != "\"" })
            if name.contains("\\(tags)") {
                XCTAssertFalse(sizes.isEmpty, "\(name) has no sizes to expand")
                names += sizes.map { name.replacingOccurrences(of: "\\(tags)", with: $0) }
            } else {
                names.append(name)
            }
        }
        return names
    }

    func testEveryBenchmarkHasItsThresholdsAndEveryThresholdItsBenchmark() throws {
        let names = try registeredNames()
        XCTAssertGreaterThanOrEqual(names.count, 9, names.description)
        XCTAssertEqual(Set(names).count, names.count, "a name registered twice: \(names)")
        for name in names {
            XCTAssertFalse(name.contains(" "), "'\(name)': the harness cannot find the thresholds of a name with blanks")
        }
        let folder = package.appendingPathComponent("Thresholds")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".p90.json") }
        XCTAssertEqual(Set(files), Set(names.map { "TagDeckMicro.\($0).p90.json" }))
        for file in files {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            let thresholds = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Int], file)
            XCTAssertEqual(Set(thresholds.keys), ["mallocCountTotal", "wallClock"], file)
            XCTAssertGreaterThan(thresholds["wallClock"] ?? 0, 0, file)
        }
    }
}
