import ArgumentParser
import Foundation
import TagDeck
import TagDeckNotes
import TagDeckStore

/// `tagdeck vocab DIR --check`: every use of a tag outside the folder's vocabulary, for a site's CI.
struct VocabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vocab",
        abstract: "Check a folder's notes against its vocabulary: every tag used that the vocabulary does not keep.",
        discussion: HelpText.fitted("""
            The vocabulary is DIR/tags.yml (Docusaurus's: its top-level keys are the tags) when there is one, \
            else DIR/.tagdeck/vocabulary.md (a board file: the tags of its top pane); --file names another. \
            With --check, every note under DIR that tagdeck tags would read is read, and each use of a tag the \
            vocabulary does not keep, in front matter or, with --inline, as a #tag in the body (Obsidian's \
            rules: not in code, links or URLs), is printed as FILE:LINE:COLUMN: 'tag' is not in the \
            vocabulary (did you mean 'kept'?), sorted; --json prints them as a JSON array. Inline tags are read \
            by default in an Obsidian vault (a .obsidian folder). The board that curates the vocabulary by \
            dragging is not built yet: --check is required.

            Exit status:
              0      every tag used is kept
              1      a tag outside the vocabulary is used (each use printed), or DIR could not be read
              2      no vocabulary file, a vocabulary file that is no vocabulary, a note that cannot be read, or \
            no --check
            """)
    )

    @Argument(help: "The folder whose notes to check.")
    var folder: String

    @Flag(help: "Print every use of a tag outside the vocabulary and exit 1 if there is any.")
    var check = false

    @Flag(help: "Print the uses as a JSON array of objects (file, line, column, tag, inline, suggestion).")
    var json = false

    @Option(help: ArgumentHelp("The vocabulary file (tags.yml, or a board file whose top pane holds the kept tags).",
                               valueName: "file"))
    var file: String?

    @Flag(inversion: .prefixedNo, help: "Read #tags in the notes' bodies too (default: in an Obsidian vault).")
    var inline: Bool?

    @OptionGroup var list: NoteSyntaxOptions

    func run() throws {
        guard check else {
            StandardStreams.error("tagdeck vocab: the vocabulary board is not built yet; --check checks \(VisibleText.escaped(folder)) against its vocabulary")
            throw ExitCode(ExitStatus.badInput)
        }
        guard Vocabulary.isFolder(folder), access(folder, R_OK | X_OK) == 0 else {
            StandardStreams.error("tagdeck: cannot read the folder \(VisibleText.escaped(folder))")
            throw ExitCode(ExitStatus.fileError)
        }
        let kept: KeptVocabulary
        switch KeptVocabulary.load(folder: folder, file: file) {
        case .success(let vocabulary): kept = vocabulary
        case .failure(let failure):
            StandardStreams.error("tagdeck: " + VisibleText.escaped(failure.message))
            throw ExitCode(ExitStatus.badInput)
        }
        let readsInline = inline ?? Vocabulary.isFolder(folder + "/.obsidian")
        let (strays, skipped) = VocabularyCheck.strays(notes: Vocabulary.notes(under: folder), kept: kept.tags,
                                                       syntax: list.syntax(for: folder), inline: readsInline)
        if json {
            StandardStreams.output("[" + strays.map(Self.json).joined(separator: ",\n ") + "]\n")
        } else {
            StandardStreams.output(strays.map { VisibleText.escaped($0.described) + "\n" }.joined())
        }
        for problem in skipped { StandardStreams.error(VisibleText.escaped(problem)) }
        if !skipped.isEmpty { throw ExitCode(ExitStatus.badInput) }
        if !strays.isEmpty { throw ExitCode(1) }
    }

    /// One stray as a JSON object.
    private static func json(_ stray: VocabularyCheck.Stray) -> String {
        let suggestion = stray.suggestion.map(BoardJSON.quoted) ?? "null"
        return #"{"file": \#(BoardJSON.quoted(stray.file)), "line": \#(stray.line), "column": \#(stray.column), "#
            + #""tag": \#(BoardJSON.quoted(stray.tag)), "inline": \#(stray.isInline), "suggestion": \#(suggestion)}"#
    }
}
