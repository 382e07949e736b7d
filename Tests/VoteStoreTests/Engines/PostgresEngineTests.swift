import Foundation
import Synchronization
import TestSupport
import Testing
import VoteCore
import VoteEngines

@testable import VotePostgres

/// What only the PostgreSQL engine has: URLs, a server to reach, a schema shared with other
/// applications, writers in many connections, and a server that can crash.
@Suite(.enabled(if: PostgresServer.isAvailable, "\(PostgresServer.missingMessage)"), .onOwnThreads)
struct PostgresEngineTests {
    private static func server() throws -> PostgresServer { try PostgresServer.shared.get() }

    // MARK: URLs

    @Test("a URL's gaps come from PG* variables, and its password is never shown")
    func urls() throws {
        let environment = ["PGHOST": "db.example.com", "PGPORT": "6543", "PGUSER": "ann", "PGPASSWORD": "s3cret"]
        let url = try PostgresURL("postgres:///votes", environment: { environment[$0] })
        #expect(url.host == "db.example.com" && url.port == 6543 && url.user == "ann" && url.password == "s3cret")
        #expect(url.database == "votes" && url.tlsMode == .prefer)
        #expect(url.description == "postgres://ann@db.example.com:6543/votes")
        let full = try PostgresURL(
            "postgresql://bob:pa%40ss@10.0.0.1/petvote?sslmode=disable",
            environment: { _ in nil }
        )
        #expect(full.user == "bob" && full.password == "pa@ss" && full.port == 5432 && full.tlsMode == .disable)
        #expect(!full.description.contains("pa"))
        let socket = try PostgresURL("postgres://bob@/petvote?host=/run/pg", environment: { _ in nil })
        #expect(socket.isUnixSocket && socket.description == "postgres://bob@/petvote?host=/run/pg")
        #expect(throws: VoteStoreError.self) { try PostgresURL("postgres://h:99999/x", environment: { _ in nil }) }
        #expect(try DatabaseName("votes.db", environment: { _ in nil }) == .sqlite(path: "votes.db"))
        // With neither PGUSER nor USER (a root shell, cron, a container), the role is the login
        // name of this process's user, as libpq takes it.
        // As libpq: the query's parts win over the URL's, and `$USER` names no one.
        let overridden = try PostgresURL(
            "postgres://ann@h1:5433/x?host=h2&port=6000&user=bob&dbname=y",
            environment: { _ in nil }
        )
        #expect(overridden.host == "h2" && overridden.port == 6000 && overridden.user == "bob")
        #expect(overridden.database == "y")
        let unnamed = try PostgresURL("postgres:///votes", environment: { $0 == "USER" ? "mallory" : nil })
        let login = try #require(getpwuid(geteuid())?.pointee.pw_name)
        #expect(unnamed.user == String(cString: login))
    }

    @Test("connect_timeout is read as libpq reads it: whole seconds, at least 2, 0 for no limit")
    func connectTimeout() throws {
        func timeout(_ query: String, environment: [String: String] = [:]) throws -> Duration {
            try PostgresURL("postgres://db.example/votes\(query)", environment: { environment[$0] }).connectTimeout
        }
        #expect(try timeout("") == PostgresURL.defaultConnectTimeout)
        #expect(try timeout("?connect_timeout=5") == .seconds(5))
        #expect(try timeout("", environment: ["PGCONNECT_TIMEOUT": "7"]) == .seconds(7))
        #expect(try timeout("?connect_timeout=5", environment: ["PGCONNECT_TIMEOUT": "7"]) == .seconds(5))
        #expect(try timeout("?connect_timeout=1") == .seconds(2))
        #expect(try timeout("?connect_timeout=0") == PostgresURL.unlimitedConnectTimeout)
        let error = #expect(throws: VoteStoreError.self) { try timeout("?connect_timeout=soon") }
        #expect(error?.description.contains("connect_timeout soon is not a whole number of seconds") == true)
    }

