import Testing
@testable import VoteLayout

/// `Edge.Set` and `EdgeInsets`.
struct EdgeInsetsTests {
    @Test func edgeSets() {
        #expect(Edge.Set.all == [.top, .leading, .bottom, .trailing])
        #expect(Edge.Set.horizontal == [.leading, .trailing])
        #expect(Edge.Set(.bottom) == .bottom)
        #expect(Axis.Set.horizontal != .vertical)
    }

    @Test(
        "Insets from edges",
        arguments: [
            (Edge.Set.all, EdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3)),
            (Edge.Set.vertical, EdgeInsets(top: 3, leading: 0, bottom: 3, trailing: 0)),
            (Edge.Set.leading, EdgeInsets(top: 0, leading: 3, bottom: 0, trailing: 0)),
            (Edge.Set(), EdgeInsets()),
        ]
    )
    func insets(edges: Edge.Set, expected: EdgeInsets) {
        let insets = EdgeInsets(edges, 3)
        #expect(insets == expected)
        #expect(insets.total(along: .horizontal) == expected.leading + expected.trailing)
    }
}
