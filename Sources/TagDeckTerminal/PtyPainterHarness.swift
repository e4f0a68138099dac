import CNcursesw
import TagDeck
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the real ``ScreenPainter`` through ncurses on a pseudo-terminal and counts the bytes that reach the
/// terminal side, for the benchmark. Not used by the program.
///
/// One harness owns the current ncurses screen while it lives: create one at a time, outside ``TerminalApp``.
package final class PtyPainterHarness {
    private let master: Int32
    private let slaveOut: UnsafeMutablePointer<FILE>
    private let slaveIn: UnsafeMutablePointer<FILE>
    private let screen: OpaquePointer
    private let painter: ScreenPainter
    private var buffer = [UInt8](repeating: 0, count: 65_536)

    /// Opens a `width`x`height` pseudo-terminal and starts ncurses on it as terminal type `term`, with colours.
    package init(width: Int, height: Int, term: String = "xterm-256color") throws(TerminalError) {
        setlocale(LC_ALL, "")
        var name = [CChar](repeating: 0, count: 256)
        let master = tagdeck_open_pty(Int32(height), Int32(width), &name, name.count)
        guard master >= 0 else { throw TerminalError("cannot open a pseudo-terminal") }
        let slavePath = String(decoding: name.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let output = fopen(slavePath, "w"), let input = fopen(slavePath, "r") else {
            close(master)
            throw TerminalError("cannot open \(slavePath)")
        }
        guard let screen = newterm(term, output, input) else {
            fclose(output)
            fclose(input)
            close(master)
            throw TerminalError("ncurses cannot start TERM=\(term) on the pseudo-terminal")
        }
        _ = set_term(screen)
        cbreak()
        noecho()
        nonl()
        _ = curs_set(0)
        self.master = master
        slaveOut = output
        slaveIn = input
        self.screen = screen
        painter = ScreenPainter(styles: CursesStyles(noColor: nil))
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        _ = refresh()
        _ = drain()
    }

    deinit {
        _ = endwin()
        delscreen(screen)
        fclose(slaveOut)
        fclose(slaveIn)
        close(master)
    }

    /// Paints `grid` with the real painter and returns the bytes the terminal received for it.
    package func draw(_ grid: CellGrid) -> Int {
        painter.draw(grid)
        return drain()
    }

    /// Reads everything the terminal side has received, waiting until nothing more arrives for a few
    /// milliseconds (the kernel hands pty output over asynchronously).
    private func drain() -> Int {
        var total = 0
        while true {
            var pfd = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&pfd, 1, 5)
            guard ready > 0 else { break }
            let n = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            total += n
        }
        return total
    }
}
