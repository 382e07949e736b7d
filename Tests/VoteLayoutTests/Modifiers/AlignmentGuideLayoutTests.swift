import Testing
@testable import VoteLayout

/// `alignmentGuide`: explicit guides, merged by containers.
struct AlignmentGuideLayoutTests {
    @Test func explicitLeadingGuideShiftsAViewInALeadingVStack() {
        let stack = layOut(
            VStack(alignment: .leading) {
                Text("abc")
                Text("de").alignmentGuide(.leading) { d in d[.trailing] }
            }
        )
        .root
        #expect(stack.children.map(\.frame.minX) == [2, 0])
        #expect(stack.frame.width == 5)
    }

    @Test func verticalGuideInAnHStack() {
        let stack = layOut(
            HStack(alignment: .top) {
                Color.red.frame(width: 1, height: 4)
                Text("a").alignmentGuide(.top) { _ in -2 }
            }
        )
        .root
        #expect(stack.children.map(\.frame.minY) == [0, 2])
    }

    @Test func containersMergeTheirChildrensExplicitCustomGuides() {
        // The inner HStack has no guide of its own: it reports its child's, offset by the child's
        // position, because custom guides combine upwards (AlignmentID's default `_combineExplicit`
        // takes the mean; OpenSwiftUI, AlignmentGuide.swift).
        let stack = layOut(
            HStack(alignment: .oneThird, spacing: 0) {
                Color.red.frame(width: 1, height: 9)
                VStack(spacing: 0) {
                    Color.green.frame(width: 1, height: 2)
                    Color.blue.frame(width: 1, height: 3).alignmentGuide(.oneThird) { _ in 1 }
                }
                .padding(.top, 1)
            }
        )
        .root
        // padding 1 + green 2 + guide 1 = 4 from the padded stack's top meets the red's 9 / 3 = 3.
        #expect(stack.children.map(\.frame.minY) == [1, 0])
    }

    @Test func anExplicitBuiltInGuideStaysWithItsView() {
        // SwiftUI's frame guides (leading, center, trailing, top, center, bottom) don't combine:
        // their `_combineExplicit` does nothing (OpenSwiftUI, AlignmentGuide.swift, `FrameAlignment`;
        // its AlignmentIDTests' frame-alignment case), so the inner HStack's leading is its edge.
        let stack = layOut(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 10, height: 1)
                HStack(spacing: 0) {
                    Color.blue.frame(width: 4, height: 1)
                    Color.green.frame(width: 2, height: 1).alignmentGuide(.leading) { _ in 1 }
                }
            }
        )
        .root
        // Combined, the HStack's leading would be 4 + 1 = 5 in and the red would move 5 right.
        #expect(stack.children.map(\.frame.minX) == [0, 0])
        #expect(stack.frame.width == 10)
    }

    @Test func aFrameDoesNotPassAnExplicitTopGuideUp() {
        // As OpenSwiftUI's frameAlignmentNotCombined: the frame's top guide is its own top edge.
        let stack = layOut(
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 1, height: 4)
                Color.blue.frame(width: 1, height: 2).alignmentGuide(.top) { _ in -2 }.frame(width: 1, height: 2)
            }
        )
        .root
        // Passed up, the guide would have put the frame 2 lower.
        #expect(stack.children.map(\.frame.minY) == [0, 0])
    }

    @Test func aFramePassesAnExplicitCustomGuideUp() {
        let stack = layOut(
            HStack(alignment: .oneThird, spacing: 0) {
                Color.red.frame(width: 1, height: 9)
                Color.blue.frame(width: 1, height: 2).alignmentGuide(.oneThird) { _ in 0 }.frame(width: 1, height: 2)
            }
        )
        .root
        // The frame's oneThird guide is its child's, 0: the frame's top meets the red's 3.
        #expect(stack.children.map(\.frame.minY) == [0, 3])
    }

    @Test func drawingModifiersKeepTheViewsBuiltInGuides() {
        // offset, background and scaleEffect don't lay out anew (they draw the same view moved,
        // backed or scaled), so a built-in guide set under them still aligns the view.
        let stack = layOut(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 10, height: 1)
                Color.blue.frame(width: 4, height: 1)
                    .alignmentGuide(.leading) { _ in -3 }
                    .offset(x: 1)
                    .background(Color.green)
                    .scaleEffect(2)
            }
        )
        .root
        #expect(stack.children.map(\.frame.minX) == [0, 3])
    }

    @Test func customAlignmentID() {
        let stack = layOut(
            HStack(alignment: .oneThird) {
                Color.red.frame(width: 1, height: 9)
                Color.blue.frame(width: 1, height: 3)
            }
        )
        .root
        #expect(stack.children.map(\.frame.minY) == [0, 2])
    }

    @Test func viewDimensionsSubscripts() {
        var seen: [CGFloat] = []
        _ = layOut(
            VStack(alignment: .leading) {
                Text("abcd")
                    .alignmentGuide(.leading) { d in
                        seen = [
                            d.width, d.height, d[.leading], d[HorizontalAlignment.center], d[.trailing], d[.bottom],
                        ]
                        return 0
                    }
            }
        )
        #expect(seen == [4, 1, 0, 2, 4, 1])
    }
}

private enum OneThird: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

extension VerticalAlignment {
    fileprivate static let oneThird = VerticalAlignment(OneThird.self)
}
