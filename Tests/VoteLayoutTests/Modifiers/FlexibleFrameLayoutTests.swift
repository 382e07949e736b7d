import Testing
@testable import VoteLayout

/// `frame(minWidth:idealWidth:maxWidth:…)` (layout-rules §2.6), around a 3 × 1 text
/// (which the test measurer breaks into 1-wide lines when offered 0 or 1).
struct FlexibleFrameLayoutTests {
    enum Frame: String, CaseIterable, Sendable {
        case maxInfinity, minOnly, minAndMax, idealOnly, maxOnly, idealAndMax
    }

    private func view(_ frame: Frame) -> some View {
        let text = Text("abc")
        return Group {
            switch frame {
            case .maxInfinity: text.frame(maxWidth: .infinity)
            case .minOnly: text.frame(minWidth: 10)
            case .minAndMax: text.frame(minWidth: 5, maxWidth: 8)
            case .idealOnly: text.frame(idealWidth: 7)
            case .maxOnly: text.frame(maxWidth: 2)
            case .idealAndMax: text.frame(idealWidth: 6, maxWidth: 20)
            }
        }
    }

    @Test(
        "Width for proposals",
        arguments: [
            (Frame.maxInfinity, nil, 3.0), (.maxInfinity, 50, 50), (.maxInfinity, 0, 1),
            (.maxInfinity, .infinity, .infinity),
            (.minOnly, nil, 10), (.minOnly, 50, 10), (.minOnly, 0, 10),
            (.minAndMax, nil, 5), (.minAndMax, 100, 8), (.minAndMax, 2, 5), (.minAndMax, 6, 6),
            (.idealOnly, nil, 7), (.idealOnly, 20, 3), (.idealOnly, 0, 1),
            (.maxOnly, nil, 2), (.maxOnly, 50, 2), (.maxOnly, 1, 1),
            (.idealAndMax, nil, 6), (.idealAndMax, 50, 20), (.idealAndMax, 1, 1),
        ] as [(Frame, CGFloat?, CGFloat)]
    )
    func width(frame: Frame, proposal: CGFloat?, expected: CGFloat) {
        let size = layOut(view(frame), ProposedViewSize(width: proposal, height: 5)).size
        #expect(size.width == expected)
    }

    @Test func maxInfinityFillsAndCentresItsChild() {
        let root = layOut(Text("abc").frame(maxWidth: .infinity), ProposedViewSize(width: 11, height: 5)).root
        #expect(root.frame.size == CGSize(width: 11, height: 1))
        #expect(root.children[0].frame.minX == 4)
        let leading = layOut(
            Text("abc").frame(maxWidth: .infinity, alignment: .leading),
            ProposedViewSize(width: 11, height: 5)
        )
        .root
        #expect(leading.children[0].frame.minX == 0)
    }

    @Test func maxHeightInfinityFillsAVStackSlot() {
        let stack = layOut(
            VStack(spacing: 0) {
                Text("a")
                Color.red.frame(maxHeight: .infinity)
            },
            ProposedViewSize(width: 4, height: 12)
        )
        .root
        #expect(stack.childFrames.map(\.height) == [1, 11])
    }

    @Test func boundsAreNormalised() {
        // min 8 > max 4: max stays max(ideal ?? 0, 4) = 4; the child is proposed clamp(20, 8, 4) = 4
        // and, the bounds contradicting each other, the frame adopts the child's 3.
        let size = layOut(Text("abc").frame(minWidth: 8, maxWidth: 4), ProposedViewSize(width: 20, height: 1)).size
        #expect(size.width == 3)
        // Negative minimums are clamped to zero.
        #expect(layOut(Text("abc").frame(minWidth: -4), ProposedViewSize(width: 20, height: 1)).size.width == 3)
    }
}
