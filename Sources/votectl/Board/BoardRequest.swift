import Foundation
import VoteBoard
import VoteLayout
import VoteCore
import VoteCommandLine

/// What `votectl board` was asked to show, however its arguments were parsed.
struct BoardRequest: Hashable, Sendable {
    var width: Int?
    var podium = PodiumSize.standard
    var since: Date?
    var until: Date?
    var json = false
    var svg: String?
    var ascii = false
    var color = TerminalSettings.ColorChoice.auto

    /// Reads the standings from the database named by `db` and prints the board.
    func show(db: String?) throws {
        let standings = try GlobalOptions.openStore(db: db).standings(since: since, until: until)
        let model = BoardModel(standings)
        if model.rows.isEmpty {
            // Not an error (the board of no pets is valid data), but a person needs the next step.
            StandardStreams.writeError(
                "votectl: no pets yet; add one with: votectl \(CommandSuggestion.databaseOption(db))pets add NAME\n"
            )
        }
        let podiumPlacement = PodiumPlacement(model: model, size: CGSize(width: podium.width, height: podium.height))
        if json {
            print(BoardDocument.json(model: model, podium: podiumPlacement))
            return
        }
        let window = VoteWindow(since: since, until: until)
        let environment = Environment.process
        let (columns, widthOrigin) = TerminalSettings.widthAndOrigin(explicit: width, environment: environment)
        if svg == "-" {
            try SVGOutput.write(SVGBoard.document(model: model, podium: podiumPlacement, window: window), to: "-")
            return
        }
        let isASCII = TerminalSettings.isASCII(explicit: ascii, environment: environment)
        let layout = TextBoard.layout(
            model: model,
            podium: podiumPlacement,
            width: columns,
            window: window,
            ascii: isASCII
        )
        // Below 60 columns the numbers may leave the names too little room (or none): measure
        // the narrowest board that still shows them, and refuse rather than print a broken one.
        // The measurement is a second layout, so it is made only there, and only once.
        let minimumWidth = columns < 60 ? TextBoard.minimumWidth(model: model, podium: podiumPlacement) : nil
        if layout.size.width > CGFloat(columns) || minimumWidth.map({ columns < $0 }) == true {
            let needed = max(
                minimumWidth ?? TextBoard.minimumWidth(model: model, podium: podiumPlacement),
                Int(layout.size.width)
            )
            throw CommandFailure(
                .usage,
                "the board needs at least \(needed) columns to show every number whole, "
                    + "but has \(columns) (\(widthOrigin)); widen it, or use --json"
            )
        }
        let rows = Int(layout.size.height.rounded(.up))
        let drawable = TerminalRenderer.maximumRows(width: columns)
        guard rows <= drawable else {
            throw CommandFailure(
                .usage,
                "the board is \(rows) rows tall, more than the \(drawable) votectl draws as text at "
                    + "\(columns) columns; use --json or --svg FILE"
            )
        }
        // Written only once the text board beside it is known to fit, so a refusal writes nothing.
        if let svg {
            try SVGOutput.write(SVGBoard.document(model: model, podium: podiumPlacement, window: window), to: svg)
        }
        let renderer = TerminalRenderer(
            ascii: isASCII,
            colors: TerminalSettings.usesColor(
                color,
                environment: environment,
                isTerminal: StandardStreams.isTerminal(1)
            )
        )
        print(renderer.render(layout.root))
    }
}
