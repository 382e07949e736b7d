import Testing
@testable import VoteLayout

/// `lineLimit(_:reservesSpace:)` and `lineLimit` with a range, in terminal cells (one cell per
/// character, one row per line). Apple: with `reservesSpace` (and a range's lower bound), "text
/// ... occupies less space than the provided limit, that view expands to occupy the minimum
/// number of lines"; more lines than the limit are truncated.
struct LineLimitTests {
    private let long = "aaa bbb ccc ddd eee"  // five lines at width 3

    private func size<V: View>(_ view: V, width: CGFloat? = 3) -> CGSize {
        ViewLayout(view, in: ProposedViewSize(width: width, height: nil)).size
    }

    @Test func reservesSpaceForTheLimit() {
        #expect(size(Text("ab").lineLimit(3, reservesSpace: true)) == CGSize(width: 2, height: 3))
        #expect(size(Text("ab").lineLimit(3, reservesSpace: false)) == CGSize(width: 2, height: 1))
        #expect(size(Text(long).lineLimit(3, reservesSpace: true)).height == 3)
    }

    @Test func aClosedRangeReservesItsLowerBoundAndCutsAtItsUpper() {
        #expect(size(Text("ab").lineLimit(2...4)).height == 2)
        #expect(size(Text(long).lineLimit(2...4)).height == 4)
        let text = ViewLayout(Text(long).lineLimit(2...4), in: ProposedViewSize(width: 3, height: nil)).root
        guard case .text(let layout) = text.kind else { return #expect(Bool(false), "not a text") }
        #expect(layout.lines.count == 4)
        #expect(layout.lines.last?.hasSuffix("…") == true)
    }

    @Test func aRangeFromReservesWithoutLimit() {
        #expect(size(Text("ab").lineLimit(3...)).height == 3)
        #expect(size(Text(long).lineLimit(3...)).height == 5)
    }

    @Test func aRangeThroughLimitsWithoutReserving() {
        #expect(size(Text("ab").lineLimit(...2)).height == 1)
        #expect(size(Text(long).lineLimit(...2)).height == 2)
    }

    @Test func reservingLeavesTheWidthAlone() {
        #expect(size(Text("ab").lineLimit(3, reservesSpace: true), width: nil) == CGSize(width: 2, height: 3))
    }
}
