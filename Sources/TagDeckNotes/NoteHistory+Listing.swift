#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tagdeck tags --history DIR`: the steps kept for a folder, in words.
extension NoteHistory {
    /// The steps kept, newest first, one line each (`2024-05-01 10:22  Renamed 'js' to 'javascript' in 14 notes
    /// (14 files)`, the time in the local time zone), and the steps that cannot be read, one `NAME: reason` each.
    /// - Complexity: O(steps), their headers read.
    public func listing() -> (lines: [String], problems: [String]) {
        var lines: [String] = [], problems: [String] = []
        for entry in entries().reversed() {
            switch read(entry.number, whole: false) {
            case .success(let step):
                let when = Self.localTime(step.when)
                let files = step.files.count == 1 ? "1 file" : "\(step.files.count) files"
                lines.append("\(when)  \(step.what)  (\(files))")
            case .failure(let problem):
                problems.append("\(EditedNote.name(path(of: entry.number))): \(problem.reason)")
            }
        }
        return (lines, problems)
    }

    /// `yyyy-MM-dd HH:mm` in the local time zone, for seconds since 1970.
    static func localTime(_ seconds: Double) -> String {
        var time = time_t(seconds.rounded(.down))
        var parts = tm()
        localtime_r(&time, &parts)
        var buffer = [CChar](repeating: 0, count: 32)
        let count = strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M", &parts)
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
