#if canImport(Glibc)
import Glibc
#endif
import FuzzingSupport
import TagDeck
import TagDeckStore

/// Any bytes as a board file: reading never traps; a board that reads is written in canonical form, and that
/// form reads back as the same board and writes again byte for byte.
exit(runFuzzer(CommandLine.argc, CommandLine.unsafeArgv) { data, count in
    guard case .success(let board) = BoardFile.parse(bytes(data, count), fileName: "fuzz.md") else { return 0 }
    require(board.checkInvariants(), "a board read with broken invariants")
    let canonical = BoardFile.canonicalBytes(board)
    guard case .success(let again) = BoardFile.parse(canonical, fileName: "canonical.md") else {
        fatalError("the canonical form of a board does not read back")
    }
    require(again == board, "the canonical form reads back as another board")
    require(BoardFile.canonicalBytes(again) == canonical, "the canonical form is not stable")
    return 0
})
