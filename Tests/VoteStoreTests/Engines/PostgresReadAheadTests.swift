import Foundation
import Synchronization
import TestSupport
import Testing
import VoteCore

@testable import VotePostgres

/// The totals that prove a batch's commit, read ahead for the next batch: taken only while they
/// can be no older than what the server has published, and never the reason a vote is refused.
@Suite(.enabled(if: PostgresServer.isAvailable, "\(PostgresServer.missingMessage)"), .onResponsiveThreads)
struct PostgresReadAheadTests {
    /// A pooled store (this host) on a new database, and the database's URL (for another host).
    private static func store() async throws -> (PostgresPooledStore, PostgresURL) {
        try await blocking {
            let server = try PostgresServer.shared.get()
            let url = try PostgresURL(server.url(database: server.makeDatabaseNamed()), environment: { _ in nil })
            return (try PostgresPooledStore(url: url, maximumConnections: 3), url)
        }
    }

    private static func votes(_ standings: Standings) -> [String] {
        standings.entries.map { "\($0.pet.name) \($0.votes)" }
    }

    @Test("a batch leaves the totals it proved its commit with; a pet another host added since is voted for at once")
    func petAddedElsewhere() async throws {
        let (store, url) = try await Self.store()
        let running = Task.onResponsiveThreads { try await store.run() }
        defer { running.cancel() }

        _ = try await store.cast([Ballot(pet: "Cat", count: 2)], source: "test", lockWait: .seconds(10))
        let readAhead = try #require(store.readAhead.withLock { $0 }, "no totals were read after the commit")
        #expect(readAhead.rows.map { "\($0.name) \($0.votes)" } == ["Cat 2", "Goldfish 0", "Dog 0"])

        try await blocking { _ = try PostgresVoteStore(url: url).addPet(named: "Hamster") }
        // As if the next batch followed at once, before any reread of the standings.
        store.readAhead.withLock { $0 = TallyReadAhead(rows: readAhead.rows, readAt: .now) }
        let batch = try await store.cast([Ballot(pet: "Hamster")], source: "test", lockWait: .seconds(10))
        #expect(try batch.outcomes.first?.get().votes == 1)
        #expect(Self.votes(batch.standings) == ["Cat 2", "Hamster 1", "Goldfish 0", "Dog 0"])
        // A pet no host has is still refused.
        let unknown = try await store.cast([Ballot(pet: "Unicorn")], source: "test", lockWait: .seconds(10))
        #expect(throws: VoteStoreError.self) { try unknown.outcomes.first?.get() }
    }

    @Test("a batch whose write committed is answered when the server refuses the read that proves it")
    func aRefusedProofStillAnswersTheCommit() async throws {
        let (server, database, role) = try await blocking {
            let server = try PostgresServer.shared.get()
            let role = "voter_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "_").prefix(12)
            let database = try server.makeDatabaseNamed()
            try server.psql(
                "CREATE ROLE \(role) LOGIN; ALTER DATABASE \(database) OWNER TO \(role)",
                database: database
            )
            return (server, database, String(role))
        }
        let store = try await blocking {
            try PostgresPooledStore(
                url: PostgresURL(server.url(database: database, user: role), environment: { _ in nil }),
                maximumConnections: 3
            )
        }
        let running = Task.onResponsiveThreads { try await store.run() }
        defer { running.cancel() }

        _ = try await store.cast([Ballot(pet: "Cat")], source: "test", lockWait: .seconds(10))
        let readAhead = try #require(store.readAhead.withLock { $0 }, "no totals were read after the commit")
        // The totals can no longer be read; the write needs no read of them when it follows at
        // once, with the totals read ahead.
        try await blocking { try server.psql("REVOKE SELECT ON petvote.tally FROM \(role)", database: database) }
        store.readAhead.withLock { $0 = TallyReadAhead(rows: readAhead.rows, readAt: .now) }
        let batch = try await store.cast(
            [Ballot(pet: "Cat"), Ballot(pet: "Dog")],
            source: "test",
            lockWait: .seconds(10)
        )
        #expect(try batch.outcomes.map { try $0.get().votes } == [2, 1])
        let stored = try await blocking {
            try server.query("SELECT sum(votes) FROM petvote.tally_slot", database: database)
        }
        #expect(stored == "3")
    }

    @Test("a batch's standings are never older than standings the store read before it")
    func neverOlderThanARead() async throws {
        let (store, url) = try await Self.store()
        let running = Task.onResponsiveThreads { try await store.run() }
        defer { running.cancel() }

        _ = try await store.cast([Ballot(pet: "Cat")], source: "test", lockWait: .seconds(10))
        let readAhead = try #require(store.readAhead.withLock { $0 })
        try await blocking { _ = try PostgresVoteStore(url: url).cast([Ballot(pet: "Dog", count: 5)]) }
        // Totals read before the other host's commit, still fresh; then the server rereads the
        // standings (as it does when it hears another host's commit) and publishes them.
        store.readAhead.withLock { $0 = TallyReadAhead(rows: readAhead.rows, readAt: .now) }
        let published = try await store.standings()
        #expect(Self.votes(published) == ["Dog 5", "Cat 1", "Goldfish 0"])

        let batch = try await store.cast([Ballot(pet: "Cat")], source: "test", lockWait: .seconds(10))
        #expect(Self.votes(batch.standings) == ["Dog 5", "Cat 2", "Goldfish 0"])
        #expect(try batch.outcomes.first?.get().rank == 2)
    }
}
