import Testing
@testable import VoteLayout

/// `ViewBuilder`, `Group`, `ForEach`, conditionals and the paths they give views.
struct ViewBuilderTests {
    private struct Card: View {
        let showsBadge: Bool
        let large: Bool
        var body: some View {
            VStack(spacing: 0) {
                if large { Text("LARGE") } else { Text("small") }
                if showsBadge { Text("badge") }
                Text("footer")
            }
        }
    }

    @Test(
        "if/else and if without else",
        arguments: [
            (true, true, ["0.t", "1", "2"]),
            (false, false, ["0.f", "2"]),
            (true, false, ["0.f", "1", "2"]),
        ]
    )
    func conditionals(badge: Bool, large: Bool, paths: [String]) {
        let stack = layOut(Card(showsBadge: badge, large: large)).root
        #expect(stack.children.map(\.path.description) == paths)
    }

    @Test func forEachUsesIdentifiersAsPaths() {
        struct Pet: Identifiable { let id: String }
        let stack = layOut(VStack { ForEach([Pet(id: "Cat"), Pet(id: "Dog")]) { Text($0.id) } }).root
        #expect(stack.children.map(\.path) == ["Cat", "Dog"])
        let ranged = layOut(HStack { ForEach(0..<3) { Text("\($0)") } }).root
        #expect(ranged.children.map(\.path) == ["0", "1", "2"])
    }

    @Test func otherIdentifiersArePrintedAsStringDescribingPrintsThem() {
        let optionals: [String?] = ["Cat", nil]
        let stack = layOut(VStack { ForEach(optionals, id: \.self) { Text($0 ?? "-") } }).root
        #expect(stack.children.map(\.path.description) == [#"Optional("Cat")"#, "nil"])
        let erased = layOut(VStack { ForEach([AnyHashable("Cat"), AnyHashable(7)], id: \.self) { _ in Text("x") } })
            .root
        #expect(erased.children.map(\.path.description) == ["Cat", "7"])
    }

    @Test func groupsFlattenIntoTheirParentAndApplyModifiersToEachView() {
        let stack = layOut(
            HStack(spacing: 0) {
                Group {
                    Text("a")
                    Text("b")
                }
                .padding(1)
                Text("c")
            }
        )
        .root
        #expect(stack.children.count == 3)
        #expect(stack.children.map(\.path) == ["0.0", "0.1", "1"])
        #expect(stack.children.map(\.frame.width) == [3, 3, 1])
    }

    @Test func modifiersKeepTheIdentityAndTheModifiedViewIsChildZero() {
        let stack = layOut(HStack { Text("a").padding(1).frame(width: 5) }).root
        #expect(stack.children[0].path == "0")
        #expect(stack.children[0].children[0].path == "0/0")
        #expect(stack.children[0].children[0].children[0].path == "0/0/0")
        #expect(layOut(HStack { Text("a").padding(1) }).node(at: "0/0")?.kind.isText == true)
    }

    @Test func forLoopsBuildLists() {
        let stack = layOut(HStack(spacing: 0) { for word in ["ab", "cde"] { Text(word) } }).root
        #expect(stack.children.map(\.frame.width) == [2, 3])
    }

    @Test func emptyViewsAndOptionalsContributeNothing() {
        let maybe: Text? = nil
        let stack = layOut(
            HStack(spacing: 0) {
                EmptyView()
                maybe
                Text("x")
            }
        )
        .root
        #expect(stack.children.count == 1)
        #expect(layOut(EmptyView()).root.kind == .layout("VStackLayout"))
    }

    @Test func severalRootViewsStackVertically() {
        let root = layOut(
            Group {
                Text("a")
                Text("bb")
            }
        )
        .root
        #expect(root.kind == .layout("VStackLayout"))
        #expect(root.childFrames.map(\.minY) == [0, 9])
    }

    @Test func tupleViewFromAValueUsesItsViewMembers() {
        let stack = layOut(HStack(spacing: 0) { TupleView((Text("a"), Text("bc"))) }).root
        #expect(stack.children.map(\.frame.width) == [1, 2])
    }
}
