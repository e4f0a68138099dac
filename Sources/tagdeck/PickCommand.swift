import ArgumentParser
import TagDeck
import TagDeckStore

/// `tagdeck pick`: choose and order lines from standard input; print the chosen ones.
struct PickCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pick",
        abstract: "Pick and order lines from standard input; print the chosen ones as they came in.",
        discussion: """
            Candidates come from standard input into the bottom pane, "Available". Drag (or Enter) the ones \
            you want into the top pane, "Chosen", and order them. The interface runs on the terminal \
            (/dev/tty), so standard input and output can be pipes:
              ls ~/notes | tagdeck pick > reading-order.txt

            q accepts: the chosen lines are printed, one per line, in order, each exactly as it came in \
            (exit 0). Escape with nothing dragged, or Ctrl-C, cancels: nothing is printed (exit 130). Any line \
            is a candidate: a tab shows as spaces to the next tab stop, a control character as ^[ or ^M, a byte \
            that is not UTF-8 as U+FFFD, and the filter searches what is shown. Empty lines are skipped; lines \
            whose bytes are equal are merged, with a warning on standard error.

            Fields, as fzf cuts them: --delimiter (default: runs of blanks, each field keeping the blanks \
            after it), and field expressions such as 1, -1, 2.., ..3, 1..3 and 1,3 for --with-nth (what a \
            chip shows), --nth (what the filter searches) and --accept-nth (what is printed):
              grep -rn TODO . | tagdeck pick -d : --with-nth 3.. --accept-nth ..2
            """
    )

    @Option(name: .long, help: ArgumentHelp("Preload the chosen pane from a file, one tag per line.",
                                            valueName: "file"))
    var chosen: String?

    @OptionGroup var motion: MotionOptions

    @OptionGroup var previewing: PreviewArguments

    @Option(name: [.short, .long], help: ArgumentHelp(
        "Write the picks to this file, atomically, on accept (untouched on cancel).", valueName: "file"))
    var output: String?

    @Flag(name: .long, help: "Candidates are separated by NUL bytes, not lines.")
    var read0 = false

    @Flag(name: .long, help: "Each pick is followed by a NUL byte, not a newline.")
    var print0 = false

    @Flag(name: .long, help: "Print the picks as a JSON array of strings.")
    var json = false

    @Flag(name: .customLong("exit-0"), help: "With no candidates, exit 1 at once without drawing anything.")
    var exit0 = false

    @Flag(name: .customLong("select-1"), help: "With exactly one candidate, print it and exit 0 without drawing.")
    var select1 = false

    @Option(name: .long, help: ArgumentHelp("A line of text above the panes.", valueName: "text"))
    var header: String?

    @Flag(name: .long, help: "Drop chosen entries that are not among the candidates (else they are set aside).")
    var dropMissing = false

    @Flag(name: .long, help: ArgumentHelp(
        "Show the colours of SGR escape sequences in the lines (and take every escape sequence out of what is shown); the lines are still printed as they came in."))
    var ansi = false

    @Option(name: .long, help: ArgumentHelp("Columns between tab stops (default 8).", valueName: "n"))
    var tabstop = 8

    @Option(name: .customLong("max-memory"), help: ArgumentHelp(
        "The memory the candidates may take, in MB (default: half of the machine's); past it no more are added, and the status line and standard error say so.",
        valueName: "mb"))
    var maxMemory: Int?

    // Values may start with a dash (`-d -`, `--nth -1`), as fzf takes them.
    @Option(name: [.short, .long], parsing: .unconditional, help: ArgumentHelp(
        "What separates fields: a text, or a regular expression (\\t is a tab); default: runs of blanks.",
        valueName: "text"))
    var delimiter: String?

    @Option(name: .customLong("with-nth"), parsing: .unconditional, help: ArgumentHelp(
        "The fields a chip shows (1, -1, 2.., ..3, 1..3, 1,3).", valueName: "fields"))
    var withNth: String?

    @Option(name: [.short, .long], parsing: .unconditional, help: ArgumentHelp(
        "The fields of what a chip shows that the filter searches, each range on its own.", valueName: "fields"))
    var nth: String?

    @Option(name: .customLong("accept-nth"), parsing: .unconditional, help: ArgumentHelp(
        "The fields of each chosen line that are printed, without the delimiter after the last.",
        valueName: "fields"))
    var acceptNth: String?

    func validate() throws {
        if print0 && json { throw ValidationError("give --print0 or --json, not both") }
        if tabstop < 1 { throw ValidationError("--tabstop must be 1 or more") }
        if let maxMemory, maxMemory < 1 { throw ValidationError("--max-memory must be 1 (MB) or more") }
        for (name, value) in [("--with-nth", withNth), ("--nth", nth), ("--accept-nth", acceptNth)] {
            if let value, FieldExpression(value) == nil {
                throw ValidationError("\(name) '\(value)' is no field expression (1, -1, 2.., ..3, 1..3, 1,3)")
            }
        }
    }

    /// How the lines show and are searched.
    private var display: LineDisplay {
        LineDisplay(tabStop: tabstop, readsColors: ansi, delimiter: delimiter.map(FieldDelimiter.init) ?? .blanks,
                    shownFields: withNth.flatMap(FieldExpression.init), searchedFields: nth.flatMap(FieldExpression.init))
    }

    /// The fields printed of each pick (`--accept-nth`).
    private var accepting: (fields: FieldExpression, delimiter: FieldDelimiter)? {
        acceptNth.flatMap(FieldExpression.init).map { ($0, delimiter.map(FieldDelimiter.init) ?? .blanks) }
    }

    private var format: PickerBoard.OutputFormat { json ? .json : print0 ? .nulTerminated : .lines }

    /// Prints the picks, or writes them to `--output` atomically.
    private func deliver(_ texts: [String]) throws {
        let (bytes, replaced) = PickerBoard.printed(texts, format, accepting: accepting)
        if replaced > 0 {
            StandardStreams.error("tagdeck pick: \(replaced) of the picks \(replaced == 1 ? "has" : "have") bytes that "
                                  + "are not UTF-8; --json wrote U+FFFD for each")
        }
        guard let output else { return StandardStreams.output(bytes: bytes) }
        do {
            try AtomicFile.write(bytes, to: output)
        } catch {
            StandardStreams.error("tagdeck: cannot write \(output): \(error.reason)")
            throw ExitCode(ExitStatus.fileError)
        }
    }

    func run() throws {
        if StandardStreams.isInputTerminal {
            StandardStreams.error("tagdeck pick: standard input is a terminal; pipe the candidates in, e.g. ls | tagdeck pick")
            throw ExitCode(ExitStatus.badInput)
        }
        // A bad config file stops the picker before it reads anything.
        var options = try motion.deckOptions(mode: .picker)
        options.header = header
        options.dropsMissing = dropMissing
        options.lineDisplay = display
        options.preview = previewing.options
        var preloaded = PickerLines()
        if let chosen {
            do {
                preloaded = PickerLines.read(try FileReading.read(chosen).bytes, source: chosen)
            } catch {
                StandardStreams.error("tagdeck: cannot read \(chosen): \(error.reason)")
                throw ExitCode(error.exitStatus)
            }
        }
        for warning in preloaded.warnings { StandardStreams.error(warning) }
        // Candidates stream in: the first frame comes with the first screenful (or after 50 ms), and the rest
        // arrive while the picker runs. --exit-0 and --select-1 need the whole input first.
        let budget = maxMemory.map { $0.multipliedReportingOverflow(by: 1_048_576).partialValue } ?? MemoryBudget.defaultBytes()
        let input = StandardInputCandidates(separator: read0 ? 0 : 0x0A, known: preloaded.texts, maximumBytes: budget)
        let first = exit0 || select1 ? input.readAll() : input.readFirst(enough: 500)
        defer { reportWarnings(input.report) }
        if exit0 && first.isEmpty { throw ExitCode(ExitStatus.noCandidates) }
        if select1 && first.count == 1 {
            try deliver(first)
            throw ExitCode(ExitStatus.success)
        }
        var board = PickerBoard.make(candidates: first, chosen: preloaded.texts, display: display)
        // The board keeps the stream's packing of the texts read so far, not a copy of its own.
        board.shareTexts(of: input.takePackedRuns(), in: .bottom, section: 0)
        let result = try InteractiveSession.run(board: board, options: options, persistence: nil,
                                                saving: .noFile, onTTY: true, announceTo: motion.announce,
                                                source: input.isEnded ? nil : input,
                                                missingChosen: input.isEnded ? input.missingChosen : [],
                                                height: try motion.regionHeight())
        if result.outcome == .quit, let deck = result.deck {
            try deliver(deck.board[.top].sections.flatMap(\.tags).map(\.text))
        }
        throw ExitCode(result.outcome.exitStatus)
    }

    /// The warnings about the input (merged and skipped lines), on standard error once the screen is given back.
    /// At most 20 lines of them; the rest are counted.
    private func reportWarnings(_ report: (warnings: [String], dropped: Int, fullReason: String?)) {
        for warning in report.warnings.prefix(20) { StandardStreams.error(warning) }
        let more = report.dropped + max(0, report.warnings.count - 20)
        if more > 0 { StandardStreams.error("standard input: \(more) more lines merged or skipped") }
    }
}
