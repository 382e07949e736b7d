import Foundation
import TestSupport
import Testing
import VoteCore
import VoteEngines

extension Reliability {
    /// The reason for the PostgreSQL engine: several votesrv processes behind a load balancer,
    /// counting into one database, with votectl writing beside them.
    @Suite(
        "two votesrv processes on one PostgreSQL",
        .enabled(if: PostgresServer.isAvailable, "\(PostgresServer.missingMessage)")
    )
    struct TwoServersOnPostgresTests {
        @Test("votes and imports from both servers and from votectl are counted exactly, and both boards agree")
        func twoServersCountIntoOneDatabase() throws {
            let scratch = try TemporaryDirectory("two-servers")
            let database = try PostgresServer.shared.get().makeDatabase()
            let votectl = try VotectlBinary.located()
            let servers = [
                try VotesrvProcess(database: database, in: scratch),
                try VotesrvProcess(database: database, in: scratch),
            ]
            let load = HostLoad(hosts: servers, clientsPerHost: 4)
            // The same ballot ids sent to both servers count once.
            for index in 0..<50 {
                for server in servers { _ = server.vote(for: "Goldfish", ballot: "shared-\(index)") }
            }
            // One import file, run by votectl twice at once: its ids count once.
            let file = scratch.path("ballots.csv")
            try ("pet,id\n" + (0..<5_000).map { "Dog,import-\($0)\n" }.joined())
                .write(toFile: file, atomically: true, encoding: .utf8)
            let imports = try (0..<2).map { _ in try votectl.start(["import", file, "--db", database], in: scratch) }
            var votectlVotes = 0
            for _ in 0..<20 where try votectl.run(["vote", "Cat", "--db", database], in: scratch).succeeded {
                votectlVotes += 1
            }
            let importResults = imports.map { $0.wait(timeout: .seconds(120)) }
            let loaded = poll(for: .seconds(60)) {
                load.acknowledgedCount >= 400 || servers.contains { $0.child.poll() != nil }
            }
            #expect(loaded != nil && load.acknowledgedCount >= 400, "the servers acknowledged too few votes")
            #expect(load.stop(), "a client never finished")

            let failedImports = importResults.filter { !$0.succeeded }.map(\.description)
            #expect(failedImports.isEmpty, "\(failedImports)")
            let store = try DatabaseName(database, environment: { _ in nil }).open()
            let votes = Dictionary(uniqueKeysWithValues: try store.standings().entries.map { ($0.pet.name, $0.votes) })
            #expect(votes["Cat"] == load.acknowledgedCount + votectlVotes)
            #expect(votes["Goldfish"] == 50)
            #expect(votes["Dog"] == 5_000)
            let statuses = load.statuses
            #expect(Set(statuses.keys) == [201], "\(statuses)")

            // Each server notices the other's commits and shows the same board.
            let total = try store.standings().totalVotes
            for server in servers {
                #expect(poll(for: .seconds(10)) { server.boardTotal() == total } != nil, "server \(server.port)")
            }
        }

        @Test("a server alone never pauses between commits; beside another that commits, each pauses")
        func pausesOnlyWhenShared() throws {
            let scratch = try TemporaryDirectory("commit-pauses")
            let database = try PostgresServer.shared.get().makeDatabase()
            let first = try VotesrvProcess(database: database, in: scratch)
            let alone = HostLoad(hosts: [first], clientsPerHost: 8)
            let aloneLoaded = poll(for: .seconds(60)) { alone.acknowledgedCount >= 400 }
            #expect(alone.stop(), "a client never finished")
            #expect(aloneLoaded != nil, "only \(alone.acknowledgedCount) votes acknowledged")
            #expect(first.metric("petvote_commit_pauses_total") == 0)

            let second = try VotesrvProcess(database: database, in: scratch)
            let shared = HostLoad(hosts: [first, second], clientsPerHost: 8, idPrefix: "shared-")
            let paused = poll(for: .seconds(60)) {
                [first, second].allSatisfy { ($0.metric("petvote_commit_pauses_total") ?? 0) > 0 }
            }
            #expect(shared.stop(), "a client never finished")
            #expect(paused != nil, "pauses: \([first, second].map { $0.metric("petvote_commit_pauses_total") ?? -1 })")
            let store = try DatabaseName(database, environment: { _ in nil }).open()
            #expect(try store.standings().totalVotes == alone.acknowledgedCount + shared.acknowledgedCount)
        }
    }
}
