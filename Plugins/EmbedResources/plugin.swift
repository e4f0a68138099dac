import PackagePlugin

/// Embeds the text files under the package's `Resources/` folder into the target as string constants,
/// named after the file (`demo.board.md` becomes `EmbeddedResources.demoBoard`).
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let resources = context.package.directoryURL.appending(path: "Resources")
        let files = ["demo.board.md"].map { resources.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResources.swift")
        var arguments = [output.path()]
        for file in files {
            arguments.append("\(constantName(file.lastPathComponent))=\(file.path())")
        }
        return [
            .buildCommand(
                displayName: "Embedding Resources/ into \(target.name)",
                executable: try context.tool(named: "embed-resource").url,
                arguments: arguments,
                inputFiles: files,
                outputFiles: [output]
            )
        ]
    }

    /// `demo.board.md` → `demoBoard`.
    private func constantName(_ file: String) -> String {
        let stem = file.split(separator: ".").dropLast().map(String.init)
        guard let first = stem.first else { return "resource" }
        return first + stem.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
