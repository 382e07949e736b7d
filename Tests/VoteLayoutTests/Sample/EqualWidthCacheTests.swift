import Foundation
import Testing

@testable import VoteLayout

/// The layout cache of `MyEqualWidthVStack` at work, counted with the engine's counters:
/// *queries* are calls a layout makes on a subview proxy (`sizeThatFits`/`dimensions`);
/// *measurements* are leaf sizes actually computed, once per distinct proposal in a pass.
struct EqualWidthCacheTests {
    /// The paths of the buttons, in order.
    private func buttonPaths(_ layout: ViewLayout) -> [ViewPath] { layout.buttons.map(\.path) }

    @Test("The cached vertical stack asks each button for its size exactly once per pass")
    func verticalStackQueriesEachSubviewOnce() {
        let layout = ViewLayout(MyEqualWidthVStack { VoteButtons(fillsSlot: true) }, in: .unspecified)
        let paths = buttonPaths(layout)
        #expect(paths.count == 3)
        // makeCache: one ideal-size query per button; sizeThatFits and placeSubviews read the cache.
        #expect(paths.map { layout.subviewQueryCounts[$0] } == [1, 1, 1])
    }

    @Test("The uncached horizontal stack asks each button again for every call")
    func horizontalStackQueriesEachSubviewPerCall() {
        let layout = ViewLayout(MyEqualWidthHStack { VoteButtons(fillsSlot: true) }, in: .unspecified)
        // One query from sizeThatFits, one more from placeSubviews.
        #expect(buttonPaths(layout).map { layout.subviewQueryCounts[$0] } == [2, 2, 2])
    }

    @Test("However many proposals a parent tries, the cached stack still queries each button once")
    func cacheSurvivesParentProbing() {
        let probing = HStack {
            MyEqualWidthVStack { VoteButtons(fillsSlot: true) }
            Color.red
        }
        let vertical = ViewLayout(probing, in: ProposedViewSize(width: 80, height: 40))
        #expect(buttonPaths(vertical).map { vertical.subviewQueryCounts[$0] } == [1, 1, 1])

        // The same parent makes the uncached stack query again for each proposal it tries.
        let horizontal = ViewLayout(
            HStack {
                MyEqualWidthHStack { VoteButtons(fillsSlot: true) }
                Color.red
            },
            in: ProposedViewSize(width: 80, height: 40)
        )
        for path in buttonPaths(horizontal) {
            #expect((horizontal.subviewQueryCounts[path] ?? 0) > 2)
        }
    }

    @Test("Each label text is measured twice: ideal, then at its slot's width")
    func textsAreMeasuredOncePerDistinctProposal() {
        let layout = ViewLayout(MyEqualWidthVStack { VoteButtons(fillsSlot: true) }, in: .unspecified)
        // Ideal size (nil × nil) for makeCache, then 8 × 1 inside the 10 × 3 slot's border.
        #expect(layout.texts.map { layout.measurementCounts[$0.path] } == [2, 2, 2])
        #expect(layout.measurementCount == 6)
    }
}
