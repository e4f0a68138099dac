import Foundation

/// `tagdeck tags --history DIR`: the steps kept for a folder, in words.
extension NoteHistory {
    /// The steps kept, newest first, one line each (`2024-05-01 10:22  Renamed 'js' to 'javascript' in 14 notes
    /// (14 files)`, the time in `timeZone`), and the steps that cannot be read, one `NAME: reason` each.
    /// - Complexity: O(steps), their headers read.
    public func listing(timeZone: TimeZone = .current) -> (lines: [String], problems: [String]) {
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = timeZone
        format.dateFormat = "yyyy-MM-dd HH:mm"
        var lines: [String] = [], problems: [String] = []
        for entry in entries().reversed() {
            switch read(entry.number, whole: false) {
            case .success(let step):
                let when = format.string(from: Date(timeIntervalSince1970: step.when))
                let files = step.files.count == 1 ? "1 file" : "\(step.files.count) files"
                lines.append("\(when)  \(step.what)  (\(files))")
            case .failure(let problem):
                problems.append("\(EditedNote.name(path(of: entry.number))): \(problem.reason)")
            }
        }
        return (lines, problems)
    }
}
