import Foundation
import Testing
@testable import VoteLayout

struct ViewDimensionsTests {
    /// Compares the dimensions of its first subview for two proposals while sizing itself.
    private struct Comparing: Layout {
        final class Outcome {
            var sameProposalsEqual = false
            var otherProposalsEqual = true
        }
        let outcome: Outcome

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            guard let first = subviews.first else { return .zero }
            // Both give the text its ideal size, but guides may depend on the proposal.
            let wide = ProposedViewSize(width: 100, height: nil)
            outcome.sameProposalsEqual = first.dimensions(in: wide) == first.dimensions(in: wide)
            outcome.otherProposalsEqual = first.dimensions(in: wide) == first.dimensions(in: .unspecified)
            return .zero
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    @Test("Dimensions are equal when they measure the same view with the same proposal")
    func equalityFollowsTheViewAndTheProposal() {
        let outcome = Comparing.Outcome()
        _ = ViewLayout(Comparing(outcome: outcome) { Text("ab cd") })
        #expect(outcome.sameProposalsEqual)
        #expect(!outcome.otherProposalsEqual)
    }

    @Test func dimensionsWithoutExplicitGuidesCompareBySize() {
        #expect(ViewDimensions(size: CGSize(width: 2, height: 1)) == ViewDimensions(size: CGSize(width: 2, height: 1)))
        #expect(ViewDimensions(size: CGSize(width: 2, height: 1)) != ViewDimensions(size: CGSize(width: 1, height: 1)))
    }
}
