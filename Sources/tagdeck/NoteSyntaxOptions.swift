import ArgumentParser
import TagDeckNotes

/// `--key NAME` and `--engine ENGINE`: which list of a note's front matter `tagdeck tags` and `tagdeck check DIR`
/// read, and how a text value of it is split.
struct NoteSyntaxOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The front matter key whose list to curate, matched whatever its case (categories, keywords, aliases).",
                               valueName: "name"))
    var key = "tags"

    @Option(help: ArgumentHelp("How a text value of the list is read: jekyll (split on blanks), obsidian (on commas and blanks), hugo, docusaurus or plain (one tag). Default: found from the folder.",
                               valueName: "engine"))
    var engine: SiteEngine?

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(
        "Count, rename and remove the notes' inline #tags too (Obsidian's rules). Default: in an Obsidian vault (a .obsidian folder here or above)."))
    var inline: Bool?

    func validate() throws {
        guard !key.isEmpty, !key.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == ":" }) else {
            throw ValidationError("--key needs a key's name (no ':' or control character)")
        }
    }

    /// The syntax for notes under `folder`: the engine named, or found from the folder; inline tags when asked,
    /// or in an Obsidian vault.
    func syntax(for folder: String) -> NoteSyntax {
        let detected = SiteEngine.detect(in: folder)
        return NoteSyntax(key: key, engine: engine ?? detected, inline: inline ?? (detected == .obsidian))
    }
}

extension SiteEngine: ExpressibleByArgument {}
