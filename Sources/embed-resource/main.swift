// Build tool: writes a Swift file that holds each input file's text as a string constant.
// Usage: embed-resource OUTPUT.swift NAME=INPUT [NAME=INPUT ...]
import Foundation

let args = CommandLine.arguments.dropFirst()
guard let output = args.first else {
    FileHandle.standardError.write(Data("usage: embed-resource OUTPUT NAME=INPUT...\n".utf8))
    exit(2)
}
var source = "// Generated from Resources/ at build time. Do not edit.\n\n/// Files under Resources/, built into the binary.\npublic enum EmbeddedResources {\n"
for pair in args.dropFirst() {
    let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2, let data = FileManager.default.contents(atPath: parts[1]),
          let text = String(data: data, encoding: .utf8) else {
        FileHandle.standardError.write(Data("embed-resource: cannot read \(pair)\n".utf8))
        exit(1)
    }
    // A raw string with enough # signs that no line of the file can end it.
    var hashes = "#"
    while text.contains("\"" + hashes) { hashes += "#" }
    source += "    public static let \(parts[0]): String = \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)\n"
}
source += "}\n"
do {
    try source.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("embed-resource: cannot write \(output): \(error)\n".utf8))
    exit(1)
}
