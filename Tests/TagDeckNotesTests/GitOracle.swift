import Foundation
import XCTest

/// Real git, asked what it ignores, to hold the `.gitignore` matcher to: in a folder of the test's own making,
/// with no configuration of the machine's (no global or system config, no excludes file, no `info/exclude`).
enum GitOracle {
    /// git's path, or nil (and a skip, or a failure on CI, which installs git) when there is none.
    static func git() throws -> String {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = String(dir) + "/git"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        if ProcessInfo.processInfo.environment["CI"] != nil { XCTFail("git is not installed; CI has it") }
        throw XCTSkip("git is not installed")
    }

    /// Makes `folder` a git work tree (`git init`).
    static func initialize(_ folder: String) throws {
        _ = try run(["init", "-q", "."], in: folder)
    }

    /// The paths of `paths` (relative to `folder`, a work tree) that git ignores: `git check-ignore --no-index`,
    /// which also counts a path ignored when a folder above it is.
    static func ignored(_ paths: [String], in folder: String) throws -> Set<String> {
        let input = paths.map { $0 + "\0" }.joined()
        let output = try run(["check-ignore", "--no-index", "-z", "--stdin"], in: folder, input: input, okStatuses: [0, 1])
        return Set(output.split(separator: "\0").map(String.init))
    }

    /// The files under `folder` (a work tree) that git does not ignore: `git ls-files --others --exclude-standard`.
    static func untracked(in folder: String) throws -> Set<String> {
        let output = try run(["ls-files", "--others", "--exclude-standard", "-z"], in: folder)
        return Set(output.split(separator: "\0").map(String.init))
    }

    struct Failed: Error, CustomStringConvertible { var description: String }

    private static func run(_ arguments: [String], in folder: String, input: String = "",
                            okStatuses: Set<Int32> = [0]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try git())
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": folder, "XDG_CONFIG_HOME": folder + "/.no-config",
                               "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null", "LANG": "C"]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard okStatuses.contains(process.terminationStatus) else {
            throw Failed(description: "git \(arguments.joined(separator: " ")) ended with \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
