import Testing
@testable import VoteLayout

/// Stacks in a right-to-left environment. Apple (`LayoutSubviews.layoutDirection`): "SwiftUI
/// horizontally flips the x position of each view within its parent when the mode switches, so
/// layout calculations automatically produce the desired effect for both modes".
struct RightToLeftStackTests {
    @Test func anHStackRunsFromTheRight() {
        let stack = layOut(
            HStack(spacing: 0) {
                Color.red.frame(width: 10)
                Color.blue.frame(width: 20)
            }
            .environment(\.layoutDirection, .rightToLeft),
            ProposedViewSize(width: 30, height: 5)
        )
        .root
        #expect(
            stack.childFrames == [
                CGRect(x: 20, y: 0, width: 10, height: 5), CGRect(x: 0, y: 0, width: 20, height: 5),
            ]
        )
    }

    @Test func aLeadingVStackAlignsOnTheRight() {
        let stack = layOut(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 10, height: 1)
                Color.blue.frame(width: 4, height: 1)
            }
            .environment(\.layoutDirection, .rightToLeft)
        )
        .root
        #expect(stack.childFrames.map(\.minX) == [0, 6])
    }

    @Test func aZStacksLeadingAlignmentIsOnTheRight() {
        let stack = layOut(
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 4, height: 4)
            }
            .environment(\.layoutDirection, .rightToLeft)
        )
        .root
        #expect(stack.childFrames[1] == CGRect(x: 6, y: 0, width: 4, height: 4))
    }

    @Test func everyStackIsTheMirrorOfItsLeftToRightLayout() {
        func stack() -> some View {
            HStack(alignment: .top) {
                VStack(alignment: .leading) {
                    Text("abc")
                    Text("d")
                }
                Spacer(minLength: 3)
                Text("ef").padding(.leading, 2)
            }
        }
        let proposal = ProposedViewSize(width: 40, height: nil)
        let leftToRight = layOut(stack(), proposal).root
        let rightToLeft = layOut(stack().environment(\.layoutDirection, .rightToLeft), proposal).root
        let width = leftToRight.frame.width
        let mirrored = leftToRight.allNodes.map {
            CGRect(x: width - $0.frame.maxX, y: $0.frame.minY, width: $0.frame.width, height: $0.frame.height)
        }
        #expect(rightToLeft.allNodes.map(\.frame) == mirrored)
    }

    @Test func customLayoutsAreMirroredAndToldTheDirection() {
        var seen: [LayoutDirection] = []
        let layout = RecordingRowLayout { seen.append($0) }
        let row = layOut(
            layout {
                Color.red.frame(width: 2, height: 1)
                Color.blue.frame(width: 3, height: 1)
            }
            .environment(\.layoutDirection, .rightToLeft)
        )
        .root
        #expect(row.childFrames.map(\.minX) == [3, 0])
        #expect(seen.contains(.rightToLeft) && !seen.contains(.leftToRight))
    }

    @Test func anInnerEnvironmentWins() {
        let stack = layOut(
            HStack(spacing: 0) {
                HStack(spacing: 0) {
                    Color.red.frame(width: 1)
                    Color.blue.frame(width: 2)
                }
                .environment(\.layoutDirection, .leftToRight)
                Color.green.frame(width: 3)
            }
            .environment(\.layoutDirection, .rightToLeft),
            ProposedViewSize(width: 6, height: 1)
        )
        .root
        // The outer row is mirrored (the inner row on the right); the inner row is not.
        #expect(stack.childFrames.map(\.minX) == [3, 0])
        #expect(stack.children[0].childFrames.map(\.minX) == [3, 4])
    }
}

/// A row that places its subviews left to right and reports the direction it was told.
private struct RecordingRowLayout: Layout {
    let record: (LayoutDirection) -> Void

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        record(subviews.layoutDirection)
        return subviews.reduce(CGSize.zero) { size, subview in
            let child = subview.sizeThatFits(.unspecified)
            return CGSize(width: size.width + child.width, height: max(size.height, child.height))
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}
