import Foundation
import TestSupport
import Testing
import VoteCore

@testable import VotePostgres

/// votesrv's batches on PostgreSQL through the pool, whose write is a statement of its own taking
/// a free writer slot: counted and ranked as a transaction's, an id another session stores
/// meanwhile answered as a replay, and run as a transaction instead when no slot is free.
@Suite(.enabled(if: PostgresServer.isAvailable, "\(PostgresServer.missingMessage)"), .onResponsiveThreads)
struct PostgresFreeSlotBatchTests {
    private static let server = Result { try PostgresServer.makePrivate() }

    /// A pooled store on a fresh database, running, and the database's name.
    private static func runningStore() async throws -> (PostgresPooledStore, String, Task<Void, any Error>) {
        let (store, name) = try await blocking {
            let server = try Self.server.get()
            let name = try server.makeDatabaseNamed()
            let url = try PostgresURL(server.url(database: name), environment: { _ in nil })
            return (try PostgresPooledStore(url: url, maximumConnections: 3), name)
        }
        return (store, name, Task.onResponsiveThreads { try await store.run() })
    }

    @Test("a batch without ids gets a serial execution's receipts and is stored in the tallies and the hours")
    func receiptsAndTallies() async throws {
        let (store, name, running) = try await Self.runningStore()
        defer { running.cancel() }

        let ballots = [Ballot(pet: "Dog"), Ballot(pet: "Cat", count: 2), Ballot(pet: "Dog"), Ballot(pet: "Eel")]
        let batch = try await store.cast(ballots, source: "test", lockWait: .seconds(10))
        #expect(try batch.outcomes.prefix(3).map { try $0.get().votes } == [1, 2, 2])
        #expect(try batch.outcomes.prefix(3).map { try $0.get().rank } == [1, 1, 1])
        #expect(try batch.outcomes.prefix(3).map { try $0.get().isTied } == [false, false, true])
        guard case .failure(.unknownPet)? = batch.outcomes.last else {
            Issue.record("a ballot for a pet that does not exist was not refused alone: \(batch.outcomes)")
            return
        }
        #expect(batch.standings.entries.map { "\($0.pet.name) \($0.votes)" } == ["Cat 2", "Dog 2", "Goldfish 0"])

        let stored = try await blocking {
            try Self.server.get()
                .query(
                    """
                    SELECT (SELECT sum(count) FROM petvote.vote), (SELECT sum(votes) FROM petvote.tally),
                           (SELECT sum(votes) FROM petvote.hourly_tally),
                           (SELECT count(DISTINCT slot) FROM petvote.tally_slot WHERE votes > 0)
                    """,
                    database: name
                )
        }
        // Vote rows, tallies and hours all hold the four votes, in one writer slot.
        #expect(stored == "4|4|4|1")
    }

    @Test(
        "with every writer slot held elsewhere, a batch without ids waits for its slot as a transaction and counts once"
    )
    func everySlotHeld() async throws {
        let (store, name, running) = try await Self.runningStore()
        defer { running.cancel() }
        let server = try Self.server.get()
        // Another session takes every slot, as a pet's removal does, and keeps them.
        let holder = try server.startPsql(
            "BEGIN; SELECT slot FROM petvote.writer_slot FOR UPDATE; SELECT pg_sleep(60); COMMIT;",
            database: name
        )
        defer { _ = holder.killNow() }
        let sessionWaiting: @Sendable (String) async throws -> Bool = { condition in
            try await blocking { try server.hasOneSession(where: condition, database: name) }
        }
        let holding = try await poll(for: .seconds(30)) {
            try await sessionWaiting("query LIKE '%pg_sleep(60)%' AND state = 'active'")
        }
        try #require(holding != nil, "the other session never took the slots")

        let casting = Task.onResponsiveThreads {
            try await store.cast([Ballot(pet: "Cat")], source: "test", lockWait: .seconds(60))
        }
        let waiting = try await poll(for: .seconds(30)) {
            try await sessionWaiting("application_name = 'votesrv' AND wait_event_type = 'Lock'")
        }
        #expect(waiting != nil, "the batch never waited for a slot")
        try await blocking { try server.terminateSessions(where: "query LIKE '%pg_sleep(60)%'", database: name) }

        let receipt = try await casting.value.outcomes.first?.get()
        #expect(receipt?.votes == 1)
        #expect(try await store.standings().entries.first.map { "\($0.pet.name) \($0.votes)" } == "Cat 1")
    }

