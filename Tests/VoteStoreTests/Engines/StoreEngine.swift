import Foundation
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

    /// A new, empty database of this engine, by name (a file path or a URL): SQLite's file in
    /// `scratch`, so it goes with the test's folder.
    func makeDatabaseName(in scratch: TemporaryDirectory) throws -> String {
        switch self {
        case .sqlite:
            return scratch.path("votes-\(UUID().uuidString).db")
        case .postgres:
            return try PostgresServer.shared.get().makeDatabase()
        }
    }

    /// Opens a new, empty database of this engine (SQLite's file in `scratch`).
    func makeStore(in scratch: TemporaryDirectory) throws -> any VoteDatabase {
        try open(makeDatabaseName(in: scratch))
    }

    /// Opens the database `name` names, as votectl and votesrv do.
    func open(_ name: String) throws -> any VoteDatabase {
        try DatabaseName(name, environment: { _ in nil }).open()
    }
}
