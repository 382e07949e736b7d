import TestSupport
import Testing

extension Reliability {
    /// An import sent to a host on PostgreSQL runs beside its votes, as an import from votectl
    /// does: it ran on the host's writer, which took no vote until it ended (votes 503 after the
    /// write timeout, readiness 503 "a long change holds the database") though the database itself
    /// let votes go on.
    @Suite(
        "votesrv imports on PostgreSQL",
        .enabled(if: PostgresServer.isAvailable, "\(PostgresServer.missingMessage)")
    )
    struct PostgresImportBesideVotesTests {
        @Test("a host takes votes and stays ready while an import it was sent runs")
        func votesGoOnDuringAnImport() throws {
            let scratch = try TemporaryDirectory("pg-import-beside")
            let cluster = try PostgresServer.shared.get()
            let name = try cluster.makeDatabaseNamed()
            let database = cluster.url(database: name)
            // Past the size below which an import loads `vote` directly, holding it whole (a first
            // load, which makes every host wait by design).
            let earlier = try scratch.write("earlier.txt", String(repeating: "Cat\n", count: 50_001))
            let loaded = try VotectlBinary.located().run(["import", earlier, "--db", database], in: scratch)
            try #require(loaded.status == 0, "\(loaded)")
            let token = "import-beside-token"
            let host = try VotesrvProcess(
                database: database,
                in: scratch,
                arguments: VotesrvProcess.adminTokenArguments(token, in: scratch)
            )
            defer { _ = host.child.killNow() }

            // The import's rows wait at a gate until the test opens it.
            let gate = try PostgresGate(in: name, of: cluster)
            try cluster.psql(
                """
                CREATE FUNCTION petvote.import_gate() RETURNS trigger LANGUAGE plpgsql AS
                $$ BEGIN PERFORM petvote.gate_wait(); RETURN NEW; END $$;
                CREATE TRIGGER import_gate BEFORE INSERT ON petvote.vote
                FOR EACH ROW WHEN (NEW.source = 'votesrv import') EXECUTE FUNCTION petvote.import_gate();
                """,
                database: name
            )
            let port = host.port
            let importing = AnswerUnderWay {
                try HTTPExchange.send(
                    port: port,
                    "POST",
                    "/v1/imports",
                    headers: ["Authorization": "Bearer \(token)", "Content-Type": "text/plain"],
                    body: "Dog\n",
                    timeout: .seconds(90)
                )
            }
            let waiting = try poll(for: .seconds(30)) { try gate.isWaiting() }
            try #require(waiting != nil, "the import never reached the gate")

            // A vote queued behind the import would wait for it, and be refused after the write
            // timeout (5 s).
            for index in 0..<3 {
                #expect(try host.vote(for: "Goldfish", ballot: "during-\(index)").get().status == 201)
            }
            #expect(try host.get("/readyz").status == 200)
            // One import at a time: each holds one of the few threads the readers need too.
            let second = try HTTPExchange.send(
                port: port,
                "POST",
                "/v1/imports",
                headers: ["Authorization": "Bearer \(token)", "Content-Type": "text/plain"],
                body: "Dog\n"
            )
            #expect(second.status == 503)
            #expect(second.body.contains("importUnderWay"), "\(second.body)")
            // Refused before its body is asked for: its client uploads nothing (it was told
            // `100 Continue`, uploaded the whole body, then refused).
            let asking = try RawConnection(port: port)
            defer { asking.close() }
            try asking.send(
                "POST /v1/imports HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(token)\r\n"
                    + "Content-Type: text/plain\r\nContent-Length: 1000000\r\nExpect: 100-continue\r\n\r\n"
            )
            let answer = asking.receive(timeout: .seconds(10)) { $0.contains("importUnderWay") }.text
            #expect(answer.hasPrefix("HTTP/1.1 503"), "\(answer)")
            #expect(!importing.hasEnded, "the import ended before the gate opened")

            try gate.open()
            #expect(importing.answer(within: .seconds(60))?.status == 200)
            #expect(try cluster.query("SELECT sum(votes) FROM petvote.tally", database: name) == "50005")
            let published = poll(for: .seconds(10)) { host.boardTotal() == 50_005 }
            #expect(published != nil, "the host's board never showed the import")
        }
    }
}
