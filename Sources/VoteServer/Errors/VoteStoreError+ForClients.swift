import Foundation
import VoteCore

extension VoteStoreError {
    /// The same error as a client may read it, naming no place the server keeps its data in: each
    /// file and folder cut to its last component (`/srv/petvote/votes.db` becomes `votes.db`), and
    /// a PostgreSQL database (`postgres://votes@db.internal:5433/petvote`) by its name alone,
    /// without its role, host, socket folder or port.
    var forClients: VoteStoreError {
        switch self {
        case .notADatabase(let path): .notADatabase(path: Self.place(path))
        case .foreignDatabase(let path): .foreignDatabase(path: Self.place(path))
        case .foreignSchema(let database): .foreignSchema(database: Self.place(database))
        case .newerSchema(let path, let found, let supported):
            .newerSchema(path: Self.place(path), found: found, supported: supported)
        case .cannotOpen(let path, let reason): .cannotOpen(path: Self.place(path), reason: Self.places(in: reason))
        case .readOnly(let path): .readOnly(path: Self.place(path))
        case .readOnlyServer(let database): .readOnlyServer(database: Self.place(database))
        case .readOnlyDirectory(let path, let directory):
            .readOnlyDirectory(path: Self.place(path), directory: Self.place(directory))
        case .permissionDenied(let path): .permissionDenied(path: Self.place(path))
        case .databaseMoved(let path): .databaseMoved(path: Self.place(path))
        case .busy(let path): .busy(path: Self.place(path))
        case .diskFull(let path): .diskFull(path: Self.place(path))
        case .writeFailed(let path, let reason): .writeFailed(path: Self.place(path), reason: Self.places(in: reason))
        case .serverUnreachable(let database, _):
            // Its reason is the server's or the network's words: they can name a role or an address.
            // A batch whose connection broke at its commit may be stored: only its ballot id makes
            // its retry safe.
            .serverUnreachable(
                database: Self.place(database),
                reason: "votesrv's log has the reason (a vote whose connection broke as it was committed "
                    + "may have been counted: send it again with the same ballot id, which counts once)"
            )
        case .authenticationFailed(let database, _):
            // Its words name the role; PostgreSQL's own code for the refusal says as much.
            .server(database: Self.place(database), code: "28P01", message: "the server's user or password was refused")
        case .connectionRejected(let database, _):
            // PostgreSQL's words name the host the server connects from.
            .connectionRejected(database: Self.place(database), message: "no rule allows this connection")
        case .tlsFailed(let database, let reason):
            .tlsFailed(database: Self.place(database), reason: Self.places(in: reason))
        case .databaseMissing(let database, let name): .databaseMissing(database: Self.place(database), name: name)
        case .server(let database, let code, _):
            // The server's words can name tables, columns and roles: they go to the log instead.
            .server(database: Self.place(database), code: code, message: "votesrv's log has the server's words")
        case .targetNotEmpty(let database): .targetNotEmpty(database: Self.place(database))
        case .copyMismatch(let database, let source, let rows, let copied):
            .copyMismatch(database: Self.place(database), source: Self.place(source), rows: rows, copied: copied)
        default: self
        }
    }

    /// A file's or folder's last component; a PostgreSQL URL's database name.
    private static func place(_ name: String) -> String {
        if name.hasPrefix("postgres://") || name.hasPrefix("postgresql://") {
            let database = URLComponents(string: name)?.path.drop { $0 == "/" } ?? ""
            return database.isEmpty ? "its PostgreSQL database" : String(database)
        }
        // Relative names too: `../data/votes.db` tells a client where votesrv runs.
        let last = (name as NSString).lastPathComponent
        return name.contains("/") && !last.isEmpty && last != "/" ? last : name
    }

    /// `text` with each absolute path and PostgreSQL URL in it named as ``place(_:)`` names it.
    private static func places(in text: String) -> String {
        text.replacing(/postgres(?:ql)?:\/\/[^\s'"),;]+/) { match in place(String(match.output)) }
            .replacing(/(^|[\s'"(=])(\/[^\s'"),;:]+)/) { match in match.output.1 + place(String(match.output.2)) }
    }
}
