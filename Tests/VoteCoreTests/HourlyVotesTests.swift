import TestSupport
import Testing
import VoteCore

struct HourlyVotesTests {
    @Test("sums equal a count by pet and hour, across growth, before 1970 and after emptying")
    func sumsMatchACount() {
        var random = SeededRandom(seed: 7)
        var sums = HourlyVotes()
        var expected: [String: Int64] = [:]
        for _ in 0..<20_000 {
            let at = Int64.random(in: -50 * HourlyWindow.hour...(3_000 * HourlyWindow.hour), using: &random)
            let petID = Int64.random(in: 1...5, using: &random)
            let votes = Int64.random(in: 1...3, using: &random)
            sums.add(votes, petID: petID, at: at)
            expected["\(HourlyWindow.hourStart(at)) \(petID)", default: 0] += votes
        }
        var found: [String: Int64] = [:]
        for (hour, petID, votes) in sums { found["\(hour) \(petID)"] = votes }
        #expect(found == expected)
        #expect(sums.count == expected.count && !sums.isFull)

        sums.removeAll()
        #expect(sums.count == 0 && Array(sums).isEmpty)
        sums.add(4, petID: 9, at: -1)
        #expect(Array(sums).map { "\($0.hour) \($0.petID) \($0.votes)" } == ["\(-HourlyWindow.hour) 9 4"])
    }

    @Test("full once it holds its capacity of pet-hours")
    func fullAtCapacity() {
        var sums = HourlyVotes()
        for hour in 0..<Int64(HourlyVotes.capacity) {
            #expect(!sums.isFull)
            sums.add(1, petID: 1, at: hour * HourlyWindow.hour)
        }
        #expect(sums.isFull && sums.count == HourlyVotes.capacity)
    }
}
