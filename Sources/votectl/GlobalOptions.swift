import ArgumentParser
import Foundation
import VoteStore

/// Options every subcommand shares.
struct GlobalOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The votes database (:memory: for a throwaway one).",
            discussion: "Defaults to $VOTECTL_DB, else $XDG_DATA_HOME/votectl/votes.db, "
                + "else ~/.local/share/votectl/votes.db.",
            valueName: "path"),
        completion: .file(extensions: ["db", "sqlite"]))
    var db: String?

    /// Where the database is, from `--db` and the environment.
    func location() throws(CommandFailure) -> DatabaseLocation {
        try DatabaseLocation.resolve(explicit: db, environment: Environment.current())
    }

    /// Opens (creating it and its default folders if needed) the database.
    func openStore() throws -> VoteStore {
        let location = try location()
        try location.createFoldersIfNeeded()
        return try VoteStore(path: location.path)
    }
}