    @Test("a ballot id another session stores while a batch runs is answered as that ballot's replay, counted once")
    func ballotStoredElsewhereMeanwhile() async throws {
        let (store, running, batch) = try await Self.castBesideAForeignBallot(
            [Ballot(pet: "Cat", count: 1, id: "x"), Ballot(pet: "Dog", count: 2, id: "y")]
        )
        defer { running.cancel() }
        guard case .success(let replayed) = batch.outcomes[0], case .success(let counted) = batch.outcomes[1] else {
            Issue.record("\(batch.outcomes)")
            return
        }
        #expect(replayed.isReplay && replayed.pet.name == "Cat")
        #expect(!counted.isReplay && counted.votes == 2)
        let votes = try await store.standings().entries.map { "\($0.pet.name) \($0.votes)" }
        #expect(votes == ["Dog 2", "Cat 1", "Goldfish 0"])
    }

    @Test(
        "a ballot id another session stores for another pet while a batch runs is refused as reused, and counted as stored"
    )
    func ballotIDReusedElsewhereMeanwhile() async throws {
        let (store, running, batch) = try await Self.castBesideAForeignBallot([
            Ballot(pet: "Dog", count: 2, id: "x"), Ballot(pet: "Goldfish", count: 1),
            Ballot(pet: "Dog", count: 2, id: "x"),
        ])
        defer { running.cancel() }
        for index in [0, 2] {
            guard case .failure(.ballotReused(id: "x", pet: "Cat", count: 1)) = batch.outcomes[index] else {
                Issue.record("ballot \(index): \(batch.outcomes[index])")
                continue
            }
        }
        let stored = try await store.standings()
        let votes = { (standings: Standings) in standings.entries.map { "\($0.pet.name) \($0.votes)" } }
        #expect(votes(batch.standings) == votes(stored))
        #expect(stored.totalVotes == 2)
    }

    @Test(
        "a ballot id another session stores for another pet while a batch runs: the batch's other receipts count it first, as stored"
    )
    func receiptsCountTheForeignBallotFirst() async throws {
        let (store, running, batch) = try await Self.castBesideAForeignBallot([
            Ballot(pet: "Dog", count: 2, id: "x"), Ballot(pet: "Dog", id: "y"),
        ])
        defer { running.cancel() }
        // Cat's vote first: "y" makes Dog 1, tied first with Cat (drafted, it said Dog 3, first alone).
        let counted = try batch.outcomes[1].get()
        #expect("\(counted.votes) #\(counted.rank) tied: \(counted.isTied)" == "1 #1 tied: true")
        let replayed = try await store.cast([Ballot(pet: "Dog", id: "y")], source: "test", lockWait: .seconds(10))
        let replay = try replayed.outcomes[0].get()
        #expect(replay.isReplay)
        #expect("\(replay.votes) #\(replay.rank) tied: \(replay.isTied)" == "1 #1 tied: true")
    }

    @Test(
        "a ballot id another session stores for a pet it creates while a batch runs: the pet is in the batch's standings"
    )
    func foreignBallotForANewPet() async throws {
        let (store, running, batch) = try await Self.castBesideAForeignBallot(
            [Ballot(pet: "Dog", count: 2, id: "x")],
            newPet: "eel"
        )
        defer { running.cancel() }
        guard case .failure(.ballotReused(id: "x", pet: "eel", count: 1)) = batch.outcomes[0] else {
            Issue.record("the id stored for the new pet was not refused as reused: \(batch.outcomes)")
            return
        }
        let votes = { (standings: Standings) in standings.entries.map { "\($0.pet.name) \($0.votes)" } }
        #expect(votes(batch.standings) == ["eel 1", "Cat 0", "Goldfish 0", "Dog 0"])
        #expect(votes(batch.standings) == votes(try await store.standings()))
    }

    /// Casts `ballots` on a running store of a new database while another host's transaction has
    /// stored ballot "x" for Cat, or for a pet `newPet` it created, 1 vote, and commits only once
    /// the batch waits for it (``ForeignBallot``); the caller cancels the store's task.
    private static func castBesideAForeignBallot(
        _ ballots: [Ballot],
        newPet: String? = nil
    ) async throws -> (store: PostgresPooledStore, running: Task<Void, any Error>, batch: BallotBatch) {
        let (store, name, running) = try await Self.runningStore()
        do {
            let server = try Self.server.get()
            let other = try await blocking { try ForeignBallot(on: server, database: name, newPet: newPet) }
            let open = try await poll(for: .seconds(30)) { try await blocking { try other.isOpen() } }
            try #require(open != nil, "the other transaction never started")
            async let committed = blocking { try other.commitOnceABatchWaits() }
            let batch = try await store.cast(ballots, source: "test", lockWait: .seconds(30))
            #expect(try await committed, "the batch never waited for the other transaction, or it did not commit")
            return (store, running, batch)
        } catch {
            running.cancel()
            throw error
        }
    }
}
