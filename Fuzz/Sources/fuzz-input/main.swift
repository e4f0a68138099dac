#if canImport(Glibc)
import Glibc
#endif
import FuzzingSupport
import TagDeck
import TagDeckTerminal

/// Any bytes from the terminal: decoding never traps, pointer positions are never negative, a paste is never
/// longer than the cap, and the decoder still decodes a plain key afterwards.
exit(runFuzzer(CommandLine.argc, CommandLine.unsafeArgv) { data, count in
    var decoder = InputDecoder()
    for event in decoder.decode(bytes: bytes(data, count)) {
        switch event {
        case .press(let p, _), .drag(let p), .release(let p), .wheel(let p, _):
            require(p.x >= 0 && p.y >= 0, "a pointer at \(p)")
        case .paste(let text):
            require(text.unicodeScalars.count <= 65_536, "a paste of \(text.unicodeScalars.count) scalars")
        case .key, .resize:
            break
        }
    }
    require(decoder.decode(bytes: [0x71]) == [.key(.character("q"))], "the decoder stopped decoding")
    return 0
})
