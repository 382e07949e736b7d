import Foundation
import Synchronization
import TestSupport
import Testing
import VoteCore

@testable import VotePostgres

/// votesrv's store on PostgresNIO's pool against a real server offering TLS with a certificate of
/// the test's own CA: its sessions use what `sslmode` asks for, and a batch cast through it
/// counts, replays and ranks as the blocking store's do.
@Suite(.enabled(if: PostgresServer.isAvailable, "\(PostgresServer.missingMessage)"), .onResponsiveThreads)
struct PostgresPooledStoreTests {
    private static let server = Result {
        try PostgresServer.makePrivate(tcp: .init(tls: true, rules: ["host all postgres 127.0.0.1/32 trust"]))
    }

    @Test(
        "the pool's sessions are encrypted as sslmode asks, and a batch cast through it is counted once",
        arguments: ["sslmode=verify-full&sslrootcert=CA", "sslmode=require", "sslmode=prefer"]
    )
    func castOverTLS(_ query: String) async throws {
        let home = try TemporaryDirectory()
        let homePath = home.url.path
        let (server, database, store) = try await blocking {
            let server = try Self.server.get()
            let ca = try #require(server.certificates).caFile
            let database = try server.makeDatabaseNamed()
            let sslQuery = query.replacingOccurrences(of: "CA", with: ca)
            let url = try PostgresURL(
                server.tcpURL(database: database, host: "localhost", query: sslQuery),
                environment: { $0 == "HOME" ? homePath : nil }
            )
            return (server, database, try PostgresPooledStore(url: url, maximumConnections: 4))
        }
        let running = Task.onResponsiveThreads { try await store.run() }
        defer { running.cancel() }

        let ballots = [
            Ballot(pet: "Cat", count: 2, id: "b-1"), Ballot(pet: "Dog"), Ballot(pet: "Cat", count: 2, id: "b-1"),
        ]
        let batch = try await store.cast(ballots, source: "test", lockWait: .seconds(10))
        let receipts = try batch.outcomes.map { try $0.get() }
        #expect(receipts.map(\.votes) == [2, 1, 2])
        #expect(receipts.map(\.rank) == [1, 2, 1])
        #expect(receipts.map(\.isReplay) == [false, false, true])
        let again = try await store.cast(
            [Ballot(pet: "Cat", count: 2, id: "b-1")],
            source: "test",
            lockWait: .seconds(10)
        )
        #expect(try again.outcomes.first?.get().isReplay == true)
        let votes = try await store.standings().entries.map { "\($0.pet.name) \($0.votes)" }
        #expect(votes == ["Cat 2", "Dog 1", "Goldfish 0"])

        // Asked over a connection of the test's own, which the pool's do not count.
        let encrypted = try await blocking {
            let observer = try BlockingConnection(
                url: PostgresURL(server.tcpURL(database: database, query: "sslmode=disable"), environment: { _ in nil })
            )
            return try observer.scalar(
                Bool.self,
                """
                SELECT bool_and(ssl) FROM pg_stat_ssl JOIN pg_stat_activity USING (pid)
                WHERE application_name = 'votesrv' AND datname = current_database()
                """
            )
        }
        #expect(encrypted == true, "a pooled session without TLS")
    }

    @Test("ballot ids are compared byte for byte: a composed and a decomposed é in one batch are two ballots")
    func canonicallyEquivalentIDsAreTwoBallots() async throws {
        let store = try await Self.threeConnectionStore()
        let running = Task.onResponsiveThreads { try await store.run() }
        defer { running.cancel() }
        let batch = try await store.cast(
            [Ballot(pet: "Cat", id: "caf\u{E9}"), Ballot(pet: "Dog", count: 2, id: "cafe\u{301}")],
            source: "test",
            lockWait: .seconds(10)
        )
        #expect(try batch.outcomes.map { try $0.get().isReplay } == [false, false])
        let votes = try await store.standings().entries.map { "\($0.pet.name) \($0.votes)" }
        #expect(votes == ["Dog 2", "Cat 1", "Goldfish 0"])
    }

