import TagDeck
#if canImport(Glibc)
import Glibc
/// The C library's `read` and `poll`.
private let systemRead = Glibc.read
private let systemPoll = Glibc.poll
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
private let systemPoll = Darwin.poll
#endif

/// Reads a terminal's bytes from its descriptor and decodes them with the one ``ANSIInputDecoder``: what both front
/// ends read their input with. It waits for input, reads what is there, and while the decoder holds something
/// back (an Escape, a sequence cut by the read, a paste) waits ``ANSIInputDecoder/escapeWait`` for the rest
/// before it calls the input ended.
package struct TerminalReader: Sendable {
    /// At most this many bytes are read in one call, so that a flood of input cannot starve drawing.
    package static let maximumBurst = 4096

    private let descriptor: Int32
    package var decoder: ANSIInputDecoder
    /// Input read while an answer of the terminal was awaited: the next ``read(timeoutMilliseconds:)`` gives it first.
    package private(set) var early: [InputEvent] = []

    /// A reader of `descriptor` (which it does not own), decoding keys with `keys`.
    package init(descriptor: Int32, keys: KeySequenceTable) {
        self.descriptor = descriptor
        decoder = ANSIInputDecoder(keys: keys)
    }

    /// Waits up to `timeoutMilliseconds` (`-1`: without limit) for input, then reads and decodes what is there.
    /// Returns no events when the wait ended without input (the time was up, a signal came, the terminal hung up).
    /// It returns with input held back only when more is already waiting to be read.
    package mutating func read(timeoutMilliseconds: Int32) -> [InputEvent] {
        var events: [InputEvent] = []
        read(timeoutMilliseconds: timeoutMilliseconds) { events.append($0) }
        return events
    }

    /// ``read(timeoutMilliseconds:)``, each event handed to `yield` as soon as the decoder has read it (a mouse
    /// report goes on to the deck before the rest of the read is decoded). `yield` must not read this reader.
    package mutating func read(timeoutMilliseconds: Int32, yield: (InputEvent) -> Void) {
        var timeout = timeoutMilliseconds
        if !early.isEmpty {
            let kept = early
            early = []
            for event in kept { yield(event) }
            timeout = 0
        }
        var budget = Self.maximumBurst
        // Something held back from the last call: more was waiting then, so only a short wait now.
        var wait = decoder.isWaiting ? ANSIInputDecoder.escapeWait : timeout
        var buffer = [UInt8](repeating: 0, count: Self.maximumBurst)
        while true {
            switch Self.waitReadable(descriptor, wait) {
            case .interrupted where decoder.isWaiting:
                continue  // a signal in the middle of a sequence: wait on for its rest
            case .interrupted, .timedOut:
                if decoder.isWaiting { decoder.endOfInput(yield: yield) }
                return
            case .readable:
                break
            }
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, min(budget, $0.count)) }
            guard count > 0 else {
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                // End of file or an error: the terminal is gone. What was held back is decided now.
                if decoder.isWaiting { decoder.endOfInput(yield: yield) }
                return
            }
            decoder.decode(Array(buffer[..<count]), yield: yield)
            budget -= count
            guard decoder.isWaiting else { return }
            if budget <= 0 {
                // The burst is full: with more waiting, it is read on the next call, which comes at once.
                if Self.waitReadable(descriptor, 0) == .readable { return }
                budget = Self.maximumBurst
            }
            wait = ANSIInputDecoder.escapeWait
        }
    }

    /// How long tagdeck waits at most for the terminal's background colour, in milliseconds. A terminal that
    /// knows no OSC 11 answers the device attributes asked after it, which ends the wait at once.
    package static let backgroundWait: Int32 = 150

    /// Asks the terminal for its background colour: writes ``ANSIInputDecoder/backgroundQuery`` with `write`, then
    /// reads until the answer, the device attributes' answer, or ``backgroundWait``. Keys typed meanwhile are kept
    /// for the next read; the answers never become keys (a late one is dropped by the decoder as any string).
    /// - Parameter inScreen: whether it runs inside GNU screen (`STY` is set): the query goes through screen's
    ///   passthrough (``ANSIInputDecoder/backgroundQueryInScreen``).
    package mutating func askBackground(inScreen: Bool = false, write: (String) -> Void) -> RGB? {
        decoder.backgroundReports = []
        decoder.deviceAttributesSeen = false
        decoder.awaitsBackgroundReport = true
        defer { decoder.awaitsBackgroundReport = false }
        write(inScreen ? ANSIInputDecoder.backgroundQueryInScreen : ANSIInputDecoder.backgroundQuery)
        var left = Self.backgroundWait
        while left > 0 && decoder.backgroundReports.isEmpty && !decoder.deviceAttributesSeen {
            let saved = early
            early = []
            early = saved + read(timeoutMilliseconds: 10)
            left -= 10
        }
        return decoder.backgroundReports.first
    }

    private enum PollResult { case readable, timedOut, interrupted }

    /// Waits up to `milliseconds` for `descriptor` to be readable (or hung up).
    private static func waitReadable(_ descriptor: Int32, _ milliseconds: Int32) -> PollResult {
        var pfd = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = systemPoll(&pfd, 1, milliseconds)
        if ready < 0 { return errno == EINTR ? .interrupted : .timedOut }
        return ready > 0 ? .readable : .timedOut
    }
}
