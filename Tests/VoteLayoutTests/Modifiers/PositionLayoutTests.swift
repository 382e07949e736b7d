import Testing
@testable import VoteLayout

/// `position(_:)` and `position(x:y:)`: rules from OpenSwiftUI's PositionLayout.swift.
struct PositionLayoutTests {
    @Test func takesTheProposalAndCentresTheViewOnThePoint() {
        let root = layOut(
            Color.red.frame(width: 20, height: 10).position(x: 50, y: 30),
            ProposedViewSize(width: 200, height: 100)
        )
        .root
        #expect(root.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(root.children[0].frame == CGRect(x: 40, y: 25, width: 20, height: 10))
    }

    @Test func aPointAndItsCoordinatesAreTheSame() {
        let byPoint = layOut(
            Color.red.frame(width: 4, height: 4).position(CGPoint(x: 7, y: 9)),
            .init(width: 20, height: 20)
        )
        let byXY = layOut(Color.red.frame(width: 4, height: 4).position(x: 7, y: 9), .init(width: 20, height: 20))
        #expect(byPoint.root.children[0].frame == CGRect(x: 5, y: 7, width: 4, height: 4))
        #expect(byXY.root.children[0].frame == byPoint.root.children[0].frame)
    }

    @Test func theDefaultPointIsTheOrigin() {
        let root = layOut(Color.red.frame(width: 4, height: 4).position(), .init(width: 20, height: 20)).root
        #expect(root.children[0].frame == CGRect(x: -2, y: -2, width: 4, height: 4))
    }

    @Test func anUnspecifiedAxisTakesTheViewsLength() {
        // `CGSize(proposal) ?? proposal.fixingUnspecifiedDimensions(at: child.size(in: proposal))`.
        let root = layOut(Color.red.frame(width: 20, height: 10).position(x: 0, y: 0), .init(width: 100, height: nil))
            .root
        #expect(root.frame.size == CGSize(width: 100, height: 10))
    }

    @Test func itsViewIsProposedThePositionedSize() {
        // The child is placed with the modifier's own size as its proposal: a colour fills it.
        let root = layOut(Color.red.position(x: 50, y: 20), .init(width: 100, height: 40)).root
        #expect(root.children[0].frame == CGRect(x: 0, y: 0, width: 100, height: 40))
    }
}
