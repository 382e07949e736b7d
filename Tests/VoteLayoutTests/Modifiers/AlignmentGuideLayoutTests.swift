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

    @Test func containersMergeTheirChildrensExplicitGuides() {
        // The inner HStack has no guide of its own: it reports its child's, offset by the child's position.
        let stack = layOut(
            VStack(alignment: .leading) {
                Text("abcdef")
                HStack(spacing: 0) {
                    Text("xy")
                    Text("z").alignmentGuide(.leading) { _ in 1 }
                }
                .padding(.leading, 1)
            }
        )
        .root
        // padding 1 + "xy" 2 + guide 1 = 4: the padded stack's leading guide sits 4 in.
        #expect(stack.children.map(\.frame.minX) == [4, 0])
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
