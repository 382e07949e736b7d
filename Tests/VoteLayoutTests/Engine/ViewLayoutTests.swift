import Testing
@testable import VoteLayout

/// `ViewLayout`, the entry point, and the `LayoutNode` tree it returns.
struct ViewLayoutTests {
    @Test("The example in README.md")
    func readmeExample() {
        let layout = ViewLayout(
            HStack(spacing: 10) {
                Color.blue
                Color.green
                Color.yellow
            }
            .frame(height: 80),
            in: ProposedViewSize(width: 620, height: nil)
        )
        #expect(layout.root.frame.size == CGSize(width: 620, height: 80))
        #expect(layout.node(at: "0/1")?.frame == CGRect(x: 210, y: 0, width: 200, height: 80))
    }

    @Test func framesAreInRootCoordinates() {
        let layout = layOut(
            VStack(spacing: 0) {
                Text("title")
                HStack(spacing: 0) {
                    Text("a")
                    Text("b").padding(2)
                }
            }
        )
        #expect(layout.node(at: "1/1/0")?.frame == CGRect(x: 3, y: 3, width: 1, height: 1))
    }

    @Test func allNodesListsParentsBeforeChildren() {
        let layout = layOut(HStack { Text("a").padding(1) })
        #expect(layout.root.allNodes.map(\.path) == ["", "0", "0/0"])
        #expect(layout.node(at: "7") == nil)
    }

    @Test func pathsPrintAndParse() {
        let path: ViewPath = "0/Cat/1.t"
        #expect(path.components == ["0", "Cat", "1.t"])
        #expect(path.description == "0/Cat/1.t")
        #expect(ViewPath().appending("x") == "x")
    }

    @Test(
        "The proposal is recorded and the root takes its own size",
        arguments: [
            ProposedViewSize.unspecified, .zero, ProposedViewSize(width: 40, height: 3),
        ]
    )
    func rootTakesItsOwnSize(proposal: ProposedViewSize) {
        let layout = layOut(Text("abc"), proposal)
        #expect(layout.proposal == proposal)
        #expect(layout.root.frame.origin == .zero)
        #expect(layout.size == layout.root.frame.size)
    }

    @Test func layingOutTwiceGivesEqualTrees() {
        #expect(
            layOut(
                HStack {
                    Text("a")
                    Spacer()
                },
                .zero
            )
                == layOut(
                    HStack {
                        Text("a")
                        Spacer()
                    },
                    .zero
                )
        )
    }
}
