import Testing
@testable import VoteLayout

/// `ScrollView`: it proposes `nil` along its scrolling axes and takes the size proposed
/// (swiftuifieldguide.com, "ScrollView": "the scroll view proposes nil along its scroll axis";
/// Apple: "the scroll view ... takes up all the space offered"), laid out at its start.
struct ScrollViewTests {
    private func rows(_ count: Int) -> some View {
        VStack(spacing: 0) { ForEach(0..<count) { _ in Color.red.frame(height: 10) } }
    }

    @Test func aVerticalScrollViewGivesItsContentItsIdealHeight() {
        let root = layOut(ScrollView { rows(30) }, ProposedViewSize(width: 100, height: 200)).root
        #expect(root.kind == .scrollView(.vertical))
        #expect(root.frame == CGRect(x: 0, y: 0, width: 100, height: 200))
        // Proposed 100 × nil, the stack is all its rows tall and starts at the top.
        #expect(root.children[0].frame == CGRect(x: 0, y: 0, width: 100, height: 300))
    }

    @Test func aHorizontalScrollViewGivesItsContentItsIdealWidth() {
        let root = layOut(
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 0) { ForEach(0..<10) { _ in Color.blue.frame(width: 50) } }
            },
            ProposedViewSize(width: 100, height: 40)
        )
        .root
        #expect(root.kind == .scrollView(.horizontal))
        #expect(root.children[0].frame == CGRect(x: 0, y: 0, width: 500, height: 40))
    }

    @Test func bothAxesProposeNilOnBoth() {
        let root = layOut(
            ScrollView([.horizontal, .vertical]) { Text("abc") },
            ProposedViewSize(width: 10, height: 10)
        )
        .root
        #expect(root.children[0].frame == CGRect(x: 0, y: 0, width: 3, height: 1))
    }

    @Test func narrowerContentIsCentredAcrossTheScrollingAxis() {
        let root = layOut(ScrollView { Text("ab") }, ProposedViewSize(width: 100, height: 50)).root
        #expect(root.children[0].frame == CGRect(x: 49, y: 0, width: 2, height: 1))
    }

    @Test func anUnspecifiedProposalTakesTheContentsSize() {
        let root = layOut(ScrollView { Color.red.frame(width: 30, height: 500) }).root
        #expect(root.frame.size == CGSize(width: 30, height: 500))
    }

    @Test func severalViewsScrollAsOneColumn() {
        let root = layOut(
            ScrollView {
                Color.red.frame(height: 10)
                Color.blue.frame(height: 10)
            },
            ProposedViewSize(width: 20, height: 100)
        )
        .root
        #expect(root.children[0].kind == .layout("VStackLayout"))
        #expect(
            root.children[0].childFrames == [
                CGRect(x: 0, y: 0, width: 20, height: 10), CGRect(x: 0, y: 18, width: 20, height: 10),
            ]
        )
    }

    @Test func renderersClipTheContentToTheScrollView() {
        let layout = layOut(
            VStack(spacing: 0) {
                ScrollView { rows(10) }.frame(width: 4, height: 3)
                Color.clear.frame(width: 4, height: 3)
            }
        )
        // Ten rows of content, three shown: the clear rows below stay empty.
        #expect(TerminalRenderer(ascii: true).lines(for: layout.root) == ["####", "####", "####", "", "", ""])
        let svg = SVGRenderer(scale: 1).render(layout)
        #expect(svg.contains("<clipPath id=\"clip-1\"><rect x=\"0\" y=\"0\" width=\"4\" height=\"3\"/></clipPath>"))
        #expect(svg.contains("<g clip-path=\"url(#clip-1)\">"))
    }
}