    @Test("commits in quick succession are announced to another store, the last one included")
    func pacedAnnouncements() async throws {
        let (writer, listener) = try await blocking {
            let server = try Self.server.get()
            let url = try PostgresURL(
                server.tcpURL(database: server.makeDatabaseNamed(), query: "sslmode=disable"),
                environment: { _ in nil }
            )
            let writer = try PostgresPooledStore(url: url, maximumConnections: 3)
            return (writer, try PostgresPooledStore(url: url, maximumConnections: 3))
        }
        let running = [
            Task.onResponsiveThreads { try await writer.run() }, Task.onResponsiveThreads { try await listener.run() },
        ]
        defer {
            for task in running { task.cancel() }
        }

        // Its LISTEN in place counts one.
        #expect(try await poll(for: .seconds(30)) { try await listener.foreignCommitCount() >= 1 } != nil)
        let before = try await listener.foreignCommitCount()
        // Paced far apart, so that the second commit surely returns within the interval of the
        // first: it is announced apart, once the interval is over.
        writer.pacing.withLock { $0 = AnnouncementPacing(interval: .seconds(3)) }
        for _ in 0..<2 {
            _ = try await writer.cast([Ballot(pet: "Cat")], source: "test", lockWait: .seconds(10))
        }
        let heard = try await poll(for: .seconds(30)) { try await listener.foreignCommitCount() >= before + 2 }
        #expect(heard != nil, "the second commit was never announced")
    }

    /// A pooled store of three connections (the listener's, the writer's, one more) on a fresh database.
    private static func threeConnectionStore() async throws -> PostgresPooledStore {
        try await blocking {
            let server = try Self.server.get()
            let url = try PostgresURL(
                server.tcpURL(database: server.makeDatabaseNamed(), query: "sslmode=disable"),
                environment: { _ in nil }
            )
            return try PostgresPooledStore(url: url, maximumConnections: 3)
        }
    }

