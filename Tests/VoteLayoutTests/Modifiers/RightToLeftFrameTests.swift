import Testing
@testable import VoteLayout

/// Frames, padding, offset and position right to left: `leading` is the right edge, as SwiftUI
/// flips each view's x position within its parent (Apple, `LayoutSubviews.layoutDirection`).
struct RightToLeftFrameTests {
    private func rightToLeft<V: View>(_ view: V, _ proposal: ProposedViewSize = .unspecified) -> LayoutNode {
        layOut(view.environment(\.layoutDirection, .rightToLeft), proposal).root
    }

    @Test func aLeadingFrameAlignsOnTheRight() {
        let frame = rightToLeft(
            Color.red.frame(width: 10, height: 10).frame(width: 100, height: 20, alignment: .leading)
        )
        #expect(frame.children[0].frame == CGRect(x: 90, y: 5, width: 10, height: 10))
    }

    @Test func aTrailingFlexibleFrameAlignsOnTheLeft() {
        let frame = rightToLeft(
            Color.red.frame(width: 10, height: 10).frame(maxWidth: .infinity, alignment: .trailing),
            ProposedViewSize(width: 50, height: 10)
        )
        #expect(frame.children[0].frame.minX == 0)
    }

    @Test func leadingPaddingIsOnTheRight() {
        let padded = rightToLeft(Color.red.frame(width: 10, height: 10).padding(.leading, 5))
        #expect(padded.frame.size == CGSize(width: 15, height: 10))
        #expect(padded.children[0].frame.minX == 0)
    }

    @Test func anOffsetMovesTowardTheLeading() {
        let offset = rightToLeft(Color.red.frame(width: 10, height: 10).offset(x: 5))
        #expect(offset.children[0].frame.minX == -5)
    }

    @Test func aPositionCountsFromTheRight() {
        let positioned = rightToLeft(
            Color.red.frame(width: 10, height: 10).position(x: 20, y: 5),
            ProposedViewSize(width: 100, height: 10)
        )
        #expect(positioned.children[0].frame == CGRect(x: 75, y: 0, width: 10, height: 10))
    }

    @Test func aGeometryReadersContentStartsAtTheRight() {
        let reader = rightToLeft(GeometryReader { _ in Text("ab") }, ProposedViewSize(width: 10, height: 4))
        #expect(reader.children[0].frame == CGRect(x: 8, y: 0, width: 2, height: 1))
    }

    @Test func onlyTheEnvironmentsSubtreeIsMirrored() {
        let stack = layOut(
            HStack(spacing: 0) {
                Color.red.frame(width: 2, height: 1)
                Color.blue.frame(width: 3, height: 1).padding(.leading, 1).environment(\.layoutDirection, .rightToLeft)
            }
        )
        .root
        // The stack runs left to right; only the padding inside the second view is mirrored.
        #expect(stack.childFrames.map(\.minX) == [0, 2])
        #expect(stack.children[1].children[0].frame.minX == 2)
    }
}
