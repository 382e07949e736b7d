import VoteCore

/// Whether the server can take votes now (`GET /readyz`): its writer can reach the database, the
/// database answers and took the last write, and the server is not shutting down.
enum Readiness: Sendable, Equatable {
    case ready
    /// Not ready, and why, in words an operator can act on (no paths: clients see it too).
    case notReady(String)

    /// After SIGTERM: the server drains and takes no new votes.
    static let shuttingDown = Readiness.notReady("the server is shutting down")

    /// Why `outage` keeps the writer from committing.
    static func reason(_ outage: VoteStoreError) -> String {
        switch outage {
        // The reason is the server's or the network's words (a role, an address): the log has them.
        case .serverUnreachable: "the database server cannot be reached; the log says why"
        case .busy: "the database did not take writes in time (a lock held by another writer, or slow to answer)"
        case .databaseMoved: "the database file was deleted or replaced at its path; it is opened again once it is back"
        case .readOnly, .readOnlyServer, .readOnlyDirectory, .permissionDenied: "the database is read-only"
        case .diskFull: "the disk holding the database is full"
        case _ where outage.leavesDatabaseUnusable:
            "the database cannot be used until its operator acts; the log says why"
        default: "the database cannot be written to"
        }
    }
}
