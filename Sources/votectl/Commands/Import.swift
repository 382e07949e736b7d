import ArgumentParser
import VoteImport
import VoteCore
import VoteCommandLine

extension ImportFormat: ExpressibleByArgument {}

extension Votectl {
    /// `votectl import FILE|-`: bulk votes in one all-or-nothing transaction.
    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Import votes from a CSV, TSV, NDJSON or plain-lines file.",
            discussion: """
                CSV and TSV need a header naming 'pet' and optionally 'count' \
                (\(VoteStoreError.countRule)), 'at' (ISO 8601) and 'id' (an external vote id: a row whose \
                id was counted before is skipped, a conflict when that was for another pet or count). NDJSON \
                lines are objects with the same fields; plain lines hold one pet name each.

                The import is one transaction: the first bad row stops it with its line number and \
                reason (exit 65) and nothing is written, unless --skip-invalid is given.
                """
        )

        @OptionGroup var options: GlobalOptions

        @Argument(
            help: "The file to import, or - for standard input.",
            completion: .file(extensions: ["csv", "tsv", "tab", "ndjson", "jsonl", "txt"])
        )
        var file: String

        @Option(
            help: ArgumentHelp(
                "The input format (default: from the file's extension; needed for -).",
                valueName: "csv|tsv|ndjson|lines"
            )
        )
        var format: ImportFormat?

        @Flag(help: "Import the valid rows and report the invalid ones instead of stopping.")
        var skipInvalid = false

        @Flag(help: "Add pets the database does not know yet.")
        var createPets = false

        @Flag(help: "Check the input and report what would be imported, writing nothing.")
        var dryRun = false

        @Flag(help: "Show no progress bar (errors and the summary are still printed).")
        var silent = false

        func validate() throws {
            guard format == nil else { return }
            if file == "-" {
                throw ValidationError("reading standard input needs --format csv|tsv|ndjson|lines")
            }
            guard ImportFormat(fileName: file) != nil else {
                throw ValidationError(
                    "cannot tell the format of \(file) from its extension; pass --format csv|tsv|ndjson|lines"
                )
            }
        }

        func run() throws {
            let resolvedFormat = format ?? ImportFormat(fileName: file) ?? .lines
            let input = try ImportInput.open(file)
            // A dry run's copy of the database, if it needs one, lives as long as this call.
            let (store, copy, _) =
                dryRun
                ? try options.openAsFound(whenMissing: .useInMemory, purpose: "this dry run runs against")
                : (try options.openStore(), nil, "")
            defer { withExtendedLifetime(copy) {} }
            let clock = ContinuousClock()
            let start = clock.now
            var progressBar = ProgressBar(
                label: "importing \(VoteStoreError.shown(file))",
                totalBytes: input.size,
                columns: TerminalSettings.width(explicit: nil, environment: Environment.process, descriptor: 2),
                enabled: !silent && StandardStreams.isTerminal(2)
            )
            // The input goes to the import's reading thread; only its name stays here.
            let inputName = input.displayName
            let reader = VoteRowReaders.make(resolvedFormat, source: input.source)
            let session = FileImport(
                options: ImportOptions(createPets: createPets, dryRun: dryRun, source: "import"),
                skipInvalid: skipInvalid
            )
            let outcome: FileImport.Outcome
            do {
                outcome = try session.run(reader, into: store) { progressBar.update(bytes: $0) }
                progressBar.finish()
            } catch let rowError as ImportRowError {
                progressBar.finish()
                throw CommandFailure(.dataError, rowError.votectlRefusal(of: inputName, db: options.db))
            } catch VoteStoreError.readOnly(let path) where dryRun {
                progressBar.finish()
                // A dry run is the real import rolled back, so that its verdict is exact (the same
                // constraints, the same duplicate ids): SQLite needs the write lock for it.
                throw CommandFailure(
                    .cannotCreate,
                    "cannot dry-run the import: the database \(path) is read-only, and a "
                        + "dry run runs the whole import in a transaction it then rolls back"
                )
            } catch {
                progressBar.finish()
                throw error
            }
            for skipped in outcome.skipped {
                StandardStreams.writeError("skipped \(skipped.votectlDescription(db: options.db))\n")
            }
            if outcome.skippedCount > outcome.skipped.count {
                StandardStreams.writeError("skipped \(outcome.skippedCount - outcome.skipped.count) more rows\n")
            }
            if let warning = Self.conflictWarning(outcome.summary) { StandardStreams.writeError(warning) }
            let elapsed = (clock.now - start).components
            let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
            print(Self.summaryLine(outcome, dryRun: dryRun, seconds: seconds))
        }

        /// "Imported 12 votes from 10 rows, skipped 1, duplicates 2, created 1 pet, in 0.01 s", with
        /// "conflicts N" after the duplicates when there are any.
        static func summaryLine(_ outcome: FileImport.Outcome, dryRun: Bool, seconds: Double) -> String {
            let summary = outcome.summary
            let verb = dryRun ? "Dry run: would import" : "Imported"
            let conflicts = summary.conflicts == 0 ? "" : ", conflicts \(summary.conflicts)"
            let created = summary.createdPets.isEmpty ? "" : ", created \(counted(summary.createdPets.count, "pet"))"
            let time = (seconds * 100).rounded() / 100
            return "\(verb) \(counted(summary.imported, "vote")) from \(counted(summary.rows, "row")), "
                + "skipped \(outcome.skippedCount), duplicates \(summary.duplicates)\(conflicts)\(created), in \(time) s"
        }

        /// What the conflicts in the summary line are, for stderr; `nil` when there are none.
        static func conflictWarning(_ summary: ImportSummary) -> String? {
            guard summary.conflicts > 0 else { return nil }
            let rows =
                summary.conflicts == 1 ? "1 row carries a ballot id" : "\(summary.conflicts) rows carry ballot ids"
            var ids = summary.conflictingIDs.map { DisplayText.quoted($0) }.joined(separator: ", ")
            if !summary.listsEveryConflictingID { ids += ", …" }
            return "votectl: \(rows) already counted for another pet or count (\(ids)); not counted again "
                + "(an id counts once, as its first row says)\n"
        }

        /// "1 vote", "2 votes".
        private static func counted(_ count: Int, _ noun: String) -> String {
            "\(count) \(noun)\(count == 1 ? "" : "s")"
        }
    }
}
