import Testing
@testable import VoteLayout

/// `Spacer` (layout-rules §2.2): min length 8, zero spacing, sized after everything else.
struct SpacerTests {
    @Test func spacerTakesTheRestWithZeroSpacingToItsNeighbours() {
        let stack = layOut(
            HStack {
                Text("ab")
                Spacer()
                Text("cd")
            },
            ProposedViewSize(width: 20, height: 1)
        )
        .root
        #expect(stack.children.map(\.frame.minX) == [0, 2, 18])
        #expect(stack.children[1].frame.size == CGSize(width: 16, height: 0))
    }

    @Test("Spacers are sized after everything else but keep their minimum")
    func sizedLastWithMinimum() {
        let stack = layOut(
            HStack {
                Text("abcdefghij")
                Spacer()
            },
            ProposedViewSize(width: 12, height: 5)
        )
        .root
        // The text is offered 12 − 8 (the spacer's minimum): 4, and wraps to three lines.
        #expect(stack.children[0].frame.size == CGSize(width: 4, height: 3))
        #expect(stack.children[1].frame.width == 8)
    }

    @Test(
        "Size by orientation",
        arguments: [
            (ProposedViewSize(width: 30, height: 40), Axis?.some(.horizontal), CGSize(width: 30, height: 0)),
            (ProposedViewSize(width: 30, height: 40), Axis?.some(.vertical), CGSize(width: 0, height: 40)),
            (ProposedViewSize(width: 30, height: 40), Axis?.none, CGSize(width: 30, height: 40)),
            (ProposedViewSize.unspecified, Axis?.some(.horizontal), CGSize(width: 8, height: 0)),
            (ProposedViewSize.unspecified, Axis?.none, CGSize(width: 8, height: 8)),
            (ProposedViewSize.zero, Axis?.some(.vertical), CGSize(width: 0, height: 8)),
        ]
    )
    func sizeByOrientation(proposal: ProposedViewSize, axis: Axis?, expected: CGSize) {
        let root: LayoutNode
        switch axis {
        case .horizontal: root = layOut(HStack { Spacer() }, proposal).root.children[0]
        case .vertical: root = layOut(VStack { Spacer() }, proposal).root.children[0]
        case nil: root = layOut(ZStack { Spacer() }, proposal).root.children[0]
        }
        #expect(root.frame.size == expected)
    }

    @Test func minLengthReplacesTheDefault() {
        let stack = layOut(
            HStack(spacing: 0) {
                Text("ab")
                Spacer(minLength: 3)
            }
        )
        .root
        #expect(stack.frame.width == 5)
    }

    @Test func layoutPriorityOverridesTheSpacersOwn() {
        let stack = layOut(
            HStack(spacing: 0) {
                Spacer().layoutPriority(1)
                Text("abcdefghij")
            },
            ProposedViewSize(width: 12, height: 5)
        )
        .root
        // The spacer now goes first and takes all 12 − the text's minimum (1).
        #expect(stack.children[0].frame.width == 11)
    }

    @Test func spacerPriorityAndSpacing() {
        let layout = layOut(HStack { Spacer() })
        #expect(layout.root.children[0].kind == .spacer)
        #expect(ViewSpacing.along(.horizontal, 0).distance(to: ViewSpacing(), along: .horizontal) == 0)
    }
}
