import XCTest
import TagDeck
@testable import TagDeckANSI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The reader both front ends read the terminal with, on a pipe: what is there is read, a lone Escape waits for
/// the rest of a sequence that never comes, and a burst that ends inside a sequence leaves it for the next read.
final class TerminalReaderTests: XCTestCase {
    private var descriptors: [Int32] = [-1, -1]

    override func setUpWithError() throws {
        try XCTSkipUnless(pipe(&descriptors) == 0, "no pipe")
    }

    override func tearDown() {
        for fd in descriptors where fd >= 0 { close(fd) }
    }

    private func send(_ bytes: [UInt8]) {
        XCTAssertEqual(bytes.withUnsafeBytes { write(descriptors[1], $0.baseAddress, $0.count) }, bytes.count)
    }

    func testWhatIsThereIsReadAndALoneEscapeIsTheKey() {
        var reader = TerminalReader(descriptor: descriptors[0], keys: .standard)
        XCTAssertEqual(reader.read(timeoutMilliseconds: 0), [], "nothing there")
        send(Array("a\u{1B}[A".utf8))
        XCTAssertEqual(reader.read(timeoutMilliseconds: 0), [.key(.character("a")), .key(.up)])
        send([0x1B])
        XCTAssertEqual(reader.read(timeoutMilliseconds: 0), [.key(.escape)], "no rest came within the wait")
        XCTAssertFalse(reader.decoder.isWaiting)
    }

    func testASequenceCutByTheBurstLimitIsCompletedByTheNextRead() {
        var reader = TerminalReader(descriptor: descriptors[0], keys: .standard)
        let filler = TerminalReader.maximumBurst - 2
        send(Array(repeating: 0x78, count: filler) + Array("\u{1B}[Ay".utf8))
        let first = reader.read(timeoutMilliseconds: 0)
        XCTAssertEqual(first.count, filler)
        XCTAssertEqual(first.last, .key(.character("x")))
        XCTAssertTrue(reader.decoder.isWaiting, "ESC [ is held: its rest is already there")
        XCTAssertEqual(reader.read(timeoutMilliseconds: -1), [.key(.up), .key(.character("y"))])
    }

    func testTheEndOfTheInputDecidesWhatWaits() {
        var reader = TerminalReader(descriptor: descriptors[0], keys: .standard)
        send(Array("\u{1B}[200~cut".utf8) + [0x1B])
        close(descriptors[1])
        descriptors[1] = -1
        XCTAssertEqual(reader.read(timeoutMilliseconds: -1), [.paste("cut")])
        XCTAssertEqual(reader.read(timeoutMilliseconds: -1), [], "the end of the file: no events")
    }
}
