import Foundation
import TestSupport
import Testing
import VoteCore
import VoteEngines
@testable import VoteStore

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

    /// Runs `sql` on the database `name` names, as another program would, past PetVote.
    func execute(_ sql: String, on name: String) throws {
        switch self {
        case .sqlite:
            try Connection(path: name).execute(sql)
        case .postgres:
            let database = String(URLComponents(string: name)?.path.dropFirst() ?? "")
            try PostgresServer.shared.get().psql(sql, database: database)
        }
    }

    /// Sets every tally, all-time and by hour, to `votes`, as another program might.
    func setTallies(to votes: Int, on name: String) throws {
        let tables =
            switch self {
            case .sqlite: ["tally", "hourly_tally", "daily_tally"]
            case .postgres: ["petvote.tally_slot", "petvote.hourly_tally_slot"]
            }
        try execute(tables.map { "UPDATE \($0) SET votes = \(votes);" }.joined(), on: name)
    }
}
