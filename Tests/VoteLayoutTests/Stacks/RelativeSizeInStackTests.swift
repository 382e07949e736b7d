import Testing
@testable import VoteLayout

/// Seed 002 (Ole Begemann, "SwiftUI relative size in stacks"): every number it publishes for a
/// 620-point `HStack(spacing: 10)` of three colours.
struct RelativeSizeInStackTests {
    /// The widths of the three children of the stack inside `.frame(height: 80)`, proposed 620 wide.
    private func widths<V: View>(_ stack: V) -> (widths: [CGFloat], stack: CGFloat) {
        let layout = layOut(stack.frame(height: 80), ProposedViewSize(width: 620, height: 400))
        let hstack = layout.root.children[0]
        return (hstack.children.map(\.frame.width), hstack.frame.width)
    }

    @Test("Modifier on the first child: it gets a third, halved; the others share the rest")
    func modifierOnFirstChild() {
        let result = widths(
            HStack(spacing: 10) {
                Color.blue.relativeProposed(width: 0.5)
                Color.green
                Color.yellow
            }
        )
        #expect(result.widths == [100, 250, 250])
        #expect(result.stack == 620)
    }

    @Test("Modifier in the middle: (620 − 20) / 3 = 200, then 400 / 2 = 200 halved to 100, then 300")
    func modifierOnMiddleChild() {
        let result = widths(
            HStack(spacing: 10) {
                Color.blue
                Color.green.relativeProposed(width: 0.5)
                Color.yellow
            }
        )
        #expect(result.widths == [200, 100, 300])
    }

    @Test("Modifier on the last child: 200, 200, 100 and the stack shrinks to 520 — leftovers aren't redistributed")
    func modifierOnLastChild() {
        let result = widths(
            HStack(spacing: 10) {
                Color.blue
                Color.green
                Color.yellow.relativeProposed(width: 0.5)
            }
        )
        #expect(result.widths == [200, 200, 100])
        #expect(result.stack == 520)
    }

    @Test("Higher priority: the yellow view is offered all 600 and takes 300; the others share 300")
    func layoutPriority() {
        let result = widths(
            HStack(spacing: 10) {
                Color.blue
                Color.green
                Color.yellow.relativeProposed(width: 0.5).layoutPriority(1)
            }
        )
        #expect(result.widths == [150, 150, 300])
        #expect(result.stack == 620)
    }

    @Test("Frames are placed left to right with the spacing between them")
    func placement() {
        let layout = layOut(
            HStack(spacing: 10) {
                Color.blue
                Color.green.relativeProposed(width: 0.5)
                Color.yellow
            }
            .frame(height: 80),
            ProposedViewSize(width: 620, height: 400)
        )
        let hstack = layout.root.children[0]
        #expect(hstack.frame == CGRect(x: 0, y: 0, width: 620, height: 80))
        #expect(hstack.children.map(\.frame.minX) == [0, 210, 320])
        // The relative-size layout centres its child, which takes the halved proposal.
        let green = hstack.children[1].children[0]
        #expect(green.frame == CGRect(x: 210, y: 0, width: 100, height: 80))
    }
}
