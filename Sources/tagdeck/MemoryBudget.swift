import TagDeckStore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How much memory `tagdeck pick`'s candidates may take: `--max-memory`, else half of what the machine has, or of
/// what its control group may use when that is less (a container's limit).
enum MemoryBudget {
    /// Half of the machine's memory or its control group's limit, whichever is less.
    static func defaultBytes() -> Int {
        let pages = Int(sysconf(Int32(_SC_PHYS_PAGES))), pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let physical = pages > 0 && pageSize > 0 ? pages.multipliedReportingOverflow(by: pageSize).partialValue : 1 << 32
        let group = ["/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"]
            .lazy.compactMap { path in (try? FileReading.read(path).bytes).flatMap { limit(fromText: String(decoding: $0, as: UTF8.self)) } }.first
        return min(physical, group ?? .max) / 2
    }

    /// A control group's memory limit as its file says it: a number of bytes, or nil for `max` (none) and anything
    /// else.
    static func limit(fromText text: String) -> Int? {
        guard let bytes = Int(text.filter { !$0.isWhitespace }), bytes > 0, bytes < 1 << 60 else { return nil }
        return bytes
    }
}
