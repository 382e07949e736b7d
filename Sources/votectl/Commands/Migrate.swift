import ArgumentParser
import VoteCore
import VoteCommandLine
import VotePostgres
import VoteStore

extension Votectl {
    /// `votectl migrate --to DATABASE`.
    struct Migrate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "migrate",
            abstract: "Copy every pet and vote into another database (SQLite file or PostgreSQL).",
            discussion: """
                Copies the pets and every vote row exactly (times, sources, ids and receipts) from \
                --db into --to, in one transaction on the target, which checks before it commits that \
                both hold the same number of rows and the same standings. The target must be new: a database holding \
                votes or pets of its own is refused and left untouched. The source is only read: it must exist.

                  votectl migrate --to postgres://votes@db.example.com/petvote
                  votectl migrate --db postgres://votes@db.example.com/petvote --to votes.db
                """
        )

        @OptionGroup var options: GlobalOptions

        @Option(
            name: .long,
            help: ArgumentHelp(
                "The database to copy into: a SQLite file or a postgres:// URL.",
                valueName: "path-or-url"
            )
        )
        var to: String

        func run() throws {
            // The source's copy, if it needs one, lives as long as this call; messages name the source.
            let (source, copy, sourceName) = try options.openAsFound(whenMissing: .fail, purpose: "migrate reads from")
            defer { withExtendedLifetime(copy) {} }
            // A SQLite target this command creates goes again if the copy fails: no half-made
            // database is left where the user will try again.
            let location = try DatabaseLocation.resolve(explicit: to, option: "--to", environment: Environment.process)
            let copiesItself = CommandFailure(.failure, "--to names the database being copied (\(sourceName))")
            // The same file under another name (`./votes.db`, a link) is the source too. (A SQLite
            // source's name is its file's path, the file's and not an upgraded copy's.)
            if !PostgresURL.isPostgres(location.path), let identity = FileIdentity(path: location.path),
                identity == FileIdentity(path: sourceName)
            {
                throw copiesItself
            }
            let createsTarget = !PostgresURL.isPostgres(to) && location.createsNamedFile
            // Armed before the target is made: interrupted, the copy goes as a failed one does.
            if createsTarget {
                InterruptCleanup.arm(
                    removing: DatabaseLocation.sqliteFiles(at: location.path),
                    message: Self.removal(of: location.path, because: "was interrupted")
                )
            }
            defer { InterruptCleanup.disarm() }
            let target = try GlobalOptions.openStore(db: to, option: "--to")
            guard sourceName != target.displayName else { throw copiesItself }
            // The source is read in one snapshot, so hosts voting meanwhile cannot make the copy
            // and the standings it is checked against disagree.
            let copied: Int
            let sourceStandings: Standings
            do {
                (copied, sourceStandings) = try source.readingOneSnapshot { () throws in
                    var copied = 0
                    let sourceStandings = try source.standings()
                    // Checked before the copy commits, so a host that starts voting into the
                    // target once it has cannot make an exact copy look wrong.
                    try target.restore(
                        pets: try source.pets(),
                        votes: { (writer: inout RestoreWriter) throws(VoteStoreError) in
                            try source.exportVotes { (vote: ExportedVote) throws(VoteStoreError) in
                                try writer.add(vote)
                            }
                            copied = writer.rows
                        },
                        check: { () throws(VoteStoreError) in
                            var targetRows = 0
                            try target.exportVotes { _ throws(VoteStoreError) in targetRows += 1 }
                            guard targetRows == copied, try target.standings() == sourceStandings else {
                                throw .copyMismatch(
                                    database: target.displayName,
                                    source: sourceName,
                                    rows: targetRows,
                                    copied: copied
                                )
                            }
                        }
                    )
                    // The copy is committed and checked: from here an interruption leaves it.
                    InterruptCleanup.disarm()
                    return (copied, sourceStandings)
                }
            } catch {
                if createsTarget {
                    DatabaseLocation.removeSQLiteFiles(at: location.path)
                    StandardStreams.writeError(Self.removal(of: location.path, because: "failed"))
                }
                // Only now: a signal meanwhile removes the files too.
                InterruptCleanup.disarm()
                throw error
            }
            print(
                "Copied \(sourceStandings.entries.count) pets and \(copied) vote row\(copied == 1 ? "" : "s") "
                    + "(\(sourceStandings.totalVotes) vote\(sourceStandings.totalVotes == 1 ? "" : "s")) from \(sourceName) to \(target.displayName); "
                    + "rows and standings match."
            )
        }

        /// The line saying that the SQLite database this command made at `path` was removed, as the
        /// copy `outcome` ("failed").
        private static func removal(of path: String, because outcome: String) -> String {
            "votectl: removed the new database at \(VoteStoreError.shown(path)), as the copy \(outcome)\n"
        }
    }
}
