import Foundation
import Synchronization
import TestSupport
import Testing
import VoteCore
import VoteEngines

/// The engines every promise in ``EngineBehaviourTests`` is checked on: SQLite always, and
/// PostgreSQL where its binaries are (always in CI; see ``PostgresServer``).
enum StoreEngine: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgres

    /// SQLite, and PostgreSQL where it runs; when it does not, ``EngineBehaviourTests`` reports
    /// its PostgreSQL half as a skipped test with the reason.
    static let available: [StoreEngine] = PostgresServer.isAvailable ? allCases : [.sqlite]

    var testDescription: String { rawValue }

    /// A new, empty database of this engine, by name (a file path or a URL).
    func makeDatabaseName() throws -> String {
        switch self {
        case .sqlite:
            let directory = try TemporaryDirectory("engine-tests")
            Self.kept.withLock { $0.append(directory) }
            return directory.url.appendingPathComponent("votes.db").path
        case .postgres:
            return try PostgresServer.shared.get().makeDatabase()
        }
    }

    /// Opens a new, empty database of this engine.
    func makeStore() throws -> any VoteDatabase {
        try open(makeDatabaseName())
    }

    /// Opens the database `name` names, as votectl and votesrv do.
    func open(_ name: String) throws -> any VoteDatabase {
        try DatabaseName(name, environment: { _ in nil }).open()
    }

    /// The SQLite test folders, kept until the process ends so their files outlive each store.
    private static let kept = Mutex<[TemporaryDirectory]>([])
}
