import Foundation
import Synchronization
import TestSupport
import Testing
import VotePostgres

#if canImport(Glibc)
import Glibc
#endif

extension Reliability {
    /// A PostgreSQL server that stops answering without closing its connections (a frozen or
    /// vanished machine): votesrv's batch has been sent and taken in by the server's kernel, and
    /// no answer and no reset come.
    @Suite(
        "votesrv on a PostgreSQL server that stops answering",
        .enabled(if: PostgresServer.isAvailable, "\(PostgresServer.missingMessage)")
    )
    struct SilentDatabaseTests {
        @Test(
            "a batch left without an answer is refused with 503 in time, and votes are taken again once the server answers"
        )
        func silentServer() throws {
            let scratch = try TemporaryDirectory("pg-silent")
            let cluster = try PostgresServer.makePrivate()
            defer { cluster.stopAndRemove() }
            let database = try cluster.makeDatabase()
            // A write timeout past the answer limit: the vote is refused by the limit, not the queue's deadline.
            let server = try VotesrvProcess(database: database, in: scratch, arguments: ["--write-timeout", "120"])
            #expect(try server.vote(for: "Cat", ballot: "before").get().status == 201)

            // Every process of the server stops: its kernel still takes in what votesrv sends.
            let processes = try Self.processes(of: cluster)
            for pid in processes { kill(pid, SIGSTOP) }
            defer { for pid in processes { kill(pid, SIGCONT) } }
            let answer = Mutex<(status: Int, body: String)?>(nil)
            let (host, port) = (server.host, server.port)
            let waitLimit = PostgresPooledStore.longestAnswerLimit + .seconds(30)
            Thread {
                let response = try? HTTPExchange.send(
                    host: host,
                    port: port,
                    "POST",
                    "/v1/pets/Cat/votes",
                    headers: ["Idempotency-Key": "stranded"],
                    timeout: waitLimit
                )
                answer.withLock { $0 = (response?.status ?? 0, response?.body ?? "") }
            }
            .start()
            // The writer's call has waited past the readiness limit: the server is not answering.
            #expect(
                poll(for: .seconds(10)) { (try? server.get("/readyz").status) == 503 } != nil,
                "votesrv never noticed the silent server"
            )
            // …and says so in its log and metrics, once, while the call still waits.
            let stallLogged = poll(for: .seconds(5)) {
                server.child.errorsSoFar.contains("The database has not answered for more than")
            }
            #expect(stallLogged != nil, "no log line while the database was silent")
            #expect(server.metric("petvote_database_up") == 0)
            let answered = poll(for: waitLimit) { answer.withLock { $0 } != nil }
            #expect(answered != nil, "the vote waited for the silent server with no end")
            let refusal = answer.withLock { $0 }
            #expect(refusal?.status == 503)
            #expect(
                refusal?.body.contains("Cannot reach the database server") == true,
                "\(String(describing: refusal))"
            )

            for pid in processes { kill(pid, SIGCONT) }
            var attempt = 0
            let back = poll(for: PostgresPooledStore.longestAnswerLimit + .seconds(10)) {
                attempt += 1
                return (try? server.vote(for: "Dog", ballot: "after-\(attempt)").get().status) == 201
            }
            #expect(back != nil, "votesrv took no vote once the server answered again")
            #expect(server.metric("petvote_database_up") == 1)
            let output = server.child.errorsSoFar
            // Said while the server was stopped (and perhaps again for a slow call after it).
            #expect(output.contains("The database has not answered for more than"), "\(output)")
            // The stranded ballot's outcome was unknown to votesrv: retried, it counts once.
            #expect(try server.vote(for: "Cat", ballot: "stranded").get().status == 201)
            let board = try server.get("/v1/board")
            #expect(board.body.contains(#""totalVotes":3"#), "\(board.body)")
        }

        @Test(
            "with the default write timeout a silent server is given up after its sessions' lock wait, three times, and a margin: before votectl's longest limit"
        )
        func silentServerGivenUpByThePoolsOwnLimit() throws {
            let scratch = try TemporaryDirectory("pg-silent-limit")
            let cluster = try PostgresServer.makePrivate()
            defer { cluster.stopAndRemove() }
            // Sessions that wait 5 s for a lock: calls wait 3 × 5 s + the margin for answers.
            let server = try VotesrvProcess(database: try cluster.makeDatabase(), in: scratch)
            #expect(try server.vote(for: "Cat", ballot: "before").get().status == 201)
            let processes = try Self.processes(of: cluster)
            for pid in processes { kill(pid, SIGSTOP) }
            defer { for pid in processes { kill(pid, SIGCONT) } }
            let stopped = ContinuousClock.now
            // The idle writer's check of each second waits for the silent server, until its limit
            // closes the connection and the database counts as out of reach.
            let givenUp = poll(for: PostgresPooledStore.longestAnswerLimit + .seconds(10)) {
                (try? server.get("/readyz"))?.body.contains("cannot be reached") == true
            }
            #expect(givenUp != nil, "votesrv never gave up on the silent server")
            // A bound on behaviour (which limit applied), not a time measured.
            #expect(ContinuousClock.now - stopped < PostgresPooledStore.longestAnswerLimit)
        }

        /// The postmaster of `cluster` and every process it started.
        private static func processes(of cluster: PostgresServer) throws -> [pid_t] {
            let file = try String(contentsOfFile: "\(cluster.directory)/data/postmaster.pid", encoding: .utf8)
            let postmaster = try #require(file.split(separator: "\n").first.flatMap { pid_t($0) })
            let children = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [])
                .compactMap { pid_t($0) }
                .filter { pid in
                    let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
                    // The parent follows the command's closing parenthesis and the state.
                    let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
                    return fields.count > 1 && pid_t(fields[1]) == postmaster
                }
            return [postmaster] + children
        }
    }
}
