import Foundation
import TestSupport
import Testing
import VoteCore
import VoteStore

extension Reliability {
    /// SQLiteVoteStore's standings agree with ``ReferenceStandings`` over random vote tables.
    @Suite("Rank rules against a reference")
    struct RankPropertyTests {
        private static let extraNames = [
            "Hamster", "Parrot", "猫", "🐶", "Café", "Robert'); DROP TABLE pet;--", "Iguana",
        ]

        @Test("Ranks, ties, shares, totals and order match the reference on random tables")
        func standingsMatchTheReference() throws {
            var random = SeededRandom(seed: ReliabilityConfiguration.seed(for: "rank-properties"))
            let tables = ReliabilityConfiguration.rankTables
            var votesCast = 0
            var mismatches = 0
            for table in 1...tables {
                let store = try SQLiteVoteStore.inMemory()
                var names = ["Cat", "Goldfish", "Dog"]
                let extra = Int.random(in: 0...Self.extraNames.count, using: &random)
                for name in Self.extraNames.shuffled(using: &random).prefix(extra) {
                    try store.addPet(named: name)
                    names.append(name)
                }
                // Small ranges make ties common; sometimes one pet runs away with it.
                let ceiling = [0, 1, 2, 3, 5, 40].randomElement(using: &random) ?? 3
                var tally: [(pet: String, votes: Int)] = []
                for name in names {
                    let votes = Int.random(in: 0...ceiling, using: &random)
                    tally.append((name, votes))
                }
                // Cast in a random order and in random chunks, as real traffic would.
                var pending = tally.flatMap { entry in Array(repeating: entry.pet, count: entry.votes) }
                pending.shuffle(using: &random)
                while let pet = pending.popLast() {
                    var chunk = 1
                    while pending.last == pet, chunk < 4 {
                        pending.removeLast()
                        chunk += 1
                    }
                    try store.vote(for: pet.uppercased() == pet ? pet : pet.lowercased(), count: chunk)
                    votesCast += chunk
                }

                let expected = ReferenceStandings(tally: tally)
                let standings = try store.standings()
                let actual = standings.entries.map {
                    ReferenceStandings.Entry(pet: $0.pet.name, votes: $0.votes, rank: $0.rank, isTied: $0.isTied)
                }
                let matches =
                    actual == expected.entries && standings.totalVotes == expected.totalVotes
                    && standings.isAllWayTie == expected.isAllWayTie
                if !matches { mismatches += 1 }
                #expect(actual == expected.entries, "table \(table): expected \(expected)")
                #expect(standings.totalVotes == expected.totalVotes, "table \(table)")
                #expect(standings.isAllWayTie == expected.isAllWayTie, "table \(table): \(expected)")
                for entry in standings.entries {
                    let share = expected.totalVotes == 0 ? 0 : Double(entry.votes) / Double(expected.totalVotes)
                    #expect(abs(entry.share - share) < 1e-9, "table \(table): share of \(entry.pet.name)")
                }
            }
            ReliabilityConfiguration.report(
                "rank-properties",
                "\(tables) random tables, \(votesCast) votes cast; mismatches: \(mismatches)"
            )
        }

        @Test("Time-window standings count exactly the votes cast inside the window")
        func windowStandingsMatchTheReference() throws {
            var random = SeededRandom(seed: ReliabilityConfiguration.seed(for: "window-properties"))
            let origin = Date(timeIntervalSince1970: 1_790_000_000)
            for table in 1...max(1, ReliabilityConfiguration.rankTables / 5) {
                let store = try SQLiteVoteStore.inMemory()
                let names = ["Cat", "Goldfish", "Dog"]
                var cast: [(pet: String, second: Int, count: Int)] = []
                for _ in 0..<Int.random(in: 0...30, using: &random) {
                    let vote = (
                        pet: names.randomElement(using: &random) ?? "Cat",
                        second: Int.random(in: 0..<100, using: &random),
                        count: Int.random(in: 1...3, using: &random)
                    )
                    try store.vote(for: vote.pet, count: vote.count, at: origin.addingTimeInterval(Double(vote.second)))
                    cast.append(vote)
                }
                // Window edges fall between whole seconds, so inclusive/exclusive edges cannot matter.
                let low = Int.random(in: 0..<100, using: &random)
                let high = Int.random(in: low..<101, using: &random)
                let since = origin.addingTimeInterval(Double(low) - 0.5)
                let until = origin.addingTimeInterval(Double(high) + 0.5)
                let inside = cast.filter { $0.second >= low && $0.second <= high }
                let expected = ReferenceStandings(
                    tally: names.map { name in
                        (name, inside.filter { $0.pet == name }.reduce(0) { $0 + $1.count })
                    }
                )
                let standings = try store.standings(since: since, until: until)
                let actual = standings.entries.map {
                    ReferenceStandings.Entry(pet: $0.pet.name, votes: $0.votes, rank: $0.rank, isTied: $0.isTied)
                }
                #expect(actual == expected.entries, "table \(table) [\(low), \(high)]: expected \(expected)")
                #expect(standings.totalVotes == expected.totalVotes, "table \(table)")
                #expect(standings.isAllWayTie == expected.isAllWayTie, "table \(table)")
            }
        }
    }
}
