import Foundation

/// The parts of `votectl board --json` (schema 1) the reliability tests read.
struct BoardSnapshot: Decodable, Hashable, Sendable {
    struct Standing: Decodable, Hashable, Sendable {
        let pet: String
        let votes: Int
        let rank: Int
        let tied: Bool
    }

    let schema: Int
    let totalVotes: Int
    let standings: [Standing]

    init(json: String) throws {
        self = try JSONDecoder().decode(BoardSnapshot.self, from: Data(json.utf8))
    }

    /// The votes one pet has on this board (0 when absent).
    func votes(for pet: String) -> Int {
        standings.first { $0.pet == pet }?.votes ?? 0
    }

    /// A consistent snapshot: the standings add up to the total.
    var isConsistent: Bool { standings.reduce(0) { $0 + $1.votes } == totalVotes }
}
