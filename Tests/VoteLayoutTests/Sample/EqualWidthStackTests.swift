import Foundation
import Testing

@testable import VoteLayout

/// `MyEqualWidthHStack` and `MyEqualWidthVStack` with the sample's buttons: bordered buttons
/// are their label plus one cell on every side, so "Cat" and "Dog" are 5 × 3 and "Goldfish"
/// 10 × 3, with the default spacing of 8 between them.
struct EqualWidthStackTests {
    static let proposals: [ProposedViewSize] = [
        .unspecified, .zero, .infinity, ProposedViewSize(width: 20, height: 2),
        ProposedViewSize(width: 200, height: nil),
    ]

    // MARK: Horizontal

    @Test(
        "The horizontal stack is 3 slots of 10 plus 2 × 8 spacing, by 3, whatever it is offered",
        arguments: proposals
    )
    func horizontalSize(proposal: ProposedViewSize) {
        let layout = ViewLayout(MyEqualWidthHStack { VoteButtons() }, in: proposal)
        #expect(layout.size == CGSize(width: 46, height: 3))
    }

    @Test("Without a flexible label, buttons keep their own width, centred in equal slots (seed 000)")
    func horizontalButtonsKeepTheirWidth() {
        let layout = ViewLayout(MyEqualWidthHStack { VoteButtons() })
        #expect(
            layout.buttons.map(\.frame) == [
                CGRect(x: 2.5, y: 0, width: 5, height: 3),
                CGRect(x: 18, y: 0, width: 10, height: 3),
                CGRect(x: 38.5, y: 0, width: 5, height: 3),
            ]
        )
        #expect(layout.texts.map(\.frame.minX) == [3.5, 19, 39.5])
    }

    @Test("With .frame(maxWidth: .infinity) on the label, every button fills its slot")
    func horizontalButtonsFillTheirSlots() {
        let layout = ViewLayout(MyEqualWidthHStack { VoteButtons(fillsSlot: true) })
        #expect(
            layout.buttons.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 10, height: 3),
                CGRect(x: 18, y: 0, width: 10, height: 3),
                CGRect(x: 36, y: 0, width: 10, height: 3),
            ]
        )
        // The texts keep their size, centred in the 8-wide label frames.
        #expect(
            layout.texts.map(\.frame) == [
                CGRect(x: 3.5, y: 1, width: 3, height: 1),
                CGRect(x: 19, y: 1, width: 8, height: 1),
                CGRect(x: 39.5, y: 1, width: 3, height: 1),
            ]
        )
    }

    @Test("Slots start at the bounds' leading edge and centre on their middle")
    func horizontalPlacementIsRelativeToBounds() {
        // A 60 × 10 frame centres the 46 × 3 stack at (7, 3.5).
        let layout = ViewLayout(MyEqualWidthHStack { VoteButtons(fillsSlot: true) }.frame(width: 60, height: 10))
        #expect(
            layout.buttons.map(\.frame.origin) == [
                CGPoint(x: 7, y: 3.5), CGPoint(x: 25, y: 3.5), CGPoint(x: 43, y: 3.5),
            ]
        )
    }

    @Test("Explicit spacing between subviews comes from their ViewSpacing")
    func horizontalSpacingFollowsViewSpacing() {
        let layout = ViewLayout(
            MyEqualWidthHStack {
                box(4, 2)
                box(6, 1).spacingPreference(.zero)
                box(2, 2)
            }
        )
        // Slots are 6 × 2; box–spacer and spacer–box are 0 apart, so the stack is 18 wide.
        #expect(layout.size == CGSize(width: 18, height: 2))
        #expect(layout.root.children.map(\.frame.minX) == [1, 6, 14])
    }

    @Test("An empty stack is empty")
    func emptyStacks() {
        #expect(ViewLayout(MyEqualWidthHStack { EmptyView() }).size == .zero)
        #expect(ViewLayout(MyEqualWidthVStack { EmptyView() }).size == .zero)
    }

    // MARK: Vertical

    @Test(
        "The vertical stack is 10 wide by 3 slots of 3 plus 2 × 8 spacing, whatever it is offered",
        arguments: proposals
    )
    func verticalSize(proposal: ProposedViewSize) {
        let layout = ViewLayout(MyEqualWidthVStack { VoteButtons() }, in: proposal)
        #expect(layout.size == CGSize(width: 10, height: 25))
    }

    @Test("Without a flexible label, buttons keep their own width, centred in the column (seed 000)")
    func verticalButtonsKeepTheirWidth() {
        let layout = ViewLayout(MyEqualWidthVStack { VoteButtons() })
        #expect(
            layout.buttons.map(\.frame) == [
                CGRect(x: 2.5, y: 0, width: 5, height: 3),
                CGRect(x: 0, y: 11, width: 10, height: 3),
                CGRect(x: 2.5, y: 22, width: 5, height: 3),
            ]
        )
    }

    @Test("With .frame(maxWidth: .infinity) on the label, every button is as wide as the widest")
    func verticalButtonsFillTheirSlots() {
        let layout = ViewLayout(MyEqualWidthVStack { VoteButtons(fillsSlot: true) })
        #expect(
            layout.buttons.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 10, height: 3),
                CGRect(x: 0, y: 11, width: 10, height: 3),
                CGRect(x: 0, y: 22, width: 10, height: 3),
            ]
        )
    }

    @Test("Vertical spacing between subviews comes from their ViewSpacing")
    func verticalSpacingFollowsViewSpacing() {
        let layout = ViewLayout(
            MyEqualWidthVStack {
                box(4, 2)
                box(7, 1)
                box(1, 1).spacingPreference(.zero)
            }
        )
        // Slots are 7 × 2; 8 between the boxes, 0 next to the zero-spacing one.
        #expect(layout.size == CGSize(width: 7, height: 14))
        #expect(layout.root.children.map(\.frame.minY) == [0, 10.5, 12.5])
    }
}
