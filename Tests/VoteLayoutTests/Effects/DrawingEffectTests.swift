import Testing
@testable import VoteLayout

/// `hidden`, `scaleEffect`, `rotationEffect` and `zIndex`: they change drawing and order, never
/// frames. Apple: a hidden view "remain[s] in the view hierarchy and affect[s] layout"; scale and
/// rotation effects draw the view transformed about an anchor, defaulting to its centre; `zIndex`
/// "controls the display order of overlapping views", higher values in front.
struct DrawingEffectTests {
    private func row<V: View>(_ first: V) -> LayoutNode {
        layOut(
            HStack(spacing: 0) {
                first
                Color.blue.frame(width: 10, height: 10)
            }
        )
        .root
    }

    @Test func aHiddenViewKeepsItsSpace() {
        let stack = row(Color.red.frame(width: 5, height: 5).hidden())
        #expect(stack.children[0].kind == .hidden)
        #expect(stack.childFrames.map(\.minX) == [0, 5])
        #expect(stack.children[0].children[0].frame == CGRect(x: 0, y: 2.5, width: 5, height: 5))
    }

    @Test func effectsChangeNoFrame() {
        let plain = row(Color.red.frame(width: 10, height: 10))
        for stack in [
            row(Color.red.frame(width: 10, height: 10).scaleEffect(2)),
            row(Color.red.frame(width: 10, height: 10).scaleEffect(x: 2, y: 0.5, anchor: .topLeading)),
            row(Color.red.frame(width: 10, height: 10).rotationEffect(.degrees(30))),
        ] {
            #expect(stack.childFrames == plain.childFrames)
            #expect(stack.children[0].children[0].frame == plain.children[0].frame)
        }
    }

    @Test func theEffectsRecordTheirValues() {
        let scaled = row(Color.red.scaleEffect(CGSize(width: 2, height: 3), anchor: .bottom)).children[0]
        #expect(scaled.kind == .scaleEffect(CGSize(width: 2, height: 3), anchor: .bottom))
        let uniform = row(Color.red.scaleEffect(0.5)).children[0]
        #expect(uniform.kind == .scaleEffect(CGSize(width: 0.5, height: 0.5), anchor: .center))
        let turned = row(Color.red.rotationEffect(.degrees(90))).children[0]
        #expect(turned.kind == .rotationEffect(.degrees(90), anchor: .center))
    }

    @Test func aScaleIsAboutItsAnchor() {
        let node = layOut(Color.red.frame(width: 10, height: 10).scaleEffect(2)).root
        #expect(
            node.effectTransform.map { CGRect(x: 0, y: 0, width: 10, height: 10).applying($0) }
                == CGRect(x: -5, y: -5, width: 20, height: 20)
        )
        let corner = layOut(Color.red.frame(width: 10, height: 10).scaleEffect(2, anchor: .topLeading)).root
        #expect(
            corner.effectTransform.map { CGRect(x: 0, y: 0, width: 10, height: 10).applying($0) }
                == CGRect(x: 0, y: 0, width: 20, height: 20)
        )
    }

    @Test func aRotationTurnsClockwiseAboutItsAnchor() {
        // 90° on screen (y down): the top-leading corner goes to the top-trailing one.
        let node = layOut(Color.red.frame(width: 10, height: 4).rotationEffect(.degrees(90))).root
        let corner = node.effectTransform.map { CGPoint(x: 0, y: 0).applying($0) }
        #expect(corner.map { isClose($0, CGPoint(x: 7, y: -3)) } == true)
    }

    @Test func zIndexOrdersDrawingNotLayout() {
        let stack = layOut(
            ZStack {
                Color.red.frame(width: 4, height: 4).zIndex(1)
                Color.blue.frame(width: 2, height: 2)
                Color.green.frame(width: 3, height: 3).zIndex(-1)
            }
        )
        .root
        // Drawn green (−1), blue (0), red (1); each keeps its path and frame.
        #expect(stack.children.map(\.path) == ["2", "1", "0"])
        #expect(stack.children.map(\.frame.width) == [3, 2, 4])
        #expect(stack.frame.size == CGSize(width: 4, height: 4))
    }

    @Test func equalZIndicesKeepTheirOrder() {
        let stack = layOut(
            HStack {
                Color.red.zIndex(2)
                Color.blue.zIndex(2)
                Color.green
            }
        )
        .root
        #expect(stack.children.map(\.path) == ["2", "0", "1"])
        #expect(stack.children.map(\.frame.minX) == [36, 0, 18])
    }
}
