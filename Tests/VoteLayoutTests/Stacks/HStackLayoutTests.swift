import Testing
@testable import VoteLayout

/// `HStack`/`HStackLayout`: the stack algorithm along the horizontal axis (layout-rules §2.4).
struct HStackLayoutTests {
    @Test("Default spacing is 8 between views without preferences")
    func defaultSpacing() {
        let stack = layOut(
            HStack {
                Color.red
                Color.blue
            },
            ProposedViewSize(width: 100, height: 10)
        )
        .root
        #expect(
            stack.childFrames == [
                CGRect(x: 0, y: 0, width: 46, height: 10), CGRect(x: 54, y: 0, width: 46, height: 10),
            ]
        )
    }

    @Test("Explicit spacing replaces every pair's distance, zero-sized children included")
    func explicitSpacing() {
        let stack = layOut(
            HStack(spacing: 3) {
                Color.red.frame(width: 0)
                Color.blue.frame(width: 4)
                Color.green.frame(width: 5)
            },
            ProposedViewSize(width: 100, height: 2)
        )
        .root
        #expect(stack.children.map(\.frame.minX) == [0, 3, 10])
        #expect(stack.frame.width == 15)
    }

    /// (proposal, expected stack size) for two 10-ideal colours with 8 spacing.
    @Test(arguments: [
        (ProposedViewSize.unspecified, CGSize(width: 28, height: 10)),
        (ProposedViewSize.zero, CGSize(width: 8, height: 0)),
        (ProposedViewSize(width: 50, height: 20), CGSize(width: 50, height: 20)),
        (ProposedViewSize(width: 50, height: nil), CGSize(width: 50, height: 10)),
    ])
    func sizeForProposals(proposal: ProposedViewSize, expected: CGSize) {
        #expect(
            layOut(
                HStack {
                    Color.red
                    Color.blue
                },
                proposal
            )
            .size == expected
        )
    }

    @Test("An infinite proposal makes flexible children infinite")
    func infiniteProposal() {
        let size = layOut(
            HStack {
                Color.red
                Text("ab")
            },
            .infinity
        )
        .size
        #expect(size.width == .infinity)
        #expect(size.height == .infinity)
    }

    @Test("A nil width proposes every child its ideal width")
    func idealWidths() {
        let stack = layOut(
            HStack(spacing: 0) {
                Text("abc")
                Color.red
                Text("de")
            }
        )
        .root
        #expect(stack.children.map(\.frame.width) == [3, 10, 2])
    }

    @Test("Less flexible children are sized first: the text gets its width before the colour takes the rest")
    func flexibilityOrder() {
        let stack = layOut(
            HStack {
                Color.red
                Text("abc")
            },
            ProposedViewSize(width: 28, height: 5)
        )
        .root
        #expect(stack.children.map(\.frame.width) == [17, 3])
    }

    @Test("Two infinitely flexible children: the larger minimum goes first")
    func infiniteFlexibilityTieBreak() {
        let stack = layOut(
            HStack(spacing: 0) {
                Color.red
                Color.blue.frame(minWidth: 20)
            },
            ProposedViewSize(width: 30, height: 5)
        )
        .root
        #expect(stack.children.map(\.frame.width) == [10, 20])
        #expect(stack.frame.width == 30)
    }

    @Test("Equal flexibility keeps source order (offers: remaining space over remaining children)")
    func sourceOrderWhenEquallyFlexible() {
        let stack = layOut(
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 5)
                Color.blue.frame(maxWidth: 5)
                Color.green
            },
            ProposedViewSize(width: 30, height: 5)
        )
        .root
        // The capped frames are less flexible (0…5) and go first: 10 → 5, 12.5 → 5; the colour takes 20.
        #expect(stack.children.map(\.frame.width) == [5, 5, 20])
    }

    @Test("Children that don't fit overflow the proposal: the stack reports the sum")
    func overflow() {
        let stack = layOut(
            HStack(spacing: 0) {
                Text("abc").fixedSize()
                Text("defg").fixedSize()
            },
            ProposedViewSize(width: 5, height: 1)
        )
        .root
        #expect(stack.frame.width == 7)
        #expect(stack.children.map(\.frame.minX) == [0, 3])
    }

    @Test("Higher priority groups are offered everything but the lower groups' minimums")
    func priorityGroups() {
        let stack = layOut(
            HStack(spacing: 0) {
                Text("aaaa bbbb")
                Text("cccc dddd").layoutPriority(1)
            },
            ProposedViewSize(width: 12, height: 5)
        )
        .root
        // Lower group minimum: "aaaa bbbb" offered 0 breaks into 1-wide lines, so 1.
        // The priority-1 text is offered 12 − 1 = 11 and takes 9; the other gets 2 + 1 = 3.
        #expect(stack.children.map(\.frame.width) == [3, 9])
    }

    @Test(
        "Vertical alignment places children across the stack",
        arguments: [
            (VerticalAlignment.top, [0.0, 0.0]),
            (VerticalAlignment.center, [0.0, 1.5]),
            (VerticalAlignment.bottom, [0.0, 3.0]),
        ]
    )
    func alignment(alignment: VerticalAlignment, expectedY: [Double]) {
        let stack = layOut(
            HStack(alignment: alignment) {
                Color.red.frame(width: 2, height: 4)
                Text("a")
            }
        )
        .root
        #expect(stack.children.map(\.frame.minY) == expectedY.map { CGFloat($0) })
        #expect(stack.frame.height == 4)
    }

    @Test("Text baselines: the last baseline of a text is its bottom, other views default to their bottom")
    func lastTextBaseline() {
        let stack = layOut(
            HStack(alignment: .lastTextBaseline) {
                Text("ab")
                Color.red.frame(width: 2, height: 3)
            }
        )
        .root
        #expect(stack.children.map(\.frame.minY) == [2, 0])
    }

    @Test("First text baseline is the bottom of the first line")
    func firstTextBaseline() {
        let stack = layOut(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("aa bb").fixedSize(horizontal: false, vertical: true).frame(width: 2)
                Text("cc")
            },
            ProposedViewSize(width: 4, height: 10)
        )
        .root
        // The wrapped text is two lines (baseline 1), the single line text too (baseline 1): tops align.
        #expect(stack.children.map(\.frame.minY) == [0, 0])
        #expect(stack.frame.height == 2)
    }

    @Test("Placement re-runs with the stack's height so flexible children fill it")
    func placementFillsCrossAxis() {
        let stack = layOut(
            HStack {
                Text("abc")
                Color.red.frame(width: 2)
            },
            ProposedViewSize(width: nil, height: nil)
        )
        .root
        #expect(stack.frame.size == CGSize(width: 13, height: 10))
        #expect(stack.children[1].frame.height == 10)
        let filled = layOut(
            VStack {
                Text("abcdefghijklmnopqrst")
                Color.red
            },
            ProposedViewSize(width: nil, height: 30)
        )
        .root
        // Sized with a nil width the colour is 10 wide; placed with the stack's width it fills 20.
        #expect(filled.frame.width == 20)
        #expect(filled.children[1].frame.width == 20)
    }

    @Test("HStackLayout is usable as a container and through AnyLayout with the same frames")
    func layoutValueAsContainer() {
        let direct = layOut(
            HStack {
                Color.red
                Text("ab")
            },
            ProposedViewSize(width: 40, height: 4)
        )
        .root
        let layout = layOut(
            HStackLayout {
                Color.red
                Text("ab")
            },
            ProposedViewSize(width: 40, height: 4)
        )
        .root
        let erased = layOut(
            AnyLayout(HStackLayout()) {
                Color.red
                Text("ab")
            },
            ProposedViewSize(width: 40, height: 4)
        )
        .root
        #expect(direct == layout)
        #expect(direct == erased)
        #expect(direct.kind == .layout("HStackLayout"))
    }
}
