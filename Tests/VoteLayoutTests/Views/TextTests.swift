import Testing
@testable import VoteLayout

/// `Text`: measured by the injected measurer.
struct TextTests {
    @Test(
        "Text sizes",
        arguments: [
            (ProposedViewSize.unspecified, CGSize(width: 7, height: 1)),
            (ProposedViewSize(width: 4, height: nil), CGSize(width: 3, height: 2)),
            (ProposedViewSize.infinity, CGSize(width: 7, height: 1)),
        ]
    )
    func text(proposal: ProposedViewSize, expected: CGSize) {
        #expect(layOut(Text("abc def"), proposal).size == expected)
    }

    @Test func textUsesTheInjectedMeasurer() {
        struct Doubling: TextMeasurer {
            func layout(_ text: String, in proposal: ProposedViewSize) -> TextLayout {
                TextLayout(size: CGSize(width: 2 * CGFloat(text.count), height: 1), lines: [text])
            }
        }
        #expect(ViewLayout(Text("abc"), measurer: Doubling()).size == CGSize(width: 6, height: 1))
        // The default measurer counts terminal cells: a wide character takes two.
        #expect(ViewLayout(Text("猫")).size == CGSize(width: 2, height: 1))
    }
}
