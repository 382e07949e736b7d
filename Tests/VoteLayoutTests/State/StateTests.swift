import Testing
import VoteLayout

@Suite struct StateTests {
    @Test func stateIsReadAndWrittenThroughCopiesAndBindings() {
        let state = State(wrappedValue: false)
        let copy = state
        state.wrappedValue = true  // nonmutating, as in a button's action
        #expect(copy.wrappedValue)
        let binding = state.projectedValue
        binding.wrappedValue = false
        #expect(!state.wrappedValue)
        #expect(State<Int?>().wrappedValue == nil)
    }

    @Test func bindingsReachIntoPropertiesAndConstantsIgnoreWrites() {
        struct Settings { var volume = 3 }
        let state = State(wrappedValue: Settings())
        let volume = state.projectedValue.volume
        volume.wrappedValue = 7
        #expect(state.wrappedValue.volume == 7)
        let constant = Binding.constant(1)
        constant.wrappedValue = 2
        #expect(constant.wrappedValue == 1)
    }

    @Test func animationAndInteractionChangeNoFrame() {
        let plain = ViewLayout(Text("Hello").padding(2), in: ProposedViewSize(width: 20, height: 5))
        let decorated = ViewLayout(
            Text("Hello").padding(2).onTapGesture {}.drawingGroup().transition(.opacity)
                .animation(.default, value: 1).shadow(radius: 3),
            in: ProposedViewSize(width: 20, height: 5)
        )
        #expect(plain.root.allNodes.map(\.frame) == decorated.root.allNodes.map(\.frame))
        #expect(withAnimation { 42 } == 42)
    }
}
