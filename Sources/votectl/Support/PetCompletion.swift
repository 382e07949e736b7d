import Glibc
import VoteCommandLine
import VoteCore
import VoteStore

/// Pet names for shell completion of `vote PET`, `pets rename PET` and `pets remove PET`.
///
/// Completion must be quick and must never fail or create anything: a missing database (or one
/// that cannot be read) simply completes nothing.
enum PetCompletion {
    /// The pets of the database the command line being completed names (`--db`, else the environment).
    @Sendable
    static func names(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        let db = DatabaseOptionPlacement.databaseValues(in: words).first ?? nil
        guard let location = try? DatabaseLocation.resolve(explicit: db, environment: Environment.process),
            location.path != ":memory:", access(location.path, R_OK) == 0,
            // A database an older PetVote made completes nothing rather than be upgraded by a TAB.
            (try? SQLiteVoteStore.hasOlderSchema(path: location.path)) == false,
            let store = try? SQLiteVoteStore(path: location.path),
            let pets = try? store.pets()
        else { return [] }
        // A name another program wrote with a line break or an escape in it would split the list
        // or drive the terminal: it is left out, as no name typed here could be it.
        return pets.map(\.name)
            .filter { PetName.displayed($0) == $0 && $0.lowercased().hasPrefix(prefix.lowercased()) }
    }
}
