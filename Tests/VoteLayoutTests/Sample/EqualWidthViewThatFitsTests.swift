import Foundation
import Testing

@testable import VoteLayout

/// The sample's `ViewThatFits` between the equal-width stacks: a 46 × 3 row of buttons when it
/// fits, else a 10 × 25 column.
struct EqualWidthViewThatFitsTests {
    /// The sample's adaptive button bar.
    private struct AdaptiveButtons: View {
        var body: some View {
            ViewThatFits {  // Choose the first view that fits.
                MyEqualWidthHStack { VoteButtons(fillsSlot: true) }  // Arrange horizontally if it fits...
                MyEqualWidthVStack { VoteButtons(fillsSlot: true) }  // ...or vertically, otherwise.
            }
        }
    }

    private static let row: [CGRect] = [
        CGRect(x: 0, y: 0, width: 10, height: 3),
        CGRect(x: 18, y: 0, width: 10, height: 3),
        CGRect(x: 36, y: 0, width: 10, height: 3),
    ]

    private static let column: [CGRect] = [
        CGRect(x: 0, y: 0, width: 10, height: 3),
        CGRect(x: 0, y: 11, width: 10, height: 3),
        CGRect(x: 0, y: 22, width: 10, height: 3),
    ]

    @Test(
        "Horizontal when the row fits, vertical otherwise (and when nothing fits, the last)",
        arguments: [
            (ProposedViewSize.unspecified, CGSize(width: 46, height: 3), row),
            (ProposedViewSize(width: 100, height: 100), CGSize(width: 46, height: 3), row),
            (ProposedViewSize(width: 46, height: 3), CGSize(width: 46, height: 3), row),
            (ProposedViewSize(width: 45, height: 100), CGSize(width: 10, height: 25), column),
            (ProposedViewSize(width: 20, height: nil), CGSize(width: 10, height: 25), column),
            // Neither fits 20 × 10: the row is too wide, the column too tall; the last is shown.
            (ProposedViewSize(width: 20, height: 10), CGSize(width: 10, height: 25), column),
        ]
    )
    func picksTheStackThatFits(proposal: ProposedViewSize, size: CGSize, frames: [CGRect]) {
        let layout = ViewLayout(AdaptiveButtons(), in: proposal)
        #expect(layout.size == size)
        let origin = layout.root.frame.origin
        #expect(layout.buttons.map { $0.frame.offsetBy(dx: -origin.x, dy: -origin.y) } == frames)
    }

    @Test("Only the chosen stack is in the result tree")
    func onlyTheChosenStackIsLaidOut() {
        let layout = ViewLayout(AdaptiveButtons(), in: ProposedViewSize(width: 30, height: 100))
        let stacks = layout.nodes.compactMap { node -> String? in
            if case .layout(let name) = node.kind, name.hasPrefix("MyEqualWidth") { name } else { nil }
        }
        #expect(stacks == ["MyEqualWidthVStack"])
        #expect(layout.buttons.count == 3)
    }
}
