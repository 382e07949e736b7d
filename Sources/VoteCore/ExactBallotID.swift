/// A ballot id compared as both stores compare it: byte for byte.
///
/// Swift's `String` equality holds canonically equivalent strings equal ("café" composed and
/// decomposed), which the stores keep as two ballots: a batch's look-ups in memory key its ids by
/// this, so that a ballot is never taken for another's replay on one engine and counted on the other.
package struct ExactBallotID: Hashable, Sendable {
    package let id: String

    package init(_ id: String) {
        self.id = id
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id.utf8.elementsEqual(rhs.id.utf8)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(id.utf8.count)
        for byte in id.utf8 { hasher.combine(byte) }
    }
}
