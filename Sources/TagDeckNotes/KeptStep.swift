import TagDeckStore

/// One edit across notes kept past a quit (``NoteHistory``): what it did, in words, and for each file it wrote,
/// the file's bytes before and a hash of its bytes after, so that `u` after a restart can write every file back
/// once it knows that none changed since.
///
/// Kept as one file: a header of text lines (texts and paths in hex, so that any byte may be in them), the line
/// `bytes`, then each file's bytes before, one after another:
///
/// ```
/// tagdeck kept step 1
/// when 1714550000
/// noun rename
/// what 52656e616d6564...
/// undone 556e646964...
/// file 120 131 9a3c0e52d1f4b7a0 2f6e6f7465732f612e6d64
/// bytes
/// ```
///
/// A `file` line gives the size of the bytes before, the size and the hash (``FileStamp/hash(_:)``, FNV-1a: it
/// tells a change, not a forgery) of the bytes after, and the path.
public struct KeptStep: Sendable, Equatable {
    /// One file the step wrote.
    public struct File: Sendable, Equatable {
        /// Its absolute path.
        public var path: String
        /// Its bytes before the step.
        public var before: [UInt8]
        /// The size of its bytes after the step.
        public var afterSize: Int
        /// The hash of its bytes after the step (``FileStamp/hash(_:)``).
        public var afterHash: UInt64

        /// A file that held `before` and was written `after`.
        public init(path: String, before: [UInt8], after: [UInt8]) {
            self.path = path
            self.before = before
            afterSize = after.count
            afterHash = FileStamp.hash(after)
        }

        init(path: String, before: [UInt8], afterSize: Int, afterHash: UInt64) {
            (self.path, self.before, self.afterSize, self.afterHash) = (path, before, afterSize, afterHash)
        }

        /// Whether `bytes` are what the step wrote into the file.
        public func isAfter(_ bytes: [UInt8]) -> Bool { bytes.count == afterSize && FileStamp.hash(bytes) == afterHash }
    }

    /// When it was made, in seconds since 1970.
    public var when: Double
    /// What one calls it in a refusal: `rename` (`'deep.md' changed since this rename`), `merge`, `removal`, `change`.
    public var noun: String
    /// What it did: `Renamed 'js' to 'javascript' in 14 notes`, `'go' added to 3 notes`.
    public var what: String
    /// What the status line says once it is undone: `Undid the rename of 'js' to 'javascript' in 14 notes`.
    public var undone: String
    /// The files it wrote, in the order written.
    public var files: [File]

    /// A step made now or at `when`.
    public init(when: Double, noun: String, what: String, undone: String, files: [File]) {
        (self.when, self.noun, self.what, self.undone, self.files) = (when, noun, what, undone, files)
    }

    static let header = "tagdeck kept step 1"

    /// The step's file.
    /// - Complexity: O(bytes of the files before).
    func encoded() -> [UInt8] {
        var out: [UInt8] = []
        func line(_ parts: String...) {
            out += parts.joined(separator: " ").utf8
            out.append(0x0A)
        }
        line(Self.header)
        line("when", String(Int64(when)))
        line("noun", Self.hex(noun))
        line("what", Self.hex(what))
        line("undone", Self.hex(undone))
        for f in files {
            line("file", String(f.before.count), String(f.afterSize), String(f.afterHash, radix: 16), Self.hex(f.path))
        }
        line("bytes")
        for f in files { out += f.before }
        return out
    }

    /// Where the header ends (just after its `bytes` line) in `bytes`, or nil when it is not there.
    /// - Complexity: O(bytes).
    static func headerEnd(in bytes: ArraySlice<UInt8>) -> Int? {
        let mark = Array("\nbytes\n".utf8)
        guard bytes.count >= mark.count else { return nil }
        var k = bytes.startIndex
        while k + mark.count <= bytes.endIndex {
            if bytes[k] == 0x0A && bytes[k..<(k + mark.count)].elementsEqual(mark) { return k + mark.count }
            k += 1
        }
        return nil
    }

    /// Reads a step from its file's bytes: the header alone when `bytes` end with it (the files' bytes before then
    /// empty, for a listing), else the whole step, checked to be whole (`total`: the file's size).
    /// - Throws: a one-line reason when the bytes are no step, or a cut one.
    /// - Complexity: O(bytes).
    static func decode(_ bytes: [UInt8], total: Int) throws(KeptStepProblem) -> KeptStep {
        guard let end = headerEnd(in: bytes[...]) else { throw KeptStepProblem("no step header") }
        let lines = bytes[..<(end - 1)].split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
        guard lines.first == header, lines.last == "bytes" else { throw KeptStepProblem("not a tagdeck step, or of another version") }
        var step = KeptStep(when: 0, noun: "change", what: "", undone: "", files: [])
        var sizes: [Int] = []
        for text in lines.dropFirst().dropLast() {
            let parts = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            switch (parts.first ?? "", parts.count) {
            case ("when", 2): step.when = Double(Int64(parts[1]) ?? 0)
            case ("noun", 2): step.noun = try unhex(parts[1])
            case ("what", 2): step.what = try unhex(parts[1])
            case ("undone", 2): step.undone = try unhex(parts[1])
            case ("file", 5):
                guard let before = Int(parts[1]), let afterSize = Int(parts[2]), let hash = UInt64(parts[3], radix: 16),
                      before >= 0 else { throw KeptStepProblem("a bad file line") }
                sizes.append(before)
                step.files.append(File(path: try unhex(parts[4]), before: [], afterSize: afterSize, afterHash: hash))
            default: throw KeptStepProblem("a bad line: \(text.prefix(20))")
            }
        }
        guard !step.files.isEmpty else { throw KeptStepProblem("no file") }
        guard end + sizes.reduce(0, +) == total else { throw KeptStepProblem("cut short, or too long") }
        guard bytes.count == total else { return step }
        var at = end
        for (k, size) in sizes.enumerated() {
            step.files[k].before = Array(bytes[at..<(at + size)])
            at += size
        }
        return step
    }

    private static func hex(_ text: String) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        for byte in text.utf8 { out += [digits[Int(byte >> 4)], digits[Int(byte & 15)]] }
        return String(decoding: out, as: UTF8.self)
    }

    private static func unhex(_ text: String) throws(KeptStepProblem) -> String {
        let digits = Array(text.utf8)
        guard digits.count % 2 == 0 else { throw KeptStepProblem("a bad text") }
        var out: [UInt8] = []
        out.reserveCapacity(digits.count / 2)
        func value(_ d: UInt8) throws(KeptStepProblem) -> UInt8 {
            switch d {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return d - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return d - UInt8(ascii: "a") + 10
            default: throw KeptStepProblem("a bad text")
            }
        }
        var k = 0
        while k < digits.count {
            out.append(try value(digits[k]) << 4 | value(digits[k + 1]))
            k += 2
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// Why a kept step's file could not be read: one line.
public struct KeptStepProblem: Error, Sendable, Equatable {
    /// The reason.
    public var reason: String

    init(_ reason: String) { self.reason = reason }
}
