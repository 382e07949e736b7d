import Foundation
import Testing
@testable import VoteLayout

struct ProposalMemoTests {
    @Test func forgetsNothingAndInventsNothing() {
        var memo = ProposalMemo<Int>()
        #expect(memo[.unspecified] == nil)
        memo.remember(1, for: .unspecified)
        memo.remember(2, for: .zero)
        #expect(memo[.unspecified] == 1)
        #expect(memo[.zero] == 2)
        #expect(memo[.infinity] == nil)
        #expect(memo[ProposedViewSize(width: 0, height: nil)] == nil)
        #expect(memo.count == 2)
    }

    @Test func rememberingAgainReplaces() {
        var memo = ProposalMemo<Int>()
        memo.remember(1, for: .zero)
        memo.remember(3, for: .zero)
        #expect(memo[.zero] == 3)
        #expect(memo.count == 1)
    }

    @Test(
        "Past the in-order entries proposals go to the dictionary, and both keep answering",
        arguments: [ProposalMemo<Int>.inlineCapacity - 1, ProposalMemo<Int>.inlineCapacity, 100]
    )
    func manyProposals(count: Int) {
        var memo = ProposalMemo<Int>()
        for width in 0..<count { memo.remember(width, for: ProposedViewSize(width: CGFloat(width), height: 1)) }
        for width in 0..<count { memo.remember(-width, for: ProposedViewSize(width: CGFloat(width), height: nil)) }
        #expect(memo.count == 2 * count)
        for width in 0..<count {
            #expect(memo[ProposedViewSize(width: CGFloat(width), height: 1)] == width)
            #expect(memo[ProposedViewSize(width: CGFloat(width), height: nil)] == -width)
        }
        #expect(memo[ProposedViewSize(width: CGFloat(count), height: 1)] == nil)
        memo.remember(7, for: ProposedViewSize(width: CGFloat(count - 1), height: nil))
        #expect(memo[ProposedViewSize(width: CGFloat(count - 1), height: nil)] == 7)
        #expect(memo.count == 2 * count)
    }

    @Test("A zero proposal matches its negative zero, as a dictionary key does")
    func signedZerosAreOneProposal() {
        var memo = ProposalMemo<Int>()
        memo.remember(1, for: ProposedViewSize(width: -0.0, height: 0))
        #expect(memo[.zero] == 1)
    }
}
