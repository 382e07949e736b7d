import Foundation
import TestSupport
import Testing
import VoteCore
import VoteEngines

#if canImport(Glibc)
import Glibc
#endif

extension Reliability {
    /// Several votesrv hosts on one PostgreSQL, through what happens to a database in production:
    /// a restart, a host that stops in the middle of a transaction, commits that are slow to
    /// become durable.
    @Suite(
        "votesrv hosts on one PostgreSQL: restarts, a frozen host, slow commits",
        .enabled(if: PostgresServer.isAvailable, "\(PostgresServer.missingMessage)")
    )
    struct HostsOnPostgresTests {
        enum Restart: String, CaseIterable, Sendable {
            case immediate, fast
        }

        @Test(
            "after a PostgreSQL restart every host takes votes again within 5 s, unready while it cannot; acknowledged votes stay and retries count once",
            arguments: Restart.allCases
        )
        func restart(_ restart: Restart) throws {
            let scratch = try TemporaryDirectory("pg-restart")
            let cluster = try PostgresServer.makePrivate()
            defer { cluster.stopAndRemove() }
            let name = try cluster.makeDatabaseNamed()
            let database = cluster.url(database: name)
            let hosts = [
                try VotesrvProcess(database: database, in: scratch),
                try VotesrvProcess(database: database, in: scratch),
            ]
            let load = HostLoad(hosts: hosts, clientsPerHost: 2)
            #expect(poll(for: .seconds(30)) { load.acknowledgedCount >= 200 } != nil, "the hosts took no votes")

            let stopping = load.elapsed
            switch restart {
            case .immediate: try cluster.stopImmediately()
            case .fast: try cluster.stopFast()
            }
            let stopped = load.elapsed
            // Readiness fails on every host (a load balancer takes them out). How soon, and how
            // soon votes come back, is measured by Benchmarks/scripts/pg-restart.sh: the deadlines
            // here only bound the wait.
            for host in hosts {
                let unready = poll(for: .seconds(30)) { (try? host.get("/readyz").status) == 503 }
                #expect(unready != nil, "host \(host.port) stayed ready with the database down")
            }
            // Down long enough for each host to have asked the server why it cannot connect.
            for host in hosts {
                let logged = poll(for: .seconds(30)) { host.child.errorsSoFar.contains("The database is out of reach") }
                #expect(logged != nil, "host \(host.port) logged no outage:\n\(host.child.errorsSoFar.suffix(4_000))")
            }
            try cluster.start()
            let restarted = load.elapsed
            let acknowledgedBefore = load.acknowledgedCount
            // Every host takes a vote again, without a restart of votesrv.
            var probes: [String] = []
            for (index, host) in hosts.enumerated() {
                let back = poll(for: .seconds(30)) {
                    let ballot = "probe-\(index)-\(probes.count)"
                    probes.append(ballot)
                    return (try? host.vote(for: "Dog", ballot: ballot).get().status) == 201
                }
                #expect(back != nil, "host \(host.port) took no vote after the database's return")
                #expect(poll(for: .seconds(30)) { (try? host.get("/readyz").status) == 200 } != nil)
            }
            #expect(poll(for: .seconds(30)) { load.acknowledgedCount >= acknowledgedBefore + 100 } != nil)
            load.stop()
            // One outage: one line when it began, with the reason the server gave, one when it ended.
            for host in hosts {
                let log = host.child.errorsSoFar
                for line in ["The database is out of reach: ", "The database is reached again"] {
                    #expect(log.components(separatedBy: line).count == 2, "host \(host.port):\n\(log.suffix(4_000))")
                }
            }

            // Every ballot sent is retried until it is acknowledged: one whose commit went
            // through before its connection broke is answered as a replay, so nothing counts twice.
            func acknowledge(_ ballots: some Sequence<String>, for pet: String) {
                for ballot in ballots {
                    let stored = poll(for: .seconds(10)) {
                        (try? hosts[0].vote(for: pet, ballot: ballot).get().status) == 201
                    }
                    #expect(stored != nil, "ballot \(ballot) was never acknowledged")
                }
            }
            acknowledge(load.sent.subtracting(load.acknowledged), for: "Cat")
            acknowledge(probes, for: "Dog")
            let store = try DatabaseName(database, environment: { _ in nil }).open()
            let votes = Dictionary(uniqueKeysWithValues: try store.standings().entries.map { ($0.pet.name, $0.votes) })
            #expect(votes["Cat"] == load.sent.count, "every ballot counted once")
            if votes["Cat"] != load.sent.count {
                // Which ballots the database lacks, what their hosts answered them and when.
                let stored = try cluster.query(
                    "SELECT string_agg(external_id, ' ') FROM petvote.vote WHERE external_id NOT LIKE 'probe-%'",
                    database: name
                )
                let missing = load.sent.subtracting(stored.split(separator: " ").map(String.init)).sorted()
                let answers = missing.map { "\($0): \(load.answers(to: $0).joined(separator: ", "))" }
                Issue.record(
                    """
                    PostgreSQL stopping at \(stopping), stopped at \(stopped), started at \(restarted)
                    \(missing.count) ballots missing:
                    \(answers.joined(separator: "\n"))
                    \(hosts.map { "host \($0.port):\n\($0.child.errorsSoFar.suffix(4_000))" }.joined(separator: "\n"))
                    """
                )
            }
            #expect(votes["Dog"] == probes.count)
            for host in hosts { #expect(host.child.poll() == nil, "host \(host.port) exited") }
        }

        @Test("a vote whose commit is cut short by PostgreSQL stopping is not acknowledged; its retry counts it once")
        func stopDuringCommit() throws {
            let scratch = try TemporaryDirectory("pg-stop-in-commit")
            let cluster = try PostgresServer.makePrivate()
            defer { cluster.stopAndRemove() }
            let name = try cluster.makeDatabaseNamed()
            // Every commit waits 100 ms before its record is flushed: long enough to stop the
            // server in the middle of one.
            try cluster.psql("ALTER SYSTEM SET commit_delay = 100000", database: name)
            try cluster.psql("ALTER SYSTEM SET commit_siblings = 0", database: name)
            try cluster.psql("SELECT pg_reload_conf()", database: name)
            let host = try VotesrvProcess(database: cluster.url(database: name), in: scratch)
            // One client voting one ballot after another, each commit taking 100 ms.
            let load = HostLoad(hosts: [host], clientsPerHost: 1)
            defer { load.stop() }
            let inCommit = try poll(for: .seconds(30)) {
                try cluster.query(
                    """
                    SELECT count(*) FROM pg_stat_activity
                    WHERE datname = '\(name)' AND application_name = 'votesrv' AND state = 'active'
                    AND query LIKE '%INSERT INTO vote%'
                    """,
                    database: name
                ) != "0"
            }
            try #require(inCommit != nil, "no commit of the host was ever seen under way")
            try cluster.stopImmediately()
            load.stop()
            try cluster.start()

            func storedBallots() throws -> [String] {
                try cluster.query("SELECT string_agg(external_id, ' ') FROM petvote.vote", database: name)
                    .split(separator: " ").map(String.init)
            }
            let lost = load.acknowledged.subtracting(try storedBallots())
            #expect(lost.isEmpty, "acknowledged, but never committed: \(lost.sorted())")
            // Each ballot never acknowledged is retried until it is, and counted once.
            for ballot in load.sent.subtracting(load.acknowledged) {
                let retried = poll(for: .seconds(15)) {
                    (try? host.vote(for: "Cat", ballot: ballot).get().status) == 201
                }
                #expect(retried != nil, "the retry of \(ballot) was never acknowledged")
            }
            let stored = try storedBallots()
            #expect(stored.count == load.sent.count && Set(stored) == load.sent, "every ballot sent, stored once")
        }

        @Test("a host stopped inside a transaction holds no other host back; it takes votes again once resumed")
        func frozenHost() throws {
            let scratch = try TemporaryDirectory("pg-frozen")
            let cluster = try PostgresServer.shared.get()
            let name = try cluster.makeDatabaseNamed()
            let database = cluster.url(database: name)
            let token = "frozen-host-token"
            let frozen = try VotesrvProcess(
                database: database,
                in: scratch,
                arguments: VotesrvProcess.adminTokenArguments(token, in: scratch)
            )
            let other = try VotesrvProcess(database: database, in: scratch)
            let load = HostLoad(hosts: [frozen], clientsPerHost: 4)
            defer { load.stop() }
            // A batch of votes is statements that are each their own transaction, so a host
            // stopped between them holds nothing; an administrator's change is a transaction of
            // several statements (adding a pet holds a writer slot through it).
            let additions = PetAdditions(host: frozen.host, port: frozen.port, token: token, prefix: "Frozen")
            defer { additions.stop() }
            // Stop the host until the server shows one of its sessions idle inside a
            // transaction for a while (the other host's transactions last milliseconds).
            var stoppedInTransaction = false
            for _ in 0..<100 where !stoppedInTransaction {
                kill(frozen.child.pid, SIGSTOP)
                stoppedInTransaction =
                    try poll(for: .milliseconds(400)) {
                        let idle = try cluster.query(
                            """
                            SELECT count(*) FROM pg_stat_activity WHERE datname = '\(name)'
                            AND state = 'idle in transaction' AND state_change < now() - interval '150 ms'
                            """,
                            database: name
                        )
                        return idle != "0"
                    } != nil
                if !stoppedInTransaction { kill(frozen.child.pid, SIGCONT) }
            }
            try #require(stoppedInTransaction, "the host never stopped inside a transaction")

            // The other host acknowledges every vote: none waits out the lock timeout, which
            // would answer it 503.
            for index in 0..<200 {
                #expect(try other.vote(for: "Dog", ballot: "other-\(index)").get().status == 201)
            }

            kill(frozen.child.pid, SIGCONT)
            load.stop()
            additions.stop()
            let resumed = poll(for: .seconds(15)) {
                (try? frozen.vote(for: "Cat", ballot: "after-\(UUID().uuidString)").get().status) == 201
            }
            #expect(resumed != nil, "the resumed host took no vote again")
        }

        @Test("a database that turns read-only makes the host unready until it takes writes again")
        func readOnlyDatabase() throws {
            let scratch = try TemporaryDirectory("pg-read-only")
            let cluster = try PostgresServer.makePrivate()
            defer { cluster.stopAndRemove() }
            let name = try cluster.makeDatabaseNamed()
            let host = try VotesrvProcess(database: cluster.url(database: name), in: scratch)
            #expect(try host.vote(for: "Cat", ballot: "before").get().status == 201)

            try cluster.psql("ALTER SYSTEM SET default_transaction_read_only = on", database: name)
            try cluster.psql("SELECT pg_reload_conf()", database: name)
            var attempt = 0
            var refusal = ""
            var retryAfter: String?
            let refused = poll(for: .seconds(10)) {
                attempt += 1
                guard let answer = try? host.vote(for: "Cat", ballot: "read-only-\(attempt)").get() else {
                    return false
                }
                (refusal, retryAfter) = (answer.body, answer.headers["retry-after"])
                return answer.status == 503
            }
            #expect(retryAfter == "30", "\(refusal)")
            #expect(!refusal.contains("postgres://"), "\(refusal)")
            #expect(refused != nil, "votes went on being taken by a read-only database")
            // The server's advice, not a file's.
            #expect(refusal.contains("connect to the primary server") && !refusal.contains("file"), "\(refusal)")
            let unready = poll(for: .seconds(5)) { (try? host.get("/readyz"))?.status == 503 }
            #expect(unready != nil, "the host stayed ready")
            #expect((try? host.get("/readyz"))?.body.contains("read-only") == true)
            // With no votes coming, the idle writer's own empty writes (one a second) keep
            // finding the database read-only.
            let readyWhileReadOnly = poll(for: .seconds(3)) { (try? host.get("/readyz"))?.status == 200 }
            #expect(readyWhileReadOnly == nil, "the host said it was ready while the database took no writes")

            try cluster.psql("ALTER SYSTEM RESET default_transaction_read_only", database: name)
            try cluster.psql("SELECT pg_reload_conf()", database: name)
            // With no votes coming (a load balancer sends none to an unready host), the idle
            // writer's own empty write finds the database writable again.
            let ready = poll(for: .seconds(10)) { (try? host.get("/readyz"))?.status == 200 }
            #expect(ready != nil, "the host never became ready again")
            #expect(try host.vote(for: "Cat", ballot: "after").get().status == 201)
        }

        @Test(
            "a host's sessions are its pool's: two to --database-connections, named votesrv, one of them listening"
        )
        func pooledSessions() throws {
            let scratch = try TemporaryDirectory("pg-pool")
            let cluster = try PostgresServer.shared.get()
            let name = try cluster.makeDatabaseNamed()
            let host = try VotesrvProcess(
                database: cluster.url(database: name),
                in: scratch,
                arguments: ["--database-connections", "4"]
            )
            let load = HostLoad(hosts: [host], clientsPerHost: 16)
            #expect(poll(for: .seconds(30)) { load.acknowledgedCount >= 500 } != nil, "the host took no votes")
            func sessions(_ condition: String = "true") throws -> Int {
                let count = try cluster.query(
                    """
                    SELECT count(*) FROM pg_stat_activity
                    WHERE datname = '\(name)' AND application_name = 'votesrv' AND \(condition)
                    """,
                    database: name
                )
                return try #require(Int(count))
            }
            let open = try sessions()
            #expect((2...4).contains(open), "\(open) sessions under load")
            #expect(try sessions("query LIKE 'LISTEN%'") == 1, "no session listening")
            load.stop()
            host.child.send(SIGTERM)
            _ = host.child.wait(timeout: .seconds(15))
            #expect(poll(for: .seconds(10)) { (try? sessions()) == 0 } != nil, "sessions outlived the host")
        }

        @Test("a vote on one host reaches another host's board, also when each commit takes 100 ms to become durable")
        func slowCommitsReachOtherHosts() throws {
            let scratch = try TemporaryDirectory("pg-slow-commits")
            let cluster = try PostgresServer.makePrivate()
            defer { cluster.stopAndRemove() }
            let name = try cluster.makeDatabaseNamed()
            let database = cluster.url(database: name)
            try cluster.psql("ALTER SYSTEM SET commit_delay = 100000", database: name)
            try cluster.psql("ALTER SYSTEM SET commit_siblings = 0", database: name)
            try cluster.psql("SELECT pg_reload_conf()", database: name)
            let writer = try VotesrvProcess(database: database, in: scratch)
            let reader = try VotesrvProcess(database: database, in: scratch)
            let reachDeadline = 3
            for index in 1...20 {
                let vote = try writer.vote(for: "Cat", ballot: "slow-\(index)").get()
                #expect(vote.status == 201)
                let seen = poll(for: .seconds(reachDeadline)) { reader.boardTotal() == index }
                #expect(seen != nil, "vote \(index) never reached the other host's board")
            }
            // The hosts' versions compare: they are times (where each host used to count its own
            // changes), each taken when its host published the last vote's standings. Neither host
            // is bound to publish first (the other hears of the commit while the writer still reads
            // the standings it made), so they agree within the time the vote took to reach the
            // other host, not in order.
            let now = Int(Date().timeIntervalSince1970 * 1000)
            let versions = try [writer, reader]
                .map { host in
                    try #require(Int(try host.get("/v1/board").headers["board-version"] ?? ""))
                }
            #expect(versions.allSatisfy { abs($0 - now) < 600_000 }, "\(versions) against \(now)")
            #expect(
                abs(versions[0] - versions[1]) <= reachDeadline * 1000,
                "writer \(versions[0]), reader \(versions[1])"
            )
        }
    }
}
