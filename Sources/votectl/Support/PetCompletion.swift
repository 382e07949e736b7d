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
        var db: String?
        if let flag = words.firstIndex(of: "--db"), words.indices.contains(flag + 1) {
            db = words[flag + 1]
        }
        guard let location = try? DatabaseLocation.resolve(explicit: db, environment: Environment.process),
            location.path != ":memory:", access(location.path, R_OK) == 0,
            let store = try? SQLiteVoteStore(path: location.path),
            let pets = try? store.pets()
        else { return [] }
        return pets.map(\.name).filter { $0.lowercased().hasPrefix(prefix.lowercased()) }
    }
}
