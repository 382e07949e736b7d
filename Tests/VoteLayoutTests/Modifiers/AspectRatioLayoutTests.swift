import Testing
@testable import VoteLayout

/// `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()`.
///
/// Numbers from Apple's documentation of each modifier (its examples in a 200 × 200 and a
/// 300 × 150 frame) and OpenSwiftUI's AspectRatioLayout.swift (the proposal rules).
struct AspectRatioLayoutTests {
    /// The frame of the one view inside `frame(width:height:)` around an aspect-ratio modifier.
    private func innerFrame<V: View>(_ view: V, in size: CGSize) -> CGRect? {
        let root = layOut(view.frame(width: size.width, height: size.height)).root
        return root.children.first?.children.first?.frame
    }

    @Test func aRatioFitsTheFrame() {
        // Apple: `Ellipse().aspectRatio(0.75, contentMode: .fit).frame(width: 200, height: 200)` is
        // a 3:4 ellipse that fits the frame: 150 × 200, centred.
        let frame = innerFrame(Ellipse().aspectRatio(0.75, contentMode: .fit), in: CGSize(width: 200, height: 200))
        #expect(frame == CGRect(x: 25, y: 0, width: 150, height: 200))
    }

    @Test func aSizeRatioFillsTheFrame() {
        // Apple: `.aspectRatio(CGSize(width: 3, height: 4), contentMode: .fill)` in 200 × 200 fills
        // it: 200 wide, 800 / 3 tall, centred (overflowing above and below).
        let frame = innerFrame(
            Ellipse().aspectRatio(CGSize(width: 3, height: 4), contentMode: .fill),
            in: CGSize(width: 200, height: 200)
        )
        #expect(frame.map { isClose($0, CGRect(x: 0, y: -100.0 / 3, width: 200, height: 800.0 / 3)) } == true)
    }

    @Test func scaledToFitKeepsTheIdealShape() {
        // Apple: `Circle().scaledToFit().frame(width: 300, height: 150)`: a shape's ideal size is
        // square (10 × 10), so it becomes 150 × 150, centred.
        let frame = innerFrame(Circle().scaledToFit(), in: CGSize(width: 300, height: 150))
        #expect(frame == CGRect(x: 75, y: 0, width: 150, height: 150))
    }

    @Test func scaledToFillKeepsTheIdealShape() {
        // Apple: `Circle().scaledToFill().frame(width: 300, height: 150)`: 300 × 300, centred.
        let frame = innerFrame(Circle().scaledToFill(), in: CGSize(width: 300, height: 150))
        #expect(frame == CGRect(x: 0, y: -75, width: 300, height: 300))
    }

    @Test func withoutARatioTheIdealSizeGivesIt() {
        // A resizable image's ideal size is its own (the 2 × 1 placeholder here): 100 × 50 in 100 × 100.
        let frame = innerFrame(Image("photo").resizable().scaledToFit(), in: CGSize(width: 100, height: 100))
        #expect(frame == CGRect(x: 0, y: 25, width: 100, height: 50))
    }

    @Test func oneProposedAxisFitsAlongIt() {
        // OpenSwiftUI: a nil axis scales without bound, so `.fit` follows the width alone.
        let size = layOut(Color.red.aspectRatio(2, contentMode: .fit), ProposedViewSize(width: 100, height: nil)).size
        #expect(size == CGSize(width: 100, height: 50))
    }

    @Test func oneProposedAxisFillsWithoutBound() {
        // OpenSwiftUI: `.fill` takes the larger scale, and a nil axis's is infinite.
        let size = layOut(Color.red.aspectRatio(2, contentMode: .fill), ProposedViewSize(width: 100, height: nil)).size
        #expect(size.width == .infinity && size.height == .infinity)
    }

    @Test func anUnspecifiedProposalKeepsTheIdealSize() {
        // OpenSwiftUI: an unspecified proposal is passed on as is; a colour's ideal is 10 × 10.
        #expect(layOut(Color.red.aspectRatio(3, contentMode: .fit)).size == CGSize(width: 10, height: 10))
    }

    @Test func aFixedSizeViewKeepsItsSize() {
        // A view that ignores proposals (a non-resizable image) keeps its size, centred.
        let frame = innerFrame(Image("photo").aspectRatio(1, contentMode: .fit), in: CGSize(width: 10, height: 10))
        #expect(frame == CGRect(x: 4, y: 4.5, width: 2, height: 1))
    }
}
