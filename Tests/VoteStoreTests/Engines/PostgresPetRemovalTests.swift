import Foundation
import TestSupport
import Testing
import VoteCore
import VoteEngines

@testable import VotePostgres

/// A batch that waits for its writer slot while another session removes a pet (an
/// administrator's removal holds every slot): once the removal commits, the batch reads the pets
/// again, so the removed pet's ballot is refused alone and the others are counted, on votesrv's
/// pooled store and on votectl's blocking one.
@Suite(.enabled(if: PostgresServer.isAvailable, "\(PostgresServer.missingMessage)"), .onResponsiveThreads)
struct PostgresPetRemovalTests {
    private static let server = Result { try PostgresServer.makePrivate() }

    /// The two ways a batch reaches PostgreSQL.
    enum Way: String, CaseIterable, Sendable {
        case pooled
        case blocking
    }

    @Test(
        "a pet removed while a batch waits for its slot: its ballot is refused alone, the others counted",
        arguments: Way.allCases
    )
    func petRemovedWhileWaiting(way: Way) async throws {
        let server = try await blocking { try Self.server.get() }
        let name = try await blocking { try server.makeDatabaseNamed() }
        let url = server.url(database: name)
        // The schema, with the sample's pets.
        try await blocking { _ = try StoreEngine.postgres.open(url) }
        let sessions: @Sendable (String) async throws -> Bool = { condition in
            try await blocking { try server.hasOneSession(where: condition, database: name) }
        }
        // A gate the removal waits behind until the batch waits for its slot.
        let gate = try server.startPsql("SELECT pg_advisory_lock(4242); SELECT pg_sleep(60);", database: name)
        defer { _ = gate.killNow() }
        let gateShut = try await poll(for: .seconds(30)) {
            try await sessions("query LIKE '%pg_sleep(60)%' AND state = 'active'")
        }
        try #require(gateShut != nil, "the gate never took its lock")
        // Goldfish removed as an administrator's removal does it: every writer slot held first,
        // the pet deleted once the gate opens.
        let removal = try server.startPsql(
            """
            BEGIN; SELECT slot FROM petvote.writer_slot ORDER BY slot FOR UPDATE;
            SELECT pg_advisory_lock(4242); DELETE FROM petvote.pet WHERE name = 'Goldfish'; COMMIT;
            """,
            database: name
        )
        defer { _ = removal.killNow() }
        let removing = try await poll(for: .seconds(30)) {
            try await sessions("query LIKE '%pg_advisory_lock(4242); DELETE%' AND wait_event_type = 'Lock'")
        }
        try #require(removing != nil, "the removal never waited at the gate")

        let ballots = [Ballot(pet: "Goldfish"), Ballot(pet: "Cat")]
        let casting: Task<BallotBatch, any Error>
        let pooled: (store: PostgresPooledStore, running: Task<Void, any Error>)?
        switch way {
        case .pooled:
            let store = try await blocking {
                try PostgresPooledStore(url: PostgresURL(url, environment: { _ in nil }), maximumConnections: 3)
            }
            pooled = (store, Task.onResponsiveThreads { try await store.run() })
            casting = Task.onResponsiveThreads { try await store.cast(ballots, source: "test", lockWait: .seconds(60)) }
        case .blocking:
            pooled = nil
            casting = Task.onResponsiveThreads {
                try await blocking { try StoreEngine.postgres.open(url).cast(ballots, source: "test") }
            }
        }
        defer { pooled?.running.cancel() }
        let waiting = try await poll(for: .seconds(30)) {
            try await sessions("query LIKE 'SELECT slot FROM writer_slot WHERE slot =%' AND wait_event_type = 'Lock'")
        }
        #expect(waiting != nil, "the batch never waited for its slot")
        try await blocking { try server.terminateSessions(where: "query LIKE '%pg_sleep(60)%'", database: name) }

        let batch = try await casting.value
        guard case .failure(.unknownPet)? = batch.outcomes.first else {
            Issue.record("the removed pet's ballot was not refused alone: \(batch.outcomes)")
            return
        }
        #expect(try batch.outcomes.last?.get().votes == 1)
        let standings = try await blocking { try StoreEngine.postgres.open(url).standings() }
        #expect(standings.entries.map { "\($0.pet.name) \($0.votes)" } == ["Cat 1", "Dog 0"])
    }
}
