// A helper for the crash-safety test: saves two boards' bytes to one file, alternately, forever, and writes
// one byte to standard output after each completed save. The test kills it at random moments.
//
// Usage: tagdeck-save-loop TARGET FIRST SECOND
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TagDeck
import TagDeckStore

/// Writes a line to standard error and exits.
func fail(_ message: String, status: ExitStatus) -> Never {
    let bytes = Array((message + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(status.rawValue)
}

let arguments = CommandLine.arguments
guard arguments.count == 4 else { fail("usage: tagdeck-save-loop TARGET FIRST SECOND", status: .badInput) }
let contents: [[UInt8]]
do {
    contents = [try FileReading.read(arguments[2]).bytes, try FileReading.read(arguments[3]).bytes]
} catch {
    fail("tagdeck-save-loop: \(error)", status: .fileError)
}
var tick: UInt8 = 0x2E
var round = 0
while true {
    do {
        try AtomicFile.write(contents[round % 2], to: arguments[1])
    } catch {
        fail("tagdeck-save-loop: \(error)", status: .fileError)
    }
    if write(1, &tick, 1) != 1 { exit(ExitStatus.fileError.rawValue) }
    round += 1
}
