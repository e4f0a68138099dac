#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import ArgumentParser
import TagDeck
import TagDeckConfig
import TagDeckStore

/// Finds and reads the config file, before the screen is touched.
enum ConfigLoading {
    /// The config file: `explicit` (`--config`), else `$XDG_CONFIG_HOME/tagdeck/config.toml`, else
    /// `$HOME/.config/tagdeck/config.toml`; nil when none of these can be named.
    static func path(explicit: String?) -> String? {
        if let explicit { return explicit }
        if let xdg = environment("XDG_CONFIG_HOME"), xdg.hasPrefix("/") { return xdg + "/tagdeck/config.toml" }
        if let home = environment("HOME"), !home.isEmpty { return home + "/.config/tagdeck/config.toml" }
        return nil
    }

    /// The config: the file's settings over the defaults; the defaults when the usual file does not exist.
    /// - Throws: `ExitCode(2)` after one line per problem on standard error (`PATH:LINE:COLUMN: message`), for a
    ///   config file that cannot be read or used. A `--config` file must exist.
    static func load(explicit: String?) throws -> Config {
        guard let path = path(explicit: explicit) else { return Config() }
        let bytes: [UInt8]
        do {
            bytes = try FileReading.read(path).bytes
        } catch {
            if error.code == ENOENT && explicit == nil { return Config() }
            StandardStreams.error("tagdeck: cannot read the config file \(error.path): \(error.reason)")
            throw ExitCode(ExitStatus.badInput)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            StandardStreams.error("\(path):1:1: the config file is not UTF-8 text")
            throw ExitCode(ExitStatus.badInput)
        }
        switch ConfigReader.read(text, path: path) {
        case .success(let config): return config
        case .failure(let error):
            StandardStreams.error(error.description)
            throw ExitCode(ExitStatus.badInput)
        }
    }

    /// An environment variable, nil when unset or empty.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    }
}

extension Theme: ExpressibleByArgument {}
