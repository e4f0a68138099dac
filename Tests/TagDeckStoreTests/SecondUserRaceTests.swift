import Foundation
import TagDeck
import XCTest
@testable import TagDeckStore

/// Another user who can write the board's directory races tagdeck's saves: it tries to read and write the
/// temporary files of a private board, and plants symbolic links under the names of the next recovery siblings,
/// pointing at a file outside the directory. Bounded to a few seconds; it needs root and a second user, and is
/// skipped (saying why) where the machine has neither.
final class SecondUserRaceTests: XCTestCase {
    static let seconds = 4

    func testAnotherUserCannotReadTempFilesOrRedirectSiblings() throws {
        guard getuid() == 0 else { throw XCTSkip("needs root, to run the other side as the user nobody") }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            throw XCTSkip("needs setpriv (util-linux) to run the other side as another user")
        }
        guard let nobody = getpwnam("nobody") else { throw XCTSkip("needs the user nobody") }
        let directory = try makeTemporaryDirectory(self)
        let outside = try makeTemporaryDirectory(self)
        XCTAssertEqual(chmod(directory, 0o1777), 0, "a shared directory, sticky as /tmp")
        let precious = outside + "/precious"
        try writePlain("precious\n", to: precious)
        let board = directory + "/board.md"
        let text = "# Top\n- secret\n\n# Bottom\n- also secret\n"
        try writePlain(text, to: board)
        XCTAssertEqual(chmod(board, 0o600), 0)

        // The other user: reads and appends to every temporary file it sees, and plants links to `precious`
        // under the sibling names of this second and the next two, numbered up to 3.
        let script = """
            d=$1; p=$2; seen=0; end=$(( $(date +%s) + \(Self.seconds) ))
            while [ "$(date +%s)" -lt "$end" ]; do
              for f in "$d"/.board.md.*.tmp; do
                [ -e "$f" ] || continue
                seen=$((seen + 1))
                if cat "$f" >/dev/null 2>&1; then echo "read $f"; fi
                # Appends without creating: a name already renamed away must not become this user's own file.
                if echo x | dd of="$f" conv=notrunc,nocreat oflag=append status=none 2>/dev/null; then
                  echo "wrote $f"
                fi
              done
              for s in 0 1 2; do
                t=$(date -d "+$s sec" +%Y%m%d-%H%M%S)
                for n in "" -2 -3; do ln -s "$p" "$d/board.unsaved-$t$n.md" 2>/dev/null; done
              done
            done
            echo "saw $seen"
            echo done
            """
        let other = Process()
        other.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        other.arguments = ["--reuid=\(nobody.pointee.pw_uid)", "--regid=\(nobody.pointee.pw_gid)", "--clear-groups",
                           "sh", "-c", script, "race", directory, precious]
        let output = Pipe()
        other.standardOutput = output
        try other.run()

        // This side: atomic saves of the private board and recovery siblings beside it, until the other stops.
        let persistence = FileBoardPersistence(path: board)
        guard case .success(let loaded) = BoardFile.parse(Array(text.utf8), fileName: board) else {
            return XCTFail("the board does not read")
        }
        var saves = 0, siblings = 0
        while other.isRunning {
            try AtomicFile.write(Array(text.utf8), to: board)
            saves += 1
            if saves % 20 == 0 && persistence.saveRecovery(loaded).saved { siblings += 1 }
        }
        other.waitUntilExit()
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)

        XCTAssertEqual(said.split(separator: "\n").last, "done", said)
        XCTAssertFalse(said.contains("read ") || said.contains("wrote "), "the other user got in:\n\(said)")
        XCTAssertEqual(try readPlain(precious), "precious\n", "a planted link was written through")
        XCTAssertEqual(try readPlain(board), text)
        var info = stat()
        XCTAssertEqual(stat(board, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o600)
        // Every sibling written is a regular file of the board's mode, and the planted links are still links.
        var planted = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) where name.contains(".unsaved-") {
            XCTAssertEqual(lstat(directory + "/" + name, &info), 0)
            if info.st_mode & S_IFMT == S_IFLNK {
                planted += 1
            } else {
                XCTAssertEqual(info.st_mode & 0o777, 0o600, name)
                XCTAssertEqual(info.st_uid, 0, name)
            }
        }
        XCTAssertGreaterThan(saves, 100, "the race needs saves")
        XCTAssertGreaterThan(siblings, 0, "and siblings")
        XCTAssertGreaterThan(planted, 0, "and planted links")
        let seen = said.split(separator: "\n").first { $0.hasPrefix("saw ") } ?? "saw ?"
        print("SecondUserRaceTests: \(saves) saves, \(siblings) siblings, \(planted) planted links skipped; the other "
            + "user \(seen) temporary files and could open none")
    }
}