    @Test("a cast that finds every pooled connection in use gives up as busy, not as an unreachable server")
    func everyConnectionInUse() async throws {
        let store = try await Self.threeConnectionStore()
        let running = Task.onResponsiveThreads { try await store.run() }
        defer { running.cancel() }
        // The listener holds one connection; two readers that do not let go hold the others.
        let hold = HeldReaders()
        let readers = (0..<2)
            .map { _ in
                Task.onResponsiveThreads {
                    try await store.withPooledConnection { _ in
                        hold.holding.withLock { $0 += 1 }
                        _ = await poll(for: .seconds(60)) { () async in hold.released.withLock { $0 } }
                    }
                }
            }
        defer { hold.released.withLock { $0 = true } }
        try #require(await poll(for: .seconds(30)) { () async in hold.holding.withLock { $0 } == 2 } != nil)
        for wait in [Duration.milliseconds(200), .seconds(2)] {
            await #expect(throws: VoteStoreError.busy(path: store.displayName), "waiting \(wait)") {
                try await store.cast([Ballot(pet: "Cat")], source: "test", lockWait: wait)
            }
        }
        hold.released.withLock { $0 = true }
        for reader in readers { try await reader.value }
        #expect(try await store.cast([Ballot(pet: "Cat")], source: "test", lockWait: .seconds(10)).outcomes.count == 1)
    }

    @Test(
        "readers and administrators' changes cannot take the writer's connection: past their share they wait, then are busy"
    )
    func readersLeaveTheWriterItsConnection() async throws {
        let store = try await Self.threeConnectionStore()
        let running = Task.onResponsiveThreads { try await store.run() }
        defer { running.cancel() }
        // The pool opens its connections once it runs, which a loaded machine can take seconds
        // to do: the reader below must find its connection there, not time out waiting for it.
        let poolIsUp = await poll(for: .seconds(30)) { () async in
            (try? await store.withDatabase(lockWait: .zero) { _ in }) != nil
        }
        try #require(poolIsUp != nil)
        // Three connections: the listener's, the writer's, and one reader's.
        let hold = HeldReaders()
        let reader = Task.onResponsiveThreads {
            try await store.withDatabase(lockWait: .zero) { _ in
                hold.holding.withLock { $0 += 1 }
                _ = poll(for: .seconds(60)) { hold.released.withLock { $0 } }
            }
        }
        defer { hold.released.withLock { $0 = true } }
        try #require(await poll(for: .seconds(30)) { () async in hold.holding.withLock { $0 } == 1 } != nil)
        await #expect(throws: VoteStoreError.busy(path: store.displayName)) {
            try await store.withDatabase(lockWait: .zero) { _ in }
        }
        #expect(try await store.cast([Ballot(pet: "Cat")], source: "test", lockWait: .seconds(10)).outcomes.count == 1)
        hold.released.withLock { $0 = true }
        try await reader.value
        #expect(try await store.withDatabase(lockWait: .zero) { try $0.standings().totalVotes } == 1)
    }

    @Test("a listener whose connection hears nothing any more is found deaf and listens again on another")
    func deafListener() async throws {
        let server = try await blocking { try Self.server.get() }
        let name = try await blocking { try server.makeDatabaseNamed() }
        let (writer, listener) = try await blocking {
            let url = { (application: String) in
                try PostgresURL(
                    server.tcpURL(database: name, query: "sslmode=disable&application_name=\(application)"),
                    environment: { _ in nil }
                )
            }
            return (
                try PostgresPooledStore(url: url("writer"), maximumConnections: 3),
                try PostgresPooledStore(url: url("deaf"), maximumConnections: 3)
            )
        }
        let running = [
            Task.onResponsiveThreads { try await writer.run() }, Task.onResponsiveThreads { try await listener.run() },
        ]
        defer {
            for task in running { task.cancel() }
        }
        #expect(try await poll(for: .seconds(30)) { try await listener.foreignCommitCount() >= 1 } != nil)
        // The server process behind the listener stops: its connection stays open, silent.
        let listening = "application_name = 'deaf' AND query LIKE 'LISTEN%'"
        let pid = try await blocking {
            try server.query("SELECT pid FROM pg_stat_activity WHERE \(listening)", database: name)
        }
        let process = try #require(pid_t(pid), "no listening session: \(pid)")
        kill(process, SIGSTOP)
        defer { kill(process, SIGCONT) }
        let before = try await listener.foreignCommitCount()
        let relistened = try await poll(for: PostgresPooledStore.listenerCheckInterval * 6) {
            try await listener.foreignCommitCount() > before
        }
        try #require(relistened != nil, "the deaf listener was never replaced")
        // The new connection hears the other store's commits.
        let heard = try await poll(for: .seconds(30)) {
            let count = try await listener.foreignCommitCount()
            _ = try await writer.cast([Ballot(pet: "Cat")], source: "test", lockWait: .seconds(10))
            return try await poll(for: .seconds(2)) { try await listener.foreignCommitCount() > count } != nil
        }
        #expect(heard != nil, "the listener heard no commit on its new connection")
    }

    /// An outage after which PostgresNIO's pool, left alone, would next try to connect several
    /// seconds after the server is back (its backoff grows 1.25× per failed attempt).
    private static let longOutage: Duration = .seconds(30)

    @Test("after a long outage a cast succeeds within 5 s of the server's return, the pool's backoff notwithstanding")
    func longOutage() async throws {
        let (cluster, store) = try await blocking {
            let cluster = try PostgresServer.makePrivate()
            let url = try PostgresURL(cluster.makeDatabase(), environment: { _ in nil })
            return (cluster, try PostgresPooledStore(url: url, maximumConnections: 3))
        }
        let running = Task.onResponsiveThreads { try await store.run() }
        do {
            try await Self.castAcrossALongOutage(of: cluster, into: store)
        } catch {
            running.cancel()
            try await blocking { cluster.stopAndRemove() }
            throw error
        }
        running.cancel()
        try await blocking { cluster.stopAndRemove() }
    }

    private static func castAcrossALongOutage(of cluster: PostgresServer, into store: PostgresPooledStore) async throws
    {
        _ = try await store.cast([Ballot(pet: "Cat")], source: "test", lockWait: .seconds(10))
        try await blocking { try cluster.stopImmediately() }
        // Asked for the standings meanwhile, as votesrv's writer asks while the database is away.
        let stopped = ContinuousClock.now
        while ContinuousClock.now - stopped < Self.longOutage {
            _ = try? await store.standings()
            try await Task.sleep(for: .milliseconds(200))
        }
        try await blocking { try cluster.start() }
        let back = await poll(for: .seconds(5)) {
            (try? await store.cast([Ballot(pet: "Cat")], source: "test", lockWait: .seconds(1))) != nil
        }
        #expect(back != nil, "no cast succeeded within 5 s of the server's return")
        #expect(try await store.standings().entries.first.map { "\($0.pet.name) \($0.votes)" } == "Cat 2")
    }

    @Test(
        "sessions commit durably where the database turned synchronous_commit off, and keep any other choice",
        arguments: zip(["off", "local"], ["on", "local"])
    )
    func durableCommits(configured: String, expected: String) async throws {
        let show = "SELECT current_setting('synchronous_commit')"
        let (blockingSetting, pooled) = try await blocking {
            let server = try Self.server.get()
            let database = try server.makeDatabaseNamed()
            let configure = "ALTER DATABASE \(database) SET synchronous_commit = \(configured)"
            _ = try server.query(configure, database: database)
            let url = try PostgresURL(
                server.tcpURL(database: database, query: "sslmode=disable"),
                environment: { _ in nil }
            )
            let setting = try PostgresVoteStore(url: url).connection.scalar(String.self, show)
            return (setting, try PostgresPooledStore(url: url, maximumConnections: 3))
        }
        let running = Task.onResponsiveThreads { try await pooled.run() }
        defer { running.cancel() }
        #expect(blockingSetting == expected, "votectl's session")
        #expect(await Self.setting(show, of: pooled) == expected, "votesrv's pooled session")
    }

    @Test("a pool's sessions wait for a lock as long as told (votesrv's write timeout), up to votectl's 10 s")
    func lockTimeouts() async throws {
        let show = "SELECT current_setting('lock_timeout')"
        let (blockingSetting, pooled, capped) = try await blocking {
            let server = try Self.server.get()
            let database = try server.makeDatabaseNamed()
            let url = try PostgresURL(
                server.tcpURL(database: database, query: "sslmode=disable"),
                environment: { _ in nil }
            )
            let setting = try PostgresVoteStore(url: url).connection.scalar(String.self, show)
            return (
                setting,
                try PostgresPooledStore(url: url, maximumConnections: 3, lockTimeout: .milliseconds(2_500)),
                try PostgresPooledStore(url: url, maximumConnections: 3, lockTimeout: .seconds(60))
            )
        }
        let running = Task.onResponsiveThreads { try await pooled.run() }
        defer { running.cancel() }
        let runningCapped = Task.onResponsiveThreads { try await capped.run() }
        defer { runningCapped.cancel() }
        #expect(blockingSetting == "10s", "votectl's session")
        #expect(await Self.setting(show, of: pooled) == "2500ms", "votesrv's pooled session")
        #expect(await Self.setting(show, of: capped) == "10s", "a longer write timeout's pooled session")
    }

    /// The answer to `query` on one of `pooled`'s connections, asked until the pool has its first
    /// connections (a loaded machine can take seconds).
    private static func setting(_ query: String, of pooled: PostgresPooledStore) async -> String? {
        var setting: String?
        await poll(for: .seconds(30)) {
            setting =
                (try? await pooled.withDatabase(lockWait: .seconds(5)) { store in
                    try (store as? PostgresVoteStore)?.connection.scalar(String.self, query)
                }) ?? nil
            return setting != nil
        }
        return setting
    }

    /// Turned off once votesrv runs, durability stays on for the connections its pool opens since.
    @Test func durableCommitsOutlastALaterChange() async throws {
        let show = "SELECT current_setting('synchronous_commit')"
        let pooled = try await blocking {
            let server = try Self.server.get()
            let database = try server.makeDatabaseNamed()
            let url = try PostgresURL(
                server.tcpURL(database: database, query: "sslmode=disable"),
                environment: { _ in nil }
            )
            let pooled = try PostgresPooledStore(url: url, maximumConnections: 3)
            _ = try server.query("ALTER DATABASE \(database) SET synchronous_commit = off", database: database)
            return pooled
        }
        let running = Task.onResponsiveThreads { try await pooled.run() }
        defer { running.cancel() }
        #expect(await Self.setting(show, of: pooled) == "on")
    }
}

/// How many readers hold a pooled connection, and whether they may let go.
private final class HeldReaders: Sendable {
    let holding = Mutex(0)
    let released = Mutex(false)
}
