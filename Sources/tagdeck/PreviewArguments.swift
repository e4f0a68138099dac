import ArgumentParser
import TagDeck

/// `--preview CMD` and `--preview-window`: a shell command whose output shows the focused tag or line beside or
/// under the panes (the picker, the board editor and `tagdeck tags` take them).
struct PreviewArguments: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Show the output of this sh command for the focused line or tag beside the panes: {} is it quoted for the shell, {1} {-1} {2..} its fields, {+} every chosen one, {q} the query.",
        valueName: "command"))
    var preview: String?

    @Option(name: .customLong("preview-window"), help: ArgumentHelp(
        "Where the preview goes: right:50% (the default), down:40%, a size in cells (right:60), hidden (v shows it).",
        valueName: "spec"))
    var previewWindow: String?

    func validate() throws {
        if let previewWindow, PreviewWindow(previewWindow) == nil {
            throw ValidationError("--preview-window '\(previewWindow)' is none of right, down, a size (50%, 60) or hidden")
        }
    }

    /// The preview for the deck's options; nil without `--preview`.
    var options: PreviewOptions? {
        preview.map { PreviewOptions(command: $0, window: previewWindow.flatMap(PreviewWindow.init) ?? PreviewWindow()) }
    }
}
