import VoteCommandLine
import VotePostgres
import VoteCore

/// Pieces of the commands that messages suggest, so that a pasted suggestion acts on the same
/// database as the command that printed it.
enum CommandSuggestion {
    /// `--db VALUE ` (with its trailing space) for a `--db` the user gave, quoted for the shell, a
    /// `postgres://` URL without its password (the server asks for it, or `PGPASSWORD` gives it);
    /// nothing when the database came from the environment or the default, which still apply.
    static func databaseOption(_ db: String?) -> String {
        guard let db else { return "" }
        let shown = PostgresURL.isPostgres(db) ? withoutPassword(db) : db
        return "--db \(ShellWord.quoted(shown)) "
    }

    /// A URL without the password of its authority (`user:secret@`) or its query (`password=`).
    static func withoutPassword(_ url: String) -> String {
        var url = Substring(url)
        if let scheme = url.firstRange(of: "://") {
            let authorityEnd = url[scheme.upperBound...].firstIndex { "/?#".contains($0) } ?? url.endIndex
            if let at = url[scheme.upperBound..<authorityEnd].lastIndex(of: "@"),
                let colon = url[scheme.upperBound..<at].firstIndex(of: ":")
            {
                url.removeSubrange(colon..<at)
            }
        }
        guard let question = url.firstIndex(of: "?") else { return String(url) }
        let query = url[url.index(after: question)...].split(separator: "&", omittingEmptySubsequences: false)
            .filter { !$0.lowercased().hasPrefix("password=") }
        return String(url[..<question]) + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }
}
