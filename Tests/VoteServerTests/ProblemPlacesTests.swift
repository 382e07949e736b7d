import HTTPTypes
import Testing
import VoteCore

@testable import VoteServer

/// A problem document names no place the server keeps its data in: a file without its folders, a
/// PostgreSQL database without its role, host, socket folder or port.
struct ProblemPlacesTests {
    static let url = "postgres://votes@db.internal:5433/petvote?host=/run/postgresql"

    @Test(
        arguments: [
            VoteStoreError.serverUnreachable(database: url, reason: "cannot connect to /run/postgresql/petvote.sock"),
            .authenticationFailed(database: url, user: "votes"),
            .connectionRejected(database: url, message: #"no pg_hba.conf entry for host "10.1.2.3", user "votes""#),
            .tlsFailed(database: url, reason: "the certificate at /etc/petvote/ca.pem is not valid"),
            .server(database: url, code: "53100", message: "could not extend file \"/var/lib/pg/base/1/2\""),
            .databaseMissing(database: url, name: "petvote"),
            .readOnlyServer(database: url),
            .busy(path: "/srv/petvote/votes.db"),
            .writeFailed(path: "/srv/petvote/votes.db", reason: "short write to /srv/petvote/votes.db-wal"),
            // Relative to where votesrv was started, which tells as much.
            .busy(path: "srv/petvote/votes.db"),
            .readOnly(path: "../srv/votes.db"),
            .databaseMoved(path: "./srv/votes.db"),
        ]
    )
    func noPlaceIsNamed(error: VoteStoreError) {
        let detail = ServerProblem.store(error).detail
        for secret in [
            "db.internal", "5433", "votes@", "'votes'", "/run/postgresql", "10.1.2.3", "/etc/petvote", "/var/lib",
            "/srv", "srv/",
        ] {
            #expect(!detail.contains(secret), "\(detail)")
        }
        // A database the server cannot use again is named to clients not at all (see below).
        if !error.leavesDatabaseUnusable {
            #expect(detail.contains("petvote") || detail.contains("votes.db"), "\(detail)")
        }
    }
}

/// A statement the database server failed is answered with its SQLSTATE alone: the server's words
/// can name tables, columns and roles, and go to votesrv's log instead.
struct ServerWordsTests {
    @Test func aFailedStatementIsAnsweredWithoutTheServersWords() {
        let error = VoteStoreError.server(
            database: ProblemPlacesTests.url,
            code: "42703",
            message: #"column "source" of relation "vote" does not exist"#
        )
        let problem = ServerProblem.store(error)
        #expect(problem.status == .internalServerError)
        #expect(!problem.detail.contains("source") && !problem.detail.contains("relation"), "\(problem.detail)")
        #expect(problem.detail.contains("SQLSTATE 42703") && problem.detail.contains("log"), "\(problem.detail)")
    }

    /// A vote whose connection broke as it was committed may be stored though it was answered 503:
    /// the answer says so, and that only its ballot id makes a retry count once.
    @Test func aLostConnectionSaysARetryNeedsTheBallotID() {
        let problem = ServerProblem.store(.serverUnreachable(database: ProblemPlacesTests.url, reason: "reset by peer"))
        #expect(problem.status == .serviceUnavailable)
        #expect(problem.detail.contains("may have been counted"), "\(problem.detail)")
        #expect(problem.detail.contains("same ballot id"), "\(problem.detail)")
    }

    /// A database the server lost and cannot use again (another file put at its path) is the
    /// operator's to mend: 503 to clients, with nothing of the words meant for whoever started it.
    @Test func aDatabaseItCannotUseAgainIsUnavailable() {
        let problem = ServerProblem.store(.notADatabase(path: "/srv/petvote/votes.db"))
        #expect(problem.status == .serviceUnavailable)
        #expect(problem.headers[HTTPField.Name("Retry-After")!] == "5")
        #expect(problem.detail == "votesrv cannot use its database now; its log says why. Try again later.")
    }
}
