import ArgumentParser
import Foundation
import VoteBoard
import VoteCommandLine
import VoteCore

extension Votectl {
    /// `votectl board`: the leaderboard, the podium and the voting buttons, laid out by VoteLayout.
    struct Board: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "board",
            abstract: "Show the standings: leaderboard, podium and voting buttons.",
            discussion: """
                The width is --width, else $COLUMNS, else the terminal's, else 80. --json prints a \
                versioned contract (schema 1, sorted keys) instead; --svg draws the board as SVG.
                """
        )

        @OptionGroup var options: GlobalOptions

        // `.unconditional`: "--width -5" is a width out of range, not a missing value.
        @Option(parsing: .unconditional, help: "The board's width in columns (default: $COLUMNS, the terminal, or 80).")
        var width: Int?

        // Read as text and checked in `validate()`, so that a bad size gets the rule's own words
        // (as votesrv's `?podium=` does) rather than ArgumentParser's "The value … is invalid".
        @Option(
            name: .customLong("podium"),
            parsing: .unconditional,
            help: ArgumentHelp("The podium area in points (default: 300x300).", valueName: "WxH")
        )
        var podiumText: String?

        /// The `--podium` size, or the standard one.
        var podium: PodiumSize { podiumText.flatMap(PodiumSize.init(parsing:)) ?? .standard }

        // Read as text and checked in `validate()`, as the podium is: a bad time gets the rule's own
        // words once, not inside ArgumentParser's "The value … is invalid".
        @Option(
            name: .customLong("since"),
            help: ArgumentHelp(
                "Count only votes cast at or after this time (ISO 8601; UTC unless it has an offset).",
                valueName: "time"
            )
        )
        var sinceText: String?

        @Option(
            name: .customLong("until"),
            help: ArgumentHelp(
                "Count only votes cast before this time (ISO 8601; UTC unless it has an offset).",
                valueName: "time"
            )
        )
        var untilText: String?

        /// The `--since` time, once `validate()` has checked it.
        var since: Date? { sinceText.flatMap(ISO8601Timestamp.date(from:)) }
        /// The `--until` time, once `validate()` has checked it.
        var until: Date? { untilText.flatMap(ISO8601Timestamp.date(from:)) }

        @Flag(help: "Print the board as JSON (schema 1, sorted keys).")
        var json = false

        @Option(
            help: ArgumentHelp(
                "Also draw the board as SVG into this file (- for standard output, instead of the text).",
                valueName: "file"
            ),
            completion: .file(extensions: ["svg"])
        )
        var svg: String?

        @Flag(help: "Draw with ASCII only (also when the locale is not UTF-8 or TERM=dumb).")
        var ascii = false

        @Option(help: ArgumentHelp("When to use colour.", valueName: "auto|always|never"))
        var color: TerminalSettings.ColorChoice = .auto

        func validate() throws {
            if let podiumText, PodiumSize(parsing: podiumText) == nil {
                throw ValidationError(PodiumSize.refusal(of: podiumText, as: "--podium "))
            }
            if let width, !TerminalSettings.widthRange.contains(width) {
                throw ValidationError(CommandLineErrors.outOfRange("--width", TerminalSettings.widthRange, width))
            }
            for (option, text) in [("--since", sinceText), ("--until", untilText)] {
                if let text, ISO8601Timestamp.date(from: text) == nil {
                    throw ValidationError(ISO8601Timestamp.refusal(of: "\(option) \(DisplayText.quoted(text))"))
                }
            }
            let window = VoteWindow(since: since, until: until)
            if window.isEmpty {
                throw ValidationError(window.emptyRefusal(since: "--since", until: "--until"))
            }
            if json, svg != nil {
                throw ValidationError("--json and --svg cannot be combined")
            }
            if svg?.isEmpty == true {
                throw ValidationError("--svg needs a file's path, or - for standard output")
            }
        }

        func run() throws {
            try BoardRequest(
                width: width,
                podium: podium,
                since: since,
                until: until,
                json: json,
                svg: svg,
                ascii: ascii,
                color: color
            )
            .show(db: options.db)
        }
    }
}

extension TerminalSettings.ColorChoice: ExpressibleByArgument {}
