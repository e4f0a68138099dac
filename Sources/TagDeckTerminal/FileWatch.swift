#if canImport(Glibc)
import Glibc
#endif

/// Watches one file for changes made by others, without polling: inotify on its directory (so a file renamed
/// over it, as editors and git do, is seen as well as one written in place). The run loop waits on
/// ``descriptor`` beside the terminal; an idle tagdeck still sleeps until something happens.
public final class FileWatch {
    /// The descriptor to wait on; readable when something happened in the directory.
    public let descriptor: Int32
    private let name: String

    /// Starts watching `path`; nil where inotify is missing or the directory cannot be watched.
    public init?(path: String) {
        #if canImport(Glibc)
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        // Written and closed, renamed over, or created under the name.
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE)
        guard inotify_add_watch(fd, directory, mask) >= 0 else {
            close(fd)
            return nil
        }
        descriptor = fd
        #else
        return nil
        #endif
    }

    deinit { close(descriptor) }

    /// Reads every event that arrived; whether one was about the watched file.
    public func drain() -> Bool {
        #if canImport(Glibc)
        var touched = false
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= n {
                let length = buffer.withUnsafeBytes { raw in
                    Int(raw.loadUnaligned(fromByteOffset: offset + header - 4, as: UInt32.self))
                }
                let nameBytes = buffer[(offset + header)..<min(n, offset + header + length)].prefix { $0 != 0 }
                if String(decoding: nameBytes, as: UTF8.self) == name { touched = true }
                offset += header + length
            }
        }
        return touched
        #else
        return false
        #endif
    }
}
