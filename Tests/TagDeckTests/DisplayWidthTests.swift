import Glibc
import XCTest

@testable import TagDeck

final class DisplayWidthTests: XCTestCase {
    private typealias WcwidthFunction = @convention(c) (wchar_t) -> Int32

    private struct SetupError: Error, CustomStringConvertible {
        let description: String
    }

    /// The C library's own `wcwidth`, found at run time, with the C.UTF-8 locale in force.
    private func systemWcwidth() throws -> WcwidthFunction {
        guard setlocale(LC_ALL, "C.UTF-8") != nil else {
            throw SetupError(description: "the C.UTF-8 locale is not available")
        }
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "wcwidth") else {
            throw SetupError(description: "wcwidth not found with dlsym")
        }
        return unsafeBitCast(symbol, to: WcwidthFunction.self)
    }

    /// Every Unicode scalar must get the width `wcwidth` gives it (-1 counted as 0).
    func testEveryScalarMatchesWcwidth() throws {
        let wcwidth = try systemWcwidth()
        defer { setlocale(LC_ALL, "C") }
        var mismatches: [String] = []
        var mismatchCount = 0
        var checked = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
            checked += 1
            let expected = max(0, Int(wcwidth(wchar_t(bitPattern: value))))
            let actual = DisplayWidth.of(scalar)
            if actual != expected {
                mismatchCount += 1
                if mismatches.count < 10 {
                    mismatches.append("U+\(String(value, radix: 16, uppercase: true)): got \(actual), wcwidth \(expected)")
                }
            }
        }
        XCTAssertEqual(checked, 0x110000 - 0x800)
        XCTAssertEqual(mismatchCount, 0, "\(mismatchCount) scalars differ from wcwidth, first: \(mismatches.joined(separator: "; "))")
    }

    func testExamples() {
        XCTAssertEqual(DisplayWidth.of("abc"), 3)
        XCTAssertEqual(DisplayWidth.of("科技"), 4)
        XCTAssertEqual(DisplayWidth.of("🎵 Music"), 8)
        XCTAssertEqual(DisplayWidth.of("e\u{301}"), 1)
        XCTAssertEqual(DisplayWidth.of("ゲーム"), 6)
        XCTAssertEqual(DisplayWidth.of(""), 0)
        XCTAssertEqual(DisplayWidth.of(Character("e\u{301}")), 1)
        XCTAssertEqual(DisplayWidth.of(Unicode.Scalar(0x1F3B5)!), 2)  // 🎵
        XCTAssertEqual(DisplayWidth.of(Unicode.Scalar(0x09)!), 0)  // tab: control
        XCTAssertEqual(DisplayWidth.of(Unicode.Scalar(0xAD)!), 1)  // soft hyphen, fast path
    }
}
