import Foundation
import TestSupport
import Testing
import VoteCore
import VoteEngines

extension Reliability {
    /// Three votesrv hosts, each in a network namespace of its own (loopback addresses where the
    /// machine allows no namespaces), on one PostgreSQL reached over TCP: what an operator runs
    /// behind a load balancer.
    @Suite(
        "three votesrv hosts in network namespaces on one PostgreSQL",
        .enabled(if: PostgresServer.isAvailable, "\(PostgresServer.missingMessage)")
    )
    struct ScaleOutTests {
        @Test("exact counts, a ballot replayed across hosts, kill -9 of a host and a database restart")
        func threeHosts() throws {
            let scratch = try TemporaryDirectory("scale-out")
            let network = TestNetwork(hosts: 3, logs: scratch.logs)
            defer { network.remove() }
            if ContinuousIntegration.isRunning {
                #expect(network.isolated, "no network namespaces in CI: \(network.fallbackReason ?? "")")
            }
            let cluster = try PostgresServer.makePrivate(
                tcp: .init(tls: false, rules: ["host all all 0.0.0.0/0 trust"], address: network.databaseAddress)
            )
            defer { cluster.stopAndRemove() }
            let name = try cluster.makeDatabaseNamed()
            let database = cluster.tcpURL(database: name, host: network.databaseAddress, query: "sslmode=disable")
            let hosts = try network.hosts.map { host in
                try VotesrvProcess(
                    database: database,
                    in: scratch,
                    host: host.address,
                    port: 8080,
                    namespace: host.namespace
                )
            }
            let load = HostLoad(hosts: hosts, clientsPerHost: 2)
            defer { load.stop() }
            #expect(poll(for: .seconds(30)) { load.acknowledgedCount >= 300 } != nil, "the hosts took no votes")

            // A ballot retried on another host is replayed there with its first answer.
            let first = try hosts[0].vote(for: "Dog", ballot: "retried").get()
            let retry = try hosts[1].vote(for: "Dog", ballot: "retried").get()
            #expect(first.status == 201 && retry.status == 201)
            #expect(retry.headers["idempotent-replayed"] == "true")
            #expect(retry.body == first.body.replacingOccurrences(of: #""replayed":false"#, with: #""replayed":true"#))

            // kill -9 of a host: nothing it acknowledged is lost; its clients stop.
            _ = hosts[2].child.killNow()

            // A database restart: the surviving hosts take votes again (how soon:
            // Benchmarks/scripts/pg-restart.sh).
            try cluster.stopFast()
            try cluster.start()
            var probes: [String] = []
            for host in hosts.prefix(2) {
                let back = poll(for: .seconds(30)) {
                    let ballot = "probe-\(probes.count)"
                    probes.append(ballot)
                    return (try? host.vote(for: "Goldfish", ballot: ballot).get().status) == 201
                }
                #expect(back != nil, "host \(host.host) took no vote after the database's return")
            }
            let acknowledgedBefore = load.acknowledgedCount
            #expect(poll(for: .seconds(30)) { load.acknowledgedCount >= acknowledgedBefore + 100 } != nil)
            load.stop()

            // Every ballot sent, retried until acknowledged, counts exactly once.
            for (ballots, pet) in [(load.sent.subtracting(load.acknowledged), "Cat"), (Set(probes), "Goldfish")] {
                for ballot in ballots {
                    let stored = poll(for: .seconds(10)) {
                        (try? hosts[0].vote(for: pet, ballot: ballot).get().status) == 201
                    }
                    #expect(stored != nil, "ballot \(ballot) was never acknowledged")
                }
            }
            let store = try DatabaseName(cluster.url(database: name), environment: { _ in nil }).open()
            let votes = Dictionary(uniqueKeysWithValues: try store.standings().entries.map { ($0.pet.name, $0.votes) })
            #expect(votes["Cat"] == load.sent.count)
            #expect(votes["Dog"] == 1)
            #expect(votes["Goldfish"] == probes.count)
            // Both surviving hosts show that board.
            let total = try store.standings().totalVotes
            for host in hosts.prefix(2) {
                let seen = poll(for: .seconds(10)) { host.boardTotal() == total }
                #expect(seen != nil, "host \(host.host) never showed the final board")
            }
        }
    }
}
