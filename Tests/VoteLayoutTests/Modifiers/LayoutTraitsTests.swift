import Testing
@testable import VoteLayout

/// `layoutPriority` and `layoutValue(key:value:)`: traits a container reads from its subviews.
struct LayoutTraitsTests {
    private struct Weight: LayoutValueKey {
        static let defaultValue: CGFloat = 1
    }

    /// Gives each subview a share of the width proportional to its weight.
    private struct WeightedHStack: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let total = subviews.map { $0[Weight.self] }.reduce(0, +)
            var x = bounds.minX
            for subview in subviews {
                let width = bounds.width * subview[Weight.self] / total
                subview.place(
                    at: CGPoint(x: x, y: bounds.minY),
                    proposal: ProposedViewSize(width: width, height: bounds.height)
                )
                x += width
            }
        }
    }

    @Test func layoutValuesReachTheLayoutThroughModifiers() {
        let root = layOut(
            WeightedHStack {
                Color.red.layoutValue(key: Weight.self, value: 3).padding(0)
                Color.blue
            },
            ProposedViewSize(width: 40, height: 2)
        )
        .root
        #expect(root.childFrames.map(\.width) == [30, 10])
    }

    @Test func containersDoNotForwardTheirChildrensTraits() {
        let root = layOut(
            WeightedHStack {
                HStack { Color.red.layoutValue(key: Weight.self, value: 3) }
                Color.blue
            },
            ProposedViewSize(width: 40, height: 2)
        )
        .root
        #expect(root.childFrames.map(\.width) == [20, 20])
    }

    @Test func priorityIsVisibleToLayouts() {
        var priorities: [Double] = []
        let probe = PriorityProbe { priorities = $0 }
        _ = layOut(
            probe {
                Color.red
                Color.blue.layoutPriority(2).frame(width: 3)
                Spacer()
            }
        )
        #expect(priorities == [0, 2, -.infinity])
    }

    private struct PriorityProbe: Layout {
        let report: ([Double]) -> Void
        init(_ report: @escaping ([Double]) -> Void) { self.report = report }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            report(subviews.map(\.priority))
            return .zero
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }
}
