#if canImport(Glibc)
import Glibc
#endif
import FuzzingSupport
import TagDeck
import TagDeckANSI

/// Keys as terminfo gives them for terminals whose sequences break the usual grammar: rxvt's that end in `$` (an
/// intermediate byte) or `^`, the Linux console's `ESC [ [ A` and `ESC Tab`; with the common ones after them.
let keys = KeySequenceTable(terminfo: [
    "kDC": Array("\u{1B}[3$".utf8), "kEND5": Array("\u{1B}[8^".utf8), "kf1": Array("\u{1B}[[A".utf8),
    "kcbt": Array("\u{1B}\t".utf8), "khome": Array("\u{1B}[7~".utf8), "kUP5": Array("\u{1B}Oa".utf8),
]).adding(.standard)

/// Any bytes from the terminal: decoding never traps, pointer positions are never negative, a paste is never
/// longer than the cap, the same bytes cut into two reads anywhere decode to the same events, nothing waits after
/// the end of the input, and the decoder still decodes a plain key afterwards.
exit(runFuzzer(CommandLine.argc, CommandLine.unsafeArgv) { data, count in
    let input = bytes(data, count)
    var decoder = ANSIInputDecoder(keys: keys)
    let events = decoder.decode(input) + decoder.endOfInput()
    for event in events {
        switch event {
        case .press(let p, _), .drag(let p), .release(let p), .wheel(let p, _):
            require(p.x >= 0 && p.y >= 0, "a pointer at \(p)")
        case .paste(let text):
            require(text.unicodeScalars.count <= ANSIInputDecoder.maximumPaste,
                    "a paste of \(text.unicodeScalars.count) scalars")
        case .key, .resize:
            break
        }
    }
    require(!decoder.isWaiting, "input still waits after its end")
    // The first byte chooses where the input is cut.
    let cut = input.isEmpty ? 0 : Int(input[0]) * input.count / 256
    var reads = ANSIInputDecoder(keys: keys)
    let inTwoReads = reads.decode(Array(input[..<cut])) + reads.decode(Array(input[cut...])) + reads.endOfInput()
    require(inTwoReads == events, "cut at \(cut): \(inTwoReads), whole: \(events)")
    require(decoder.decode([0x71]) == [.key(.character("q"))], "the decoder stopped decoding")
    return 0
})
