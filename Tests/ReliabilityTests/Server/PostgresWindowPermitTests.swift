import Foundation
import TestSupport
import Testing

extension Reliability {
    /// A window's board takes its drawing permit before it reads the votes and holds it through
    /// the read. The permit was only looked at before the read and taken after it, so any number
    /// of windows asked for at once all read the votes, and all but one were then refused.
    @Suite(
        "votesrv windowed boards on PostgreSQL",
        .enabled(if: PostgresServer.isAvailable, "\(PostgresServer.missingMessage)")
    )
    struct PostgresWindowPermitTests {
        @Test("a window asked for while another window's read is under way is refused without a read")
        func aWindowsPermitCoversItsRead() throws {
            let scratch = try TemporaryDirectory("pg-window-permit")
            let cluster = try PostgresServer.shared.get()
            let name = try cluster.makeDatabaseNamed()
            let database = cluster.url(database: name)
            // Votes in three hours: a window of the first holds a minority of the stored hours,
            // so its read sums that hour's tallies (the view gated below).
            let votes = try scratch.write(
                "votes.csv",
                "pet,at\nCat,2020-01-01T00:10:00Z\nDog,2020-01-02T00:10:00Z\nDog,2020-01-03T00:10:00Z\n"
            )
            let loaded = try VotectlBinary.located().run(["import", votes, "--db", database], in: scratch)
            try #require(loaded.status == 0, "\(loaded)")
            let host = try VotesrvProcess(database: database, in: scratch)
            defer { _ = host.child.killNow() }

            let gate = try PostgresGate(in: name, of: cluster)
            try cluster.psql(
                """
                CREATE OR REPLACE VIEW petvote.hourly_tally AS
                SELECT hour, pet_id, votes FROM petvote.hourly_tally_slot WHERE petvote.gate_wait()
                """,
                database: name
            )
            let window = "/v1/board?since=2020-01-01T00:00:00Z&until=2020-01-01T01:00:00Z"
            let (address, port) = (host.host, host.port)
            let first = AnswerUnderWay {
                try HTTPExchange.send(host: address, port: port, "GET", window, timeout: .seconds(90))
            }
            let reading = try poll(for: .seconds(30)) { try gate.isWaiting() }
            try #require(reading != nil, "the first window's read never reached the gate")

            let second = try HTTPExchange.send(host: address, port: port, "GET", window, timeout: .seconds(20))
            #expect(second.status == 503)
            #expect(second.body.contains("drawingBusy"), "\(second.body)")
            #expect(try gate.waitingSessions() <= 1, "the refused window read the votes too")
            #expect(!first.hasEnded, "the first window ended before the gate opened")

            try gate.open()
            let answer = first.answer(within: .seconds(60))
            #expect(answer?.status == 200)
            let board = try JSONSerialization.jsonObject(with: Data((answer?.body ?? "{}").utf8)) as? [String: Any]
            #expect(board?["totalVotes"] as? Int == 1)
        }
    }
}