    @Test("a query parameter PetVote does not read is refused, as libpq refuses one it does not know")
    func unknownQueryParameter() throws {
        let misspelt = #expect(throws: VoteStoreError.self) {
            try PostgresURL("postgres://db.example/votes?sslmod=require", environment: { _ in nil })
        }
        #expect(misspelt?.description.contains("its query parameter 'sslmod' is not one PetVote reads") == true)
        // Every one it reads is taken.
        let values = [
            "host": "db2.example", "port": "5433", "user": "u", "password": "p", "dbname": "d", "sslmode": "require",
            "sslrootcert": "/ca.pem", "connect_timeout": "3", "application_name": "a",
        ]
        #expect(values.keys.sorted() == PostgresURL.queryParameters.sorted())
        let query = values.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
        let url = try PostgresURL("postgres://db.example/votes?" + query, environment: { _ in nil })
        #expect(url.host == "db2.example" && url.port == 5433 && url.database == "d")
    }

    @Test("a blocking session is named as the URL or PGAPPNAME says, else after the program")
    func applicationName() throws {
        let database = try Self.server().makeDatabase()
        func name(_ query: String, environment: [String: String] = [:]) throws -> String? {
            let url = try PostgresURL(database + query, environment: { environment[$0] })
            return try BlockingConnection(url: url).scalar(String.self, "SELECT current_setting('application_name')")
        }
        #expect(try name("&application_name=host-a") == "host-a")
        #expect(try name("", environment: ["PGAPPNAME": "host-b"]) == "host-b")
        #expect(try name("") == BlockingConnection.programName)
        #expect(BlockingConnection.programName.hasPrefix("PetVotePackageTests"), "the test binary's own name")
    }

    @Test("SQLite's numbered parameters become PostgreSQL's, and nothing else changes")
    func sharedStatementsNumberTheirParameters() {
        #expect(PostgresStatements.shared("SELECT ?1, ?12 FROM t WHERE a = ?2") == "SELECT $1, $12 FROM t WHERE a = $2")
        #expect(PostgresStatements.shared("SELECT '?', 'a?b', ?1 WHERE x ?? y") == "SELECT '?', 'a?b', $1 WHERE x ?? y")
        #expect(PostgresStatements.shared("?") == "?")
        #expect(!PostgresStatements.windowStandings.contains("?"))
    }

    // MARK: Errors a person can act on

    @Test("a server that is down, a role it refuses, a database it lacks: each said so, without the password")
    func connectionErrors() throws {
        let server = try Self.server()
        let down = "postgres://postgres:hidden@/votes?host=/nonexistent-folder"
        #expect {
            _ = try DatabaseName(down, environment: { _ in nil }).open()
        } throws: { error in
            guard case VoteStoreError.serverUnreachable(let database, _) = error else { return false }
            return database == "postgres://postgres@/votes?host=/nonexistent-folder"
                && !"\(error)".contains("hidden")
        }
        let name = try server.makeDatabase()
        let stranger = name.replacingOccurrences(of: "postgres://postgres@", with: "postgres://stranger:pw@")
        #expect {
            _ = try DatabaseName(stranger, environment: { _ in nil }).open()
        } throws: { error in
            guard case VoteStoreError.authenticationFailed(_, "stranger") = error else { return false }
            return !"\(error)".contains(":pw")
        }
        #expect {
            _ = try DatabaseName(server.url(database: "no_such_db"), environment: { _ in nil }).open()
        } throws: { error in
            if case VoteStoreError.databaseMissing = error { return true }
            return false
        }
    }

    // MARK: Data that is not ours

    @Test("other applications' tables are left alone, a foreign petvote schema and a newer one refused")
    func foreignAndNewer() throws {
        let server = try Self.server()
        let sharedName = try server.makeDatabaseNamed()
        let shared = server.url(database: sharedName)
        try server.psql(
            "CREATE TABLE public.orders (id int); INSERT INTO public.orders VALUES (42)",
            database: sharedName
        )
        let store = try StoreEngine.postgres.open(shared)
        try store.vote(for: "Cat", count: 1, at: Date(), source: "test")
        try server.psql(
            "DO $$ BEGIN IF (SELECT sum(id) FROM public.orders) <> 42 THEN RAISE 'changed'; END IF; END $$",
            database: sharedName
        )

        let foreignName = try server.makeDatabaseNamed()
        let foreign = server.url(database: foreignName)
        try server.psql("CREATE SCHEMA petvote; CREATE TABLE petvote.pet (id int)", database: foreignName)
        #expect(
            throws: VoteStoreError.foreignSchema(
                database: try PostgresURL(foreign, environment: { _ in nil }).description
            )
        ) {
            _ = try StoreEngine.postgres.open(foreign)
        }
        try server.psql(
            "DO $$ BEGIN IF to_regclass('petvote.tally') IS NOT NULL THEN RAISE 'written'; END IF; END $$",
            database: foreignName
        )

        try server.psql("UPDATE petvote.schema_version SET version = 99", database: sharedName)
        #expect {
            _ = try StoreEngine.postgres.open(shared)
        } throws: { error in
            guard case VoteStoreError.newerSchema(_, 99, _) = error else { return false }
            return true
        }
    }

    @Test(
        "a database of schema version 1 moves to the latest with its votes: ids compared as bytes, tallies in writer slots"
    )
    func migrationFromVersion1() throws {
        let server = try Self.server()
        let name = try server.makeDatabaseNamed()
        let url = server.url(database: name)
        // Version 1, as the first release made it (ids in the database's own collation), with
        // three ballots for Dog (pet 3) in the hour starting at 1970-01-01T00:00Z.
        try server.psql(
            PostgresSchema.version1.joined(separator: ";\n")
                + """
                ;
                UPDATE petvote.schema_version SET version = 1;
                INSERT INTO petvote.vote (pet_id, at, count, source, external_id)
                    VALUES (3, 0, 1, 'test', 'b'), (3, 1, 1, 'test', 'a'), (3, 2, 1, 'test', 'B');
                UPDATE petvote.tally SET votes = 3 WHERE pet_id = 3;
                INSERT INTO petvote.hourly_tally (hour, pet_id, votes) VALUES (0, 3, 3);
                """,
            database: name
        )
        let reopened = try StoreEngine.postgres.open(url)
        try server.psql(
            """
            DO $$ BEGIN
                IF (SELECT version FROM petvote.schema_version) <> \(PostgresSchema.latestVersion) THEN RAISE 'not migrated'; END IF;
                IF (SELECT collation_name FROM information_schema.columns WHERE table_schema = 'petvote'
                    AND table_name = 'vote' AND column_name = 'external_id') IS DISTINCT FROM 'C'
                THEN RAISE 'ids not compared as bytes'; END IF;
                IF (SELECT string_agg(external_id, ',' ORDER BY external_id) FROM petvote.vote) <> 'B,a,b'
                THEN RAISE 'ids changed'; END IF;
                IF (SELECT count(*) FROM petvote.writer_slot) <> \(PostgresSchema.writerSlots)
                THEN RAISE 'no writer slots'; END IF;
            END $$
            """,
            database: name
        )
        let again = try reopened.withImport(options: ImportOptions()) {
            (importer: inout ImportWriter) throws(VoteStoreError) in
            for id in ["a", "c"] { try importer.add(BulkVote(pet: "Cat", externalID: id)) }
        }
        // "a" is stored for Dog: a conflict.
        #expect(again.imported == 1 && again.conflicts == 1 && again.duplicates == 0)
        #expect(
            try reopened.standings().entries.map { "\($0.pet.name) \($0.votes)" } == ["Dog 3", "Cat 1", "Goldfish 0"]
        )
        let firstHour = try reopened.standings(
            since: Date(timeIntervalSince1970: 0),
            until: Date(timeIntervalSince1970: 3600)
        )
        #expect(firstHour.entries.map { "\($0.pet.name) \($0.votes)" } == ["Dog 3", "Cat 0", "Goldfish 0"])
    }

    // MARK: Writers on several connections

    @Test("a ballot id another connection stores while a batch runs is answered as that ballot's replay, counted once")
    func ballotStoredElsewhereMeanwhile() throws {
        let (store, batch) = try Self.castBesideAForeignBallot([
            Ballot(pet: "Cat", count: 1, id: "x"), Ballot(pet: "Dog", count: 2, id: "y"),
        ])
        guard case .success(let replayed) = batch.outcomes[0], case .success(let counted) = batch.outcomes[1] else {
            Issue.record("\(batch.outcomes)")
            return
        }
        #expect(replayed.isReplay && replayed.pet.name == "Cat")
        #expect(!counted.isReplay && counted.votes == 2)
        #expect(try store.standings().entries.map { "\($0.pet.name) \($0.votes)" } == ["Dog 2", "Cat 1", "Goldfish 0"])
    }

    @Test(
        "a ballot id another connection stores for another pet while a batch runs: the batch's other receipts count it first, as stored"
    )
    func receiptsCountTheForeignBallotFirst() throws {
        let (store, batch) = try Self.castBesideAForeignBallot([
            Ballot(pet: "Dog", count: 2, id: "x"), Ballot(pet: "Dog", id: "y"),
        ])
        // Cat's vote first: "y" makes Dog 1, tied first with Cat (drafted, it said Dog 3, first alone).
        let counted = try batch.outcomes[1].get()
        #expect("\(counted.votes) #\(counted.rank) tied: \(counted.isTied)" == "1 #1 tied: true")
        let replay = try store.cast([Ballot(pet: "Dog", id: "y")], source: "test").outcomes[0].get()
        #expect(replay.isReplay)
        #expect("\(replay.votes) #\(replay.rank) tied: \(replay.isTied)" == "1 #1 tied: true")
    }

    /// Casts `ballots` on a store of a new database while another server's transaction has stored
    /// ballot "x" for Cat, 1 vote, and commits only once the batch waits for it (``ForeignBallot``).
    private static func castBesideAForeignBallot(_ ballots: [Ballot]) throws -> (
        store: any VoteDatabase, batch: BallotBatch
    ) {
        let server = try Self.server()
        let name = try server.makeDatabaseNamed()
        let store = try StoreEngine.postgres.open(server.url(database: name))
        let other = try ForeignBallot(on: server, database: name)
        let open = try poll(for: .seconds(30)) { try other.isOpen() }
        try #require(open != nil, "the other transaction never started")
        let committed = Mutex<Bool?>(nil)
        Thread { committed.withLock { $0 = (try? other.commitOnceABatchWaits()) ?? false } }.start()
        let batch = try store.cast(ballots, source: "test")
        let settled = poll(for: .seconds(90)) { committed.withLock { $0 != nil } }
        #expect(
            settled != nil && committed.withLock { $0 } == true,
            "the batch never waited for the other transaction, or it did not commit"
        )
        return (store, batch)
    }

    // MARK: Imports

    @Test(
        "an import into a small store builds vote's indexes and keys again, as they were, and a failed one leaves them"
    )
    func importIndexes() throws {
        let server = try Self.server()
        let name = try server.makeDatabaseNamed()
        let store = try StoreEngine.postgres.open(server.url(database: name))
        // The schema's own definitions, before any import dropped them.
        let definitions = """
            SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'petvote'
            UNION ALL
            SELECT conrelid::regclass::text || '.' || conname, pg_get_constraintdef(oid)
            FROM pg_constraint WHERE connamespace = 'petvote'::regnamespace
            """
        try server.psql("CREATE TABLE public.indexes_before AS \(definitions)", database: name)
        let indexesAsBefore = """
            DO $$ BEGIN IF EXISTS (
                ((\(definitions)) EXCEPT SELECT * FROM public.indexes_before)
                UNION ALL
                (SELECT * FROM public.indexes_before EXCEPT (\(definitions))))
            THEN RAISE 'indexes or keys differ'; END IF; END $$
            """
        let summary = try store.withImport(options: ImportOptions()) {
            (importer: inout ImportWriter) throws(VoteStoreError) in
            for id in ["a", "b", "a", "c", "b"] { try importer.add(BulkVote(pet: "Cat", externalID: id)) }
        }
        #expect(summary.imported == 3 && summary.duplicates == 2)
        try server.psql(indexesAsBefore, database: name)
        #expect(throws: VoteStoreError.self) {
            try store.withImport(options: ImportOptions()) { (importer: inout ImportWriter) throws(VoteStoreError) in
                try importer.add(BulkVote(pet: "Dog", externalID: "d"))
                try importer.add(BulkVote(pet: "Unicorn"))
            }
        }
        try server.psql(indexesAsBefore, database: name)
        // The unique index holds: a stored id cannot be written twice, even by hand.
        #expect(throws: (any Error).self) {
            try server.psql(
                "INSERT INTO petvote.vote (pet_id, at, source, external_id) VALUES (1, 0, 'test', 'a')",
                database: name
            )
        }
        #expect(try store.standings().entries.map(\.votes) == [3, 0, 0])
    }

    @Test("a key another application's table holds on vote stays in place through an import")
    func importKeepsOthersKeys() throws {
        let server = try Self.server()
        let name = try server.makeDatabaseNamed()
        let store = try StoreEngine.postgres.open(server.url(database: name))
        try store.vote(for: "Cat", count: 1, at: Date(), source: "test")
        try server.psql(
            """
            CREATE TABLE public.audit (vote_id bigint NOT NULL REFERENCES petvote.vote (id));
            INSERT INTO public.audit SELECT id FROM petvote.vote;
            """,
            database: name
        )
        let summary = try store.withImport(options: ImportOptions()) {
            (importer: inout ImportWriter) throws(VoteStoreError) in
            for id in ["a", "b", "a"] { try importer.add(BulkVote(pet: "Dog", externalID: id)) }
        }
        #expect(summary.imported == 2 && summary.duplicates == 1)
        // The audit table's key still holds: a row naming no vote is refused.
        #expect(throws: (any Error).self) {
            try server.psql("INSERT INTO public.audit VALUES (999999)", database: name)
        }
        try server.psql("INSERT INTO public.audit SELECT max(id) FROM petvote.vote", database: name)
        #expect(try store.standings().entries.map(\.votes) == [2, 1, 0])
    }

    @Test("a role granted writes alone, not owning the tables, imports into a small store too")
    func importAsAGrantedRole() throws {
        let server = try Self.server()
        let name = try server.makeDatabaseNamed()
        _ = try StoreEngine.postgres.open(server.url(database: name))
        let role = "writer_" + UUID().uuidString.lowercased().prefix(8)
        try server.psql(
            """
            CREATE ROLE \(role) LOGIN;
            GRANT USAGE ON SCHEMA petvote TO \(role);
            GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA petvote TO \(role);
            GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA petvote TO \(role);
            """,
            database: name
        )
        let url = server.url(database: name, user: String(role))
        let store = try StoreEngine.postgres.open(url)
        let summary = try store.withImport(options: ImportOptions()) {
            (importer: inout ImportWriter) throws(VoteStoreError) in
            for id in ["a", "b", "a"] { try importer.add(BulkVote(pet: "Dog", externalID: id)) }
        }
        #expect(summary.imported == 2 && summary.duplicates == 1)
        #expect(try store.standings().entries.map(\.votes) == [2, 0, 0])
    }

    @Test("a role that neither owns PetVote's schema nor was granted rights is told whose it is")
    func anotherRoleIsToldWhoseTheSchemaIs() throws {
        let server = try Self.server()
        let name = try server.makeDatabaseNamed()
        _ = try StoreEngine.postgres.open(server.url(database: name))
        let role = "stranger_" + UUID().uuidString.lowercased().prefix(8)
        try server.psql("CREATE ROLE \(role) LOGIN", database: name)
        let url = server.url(database: name, user: String(role))
        let error = #expect(throws: VoteStoreError.self) { try StoreEngine.postgres.open(url).standings() }
        #expect(
            error.map { "\($0)".contains("belongs to the role that first used this database") } == true,
            "\(String(describing: error))"
        )
    }

    @Test("an import into a small store spanning more hours than it sums in memory tallies each hour")
    func importOverManyHours() throws {
        let server = try Self.server()
        let store = try StoreEngine.postgres.open(server.url(database: try server.makeDatabaseNamed()))
        let start = Date(timeIntervalSince1970: 1_699_999_200)  // an hour's first second
        // One more hour than the import sums as it streams (four years for one pet): the rest are
        // counted from the rows.
        let hours = 32_769
        let summary = try store.withImport(options: ImportOptions()) {
            (importer: inout ImportWriter) throws(VoteStoreError) in
            for hour in 0..<hours {
                let date = start.addingTimeInterval(Double(hour) * 3_600 + 1)
                try importer.add(BulkVote(pet: ["Cat", "Dog"][hour % 2], count: 1 + hour % 3, date: date))
            }
        }
        let votes = (0..<hours).map { 1 + $0 % 3 }
        #expect(summary.imported == votes.reduce(0, +))
        for (first, last) in [(0, 1), (17, 30_000), (32_000, hours)] {
            let standings = try store.standings(
                since: start.addingTimeInterval(Double(first) * 3_600),
                until: start.addingTimeInterval(Double(last) * 3_600)
            )
            #expect(standings.totalVotes == votes[first..<last].reduce(0, +), "hours \(first)..<\(last)")
        }
    }

    // MARK: Many writers

    @Test("votes, ballots and imports from many connections at once are counted exactly")
    func concurrentWriters() throws {
        let name = try Self.server().makeDatabase()
        _ = try StoreEngine.postgres.open(name)
        let failures = Mutex<[String]>([])
        let threads = 6
        let group = DispatchGroup()
        for thread in 0..<threads {
            group.enter()
            Thread {
                defer { group.leave() }
                do {
                    let store = try StoreEngine.postgres.open(name)
                    for index in 0..<40 {
                        try store.vote(for: ["Cat", "Dog"][index % 2], count: 1, at: Date(), source: "t\(thread)")
                    }
                    // Every thread sends the same ballot ids: each counts once.
                    _ = try store.cast((0..<20).map { Ballot(pet: "Goldfish", id: "shared-\($0)") }, source: "t")
                    // And imports overlapping ids: each counts once across all imports.
                    try store.withImport(options: ImportOptions()) {
                        (importer: inout ImportWriter) throws(VoteStoreError) in
                        for id in 0..<500 { try importer.add(BulkVote(pet: "Cat", count: 2, externalID: "imp-\(id)")) }
                    }
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
            .start()
        }
        group.wait()
        #expect(failures.withLock { $0 } == [])
        let standings = try StoreEngine.postgres.open(name).standings()
        let votes = Dictionary(uniqueKeysWithValues: standings.entries.map { ($0.pet.name, $0.votes) })
        #expect(votes == ["Cat": threads * 20 + 1000, "Dog": threads * 20, "Goldfish": 20])
        // The hourly tally agrees with the rows: a window holding everything counts the same.
        #expect(
            try StoreEngine.postgres.open(name).standings(since: .distantPast, until: .distantFuture).entries
                .map(\.votes) == standings.entries.map(\.votes)
        )
    }

    // MARK: Crashes

    @Test("a server crash loses no acknowledged vote and leaves no partial import")
    func serverCrash() throws {
        let server = try PostgresServer.makePrivate()
        defer { server.stopAndRemove() }
        let name = try server.makeDatabase()
        _ = try StoreEngine.postgres.open(name)

        // A vote stream, cut by an immediate stop.
        let acknowledged = Mutex(0)
        let streamEnded = DispatchSemaphore(value: 0)
        let streaming = Thread {
            defer { streamEnded.signal() }
            guard let store = try? StoreEngine.postgres.open(name) else { return }
            while (try? store.vote(for: "Dog", count: 1, at: Date(), source: "stream")) != nil {
                acknowledged.withLock { $0 += 1 }
            }
        }
        streaming.start()
        try #require(poll(for: .seconds(60)) { acknowledged.withLock { $0 } >= 50 } != nil, "no vote was acknowledged")
        try server.stopImmediately()
        #expect(streamEnded.wait(timeout: .now() + 60) == .success, "the stream of votes never ended")
        // The import, cut while it streams its rows.
        try server.start()
        let importer = try StoreEngine.postgres.open(name)
        var rows = 0
        #expect(throws: VoteStoreError.self) {
            try importer.withImport(options: ImportOptions()) { (importer: inout ImportWriter) throws(VoteStoreError) in
                for id in 0..<2_000_000 {
                    if id == 100_000 { try? server.stopImmediately() }
                    try importer.add(BulkVote(pet: "Cat", externalID: "crash-\(id)"))
                    rows += 1
                }
            }
        }
        try server.start()
        let store = try StoreEngine.postgres.open(name)
        let votes = Dictionary(uniqueKeysWithValues: try store.standings().entries.map { ($0.pet.name, $0.votes) })
        let sent = acknowledged.withLock { $0 }
        // Every acknowledged vote is there; at most the one in flight when the server died too.
        #expect((sent...(sent + 1)).contains(votes["Dog"] ?? -1))
        #expect(votes["Cat"] == 0)
        #expect(rows >= 100_000)
        var stored = 0
        try store.exportVotes { _ in stored += 1 }
        #expect(stored == votes["Dog"])
    }
}
