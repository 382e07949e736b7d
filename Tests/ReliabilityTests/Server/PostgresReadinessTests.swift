import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension Reliability {
    /// A host on PostgreSQL is ready exactly while a vote could be written: its idle check tries a
    /// vote's own write and rolls it back, so what refuses votes alone (a trigger, a full disk
    /// under one table, a lock, a revoked right) makes it unready before any vote comes.
    @Suite(
        "votesrv readiness on PostgreSQL",
        .enabled(if: PostgresServer.isAvailable, "\(PostgresServer.missingMessage)")
    )
    struct PostgresReadinessTests {
        @Test(
            "a database that refuses votes alone makes an idle host unready, and nothing of the check stays",
            arguments: ["vote", "receipt"]
        )
        func refusedVotesWhileIdle(table: String) throws {
            try withHostThatVoted { cluster, name, host in
                #expect(poll(for: .seconds(5)) { (try? host.get("/readyz"))?.status == 200 } != nil)

                // As a disk full under the table alone would: every vote's insert (with a ballot id,
                // as the page sends, for the receipt) fails.
                try cluster.psql(
                    """
                    CREATE FUNCTION petvote.refuse_votes() RETURNS trigger LANGUAGE plpgsql AS
                    $$ BEGIN RAISE EXCEPTION USING ERRCODE = '53100', MESSAGE = 'no space left (test)'; END $$;
                    CREATE TRIGGER refuse_votes BEFORE INSERT ON petvote.\(table)
                    FOR EACH ROW EXECUTE FUNCTION petvote.refuse_votes();
                    """,
                    database: name
                )
                // No vote is sent: the idle writer's check (one a second) finds out.
                let unready = poll(for: .seconds(5)) { (try? host.get("/readyz"))?.status == 503 }
                #expect(unready != nil, "an idle host stayed ready while no vote could be written")
                #expect((try? host.get("/readyz"))?.body.contains("full") == true)

                try cluster.psql("DROP TRIGGER refuse_votes ON petvote.\(table)", database: name)
                let ready = poll(for: .seconds(10)) { (try? host.get("/readyz"))?.status == 200 }
                #expect(ready != nil, "the host never became ready again")
                #expect(try host.vote(for: "Cat", ballot: "after").get().status == 201)
                // The checks' writes were all rolled back.
                #expect(try cluster.query("SELECT count(*) FROM petvote.vote", database: name) == "2")
                #expect(try cluster.query("SELECT count(*) FROM petvote.receipt", database: name) == "2")
                #expect(try cluster.query("SELECT sum(votes) FROM petvote.tally", database: name) == "2")
            }
        }

        @Test("a database dropped under a running host is named in its log, not taken for a server out of reach")
        func droppedDatabase() throws {
            try withHostThatVoted { cluster, name, host in
                try cluster.psql("DROP DATABASE \"\(name)\" WITH (FORCE)", database: "postgres")
                var attempt = 0
                let refused = poll(for: .seconds(10)) {
                    attempt += 1
                    return (try? host.vote(for: "Cat", ballot: "gone-\(attempt)").get().status) == 503
                }
                #expect(refused != nil, "votes went on being taken by a dropped database")
                let unready = poll(for: .seconds(10)) {
                    (try? host.get("/readyz"))?.body.contains("operator") == true
                }
                #expect(unready != nil, "\((try? host.get("/readyz"))?.body ?? "")")
                host.child.send(SIGTERM)
                let stopped = host.child.wait(timeout: .seconds(15))
                #expect(stopped.stderr.contains("no database named"), "\(stopped.stderr)")
            }
        }

        /// Runs `body` with a host on a new database of the shared cluster, which has taken one vote
        /// (ballot "before"); stops the host after.
        private func withHostThatVoted(_ body: (PostgresServer, String, VotesrvProcess) throws -> Void) throws {
            let scratch = try TemporaryDirectory("pg-readiness")
            let cluster = try PostgresServer.shared.get()
            let name = try cluster.makeDatabaseNamed()
            let host = try VotesrvProcess(database: cluster.url(database: name), in: scratch)
            defer {
                host.child.send(SIGTERM)
                _ = host.child.wait(timeout: .seconds(15))
            }
            #expect(try host.vote(for: "Cat", ballot: "before").get().status == 201)
            try body(cluster, name, host)
        }
    }
}
