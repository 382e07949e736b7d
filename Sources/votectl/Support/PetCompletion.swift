import ArgumentParser
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
            .map { candidate($0, for: CompletionShell.requesting) }
    }

    /// `name` written so that the completion script of `shell` reads it back as `name`, never as
    /// shell syntax: bash passes the candidates through `compgen -W`, which expands each one (a
    /// pet named `$(rm -rf ~)` would be run by a TAB), so every ASCII character but a letter or a
    /// digit is escaped with a backslash, which the expansion removes; zsh's `_describe` reads a
    /// `:` as the start of a description. fish takes each line as it is.
    static func candidate(_ name: String, for shell: CompletionShell?) -> String {
        let escaped: (Unicode.Scalar) -> Bool
        switch shell {
        case .bash?: escaped = { $0.isASCII && !$0.properties.isAlphabetic && !("0"..."9").contains($0) }
        case .zsh?: escaped = { $0 == ":" || $0 == "\\" }
        default: return name
        }
        var result = ""
        for scalar in name.unicodeScalars {
            if escaped(scalar) { result.unicodeScalars.append("\\") }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
