import XCTest
import TagDeckNotes
import TagDeckTestSupport

/// tagdeck's own readers (libyaml and toml++, without Foundation) against the libraries it read with before (Yams and
/// TOMLKit), on 10,000 front matters made from the test seed: the same documents (every node, its tag, style and
/// place), the same refusals (the same problem at the same line and column), and the same tags for the note.
final class FrontMatterDifferentialTests: XCTestCase {
    private static let samples = 5_000

    func testYAMLFrontMattersReadAsYamsReadThem() {
        let seed = TestSeed.seeds(count: 1, master: 0x48)[0]
        var generator = FrontMatterGenerator(seed: seed)
        var refused = 0, differences: [String] = []
        for n in 0..<Self.samples {
            let sample = generator.yaml()
            let ours = ReferenceReaders.ours(yaml: sample.inner), theirs = ReferenceReaders.yams(yaml: sample.inner)
            let a = Self.said(ours, ReferenceReaders.dump, ReferenceReaders.dump)
            let b = Self.said(theirs, ReferenceReaders.dump, ReferenceReaders.dump)
            if a != b { differences.append("#\(n) \(sample.inner.debugDescription)\n ours:   \(a)\n theirs: \(b)") }
            // As a tags.yml is read: plain scalars resolved.
            let resolved = Self.said(ReferenceReaders.ours(yaml: sample.inner, resolving: true),
                                     { "\($0?.mapping?.compactMap(\.key.string) ?? [])" }, ReferenceReaders.dump)
            let resolvedYams = Self.said(ReferenceReaders.yams(yaml: sample.inner, resolving: true),
                                         { "\($0?.mapping?.keys.compactMap(\.string) ?? [])" }, ReferenceReaders.dump)
            if resolved != resolvedYams {
                differences.append("#\(n) resolved \(sample.inner.debugDescription)\n ours:   \(resolved)\n theirs: \(resolvedYams)")
            }
            guard case .success(let root) = theirs else {
                refused += 1
                if case .failure(let error) = theirs, case .duplicatedKeysInMapping = error { continue }
                if (try? NoteTags(sample.note)) != nil { differences.append("#\(n) read, Yams refuses: \(sample.inner.debugDescription)") }
                continue
            }
            compareTags(n, sample, expected: ReferenceReaders.tags(root), into: &differences)
        }
        XCTAssertEqual(differences.count, 0, TestSeed.replayHint(seed, test: name) + "\n" + differences.prefix(5).joined(separator: "\n"))
        XCTAssertGreaterThan(refused, Self.samples / 50, "the generator makes some front matters that do not parse")
    }

    func testTOMLFrontMattersReadAsTOMLKitReadThem() {
        let seed = TestSeed.seeds(count: 1, master: 0x49)[0]
        var generator = FrontMatterGenerator(seed: seed)
        var refused = 0, differences: [String] = []
        for n in 0..<Self.samples {
            let sample = generator.toml()
            let ours = ReferenceReaders.ours(toml: sample.inner), theirs = ReferenceReaders.tomlKit(toml: sample.inner)
            switch (ours, theirs) {
            case (.success(let a), .success(let b)):
                let (x, y) = (ReferenceReaders.dump(.table(a)), ReferenceReaders.dump(b.tomlValue))
                if x != y { differences.append("#\(n) \(sample.inner.debugDescription)\n ours:   \(x)\n theirs: \(y)") }
                compareTags(n, sample, expected: ReferenceReaders.tags(b), into: &differences)
            case (.failure(let a), .failure(let b)):
                refused += 1
                if (a.line, a.column) != (b.source.begin.line, b.source.begin.column) {
                    differences.append("#\(n) refused at \(a.line):\(a.column) (\(a)), TOMLKit at \(b.source.begin.line):\(b.source.begin.column) (\(b.description)): \(sample.inner.debugDescription)")
                }
                if (try? NoteTags(sample.note)) != nil { differences.append("#\(n) read, TOMLKit refuses: \(sample.inner.debugDescription)") }
            default:
                differences.append("#\(n) \(sample.inner.debugDescription)\n ours:   \(ours)\n theirs: \(theirs)")
            }
        }
        XCTAssertEqual(differences.count, 0, TestSeed.replayHint(seed, test: name) + "\n" + differences.prefix(5).joined(separator: "\n"))
        XCTAssertGreaterThan(refused, Self.samples / 50, "the generator makes some front matters that do not parse")
    }

    /// A reader's result as one line: what it read, or its error.
    private static func said<T, E>(_ result: Result<T, E>, _ read: (T) -> String, _ error: (E) -> String) -> String {
        switch result {
        case .success(let value): "read " + read(value)
        case .failure(let failure): "refused " + error(failure)
        }
    }

    /// The note read by tagdeck gives the tags the reference reader finds, or is refused when it refuses.
    private func compareTags(_ n: Int, _ sample: FrontMatterGenerator.Sample, expected: [String]?,
                             into differences: inout [String]) {
        let read: [String]?
        do { read = try NoteTags(sample.note).tags } catch { read = nil }
        if read != expected {
            differences.append("#\(n) tags \(read.map { "\($0)" } ?? "refused"), expected \(expected.map { "\($0)" } ?? "refused"): \(sample.inner.debugDescription)")
        }
    }
}
