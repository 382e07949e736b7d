import Testing
@testable import VoteLayout

struct GuideSetTests {
    let leading = HorizontalAlignment.leading.key
    let top = VerticalAlignment.top.key
    let baseline = VerticalAlignment.firstTextBaseline.key

    @Test func holdsEachGuideOnce() {
        let set = GuideSet(keys: [leading, top, leading])
        #expect(set.keys.count == 2)
        #expect(set.contains(leading) && set.contains(top))
        #expect(!set.contains(baseline))
        // The same guide on the other axis is another guide.
        #expect(!set.contains(AlignmentKey(leading.id, axis: .vertical)))
    }

    @Test func unionAddsOnlyMissingGuides() {
        var set = GuideSet()
        #expect(set.isEmpty)
        set.formUnion(GuideSet(keys: [top]))
        set.formUnion(GuideSet(keys: [top, baseline]))
        set.formUnion(GuideSet())
        #expect(set.keys.count == 2)
        #expect(set.contains(top) && set.contains(baseline) && !set.contains(leading))
        #expect(!set.isEmpty)
    }

    @Test func everyGuideAbsorbsAnyUnion() {
        var all = GuideSet(containsAll: true, keys: [top])
        #expect(all.contains(leading) && !all.isEmpty)
        all.formUnion(GuideSet(keys: [baseline]))
        #expect(all.containsAll && all.keys.isEmpty)
        var some = GuideSet(keys: [top])
        some.formUnion(all)
        #expect(some.containsAll && some.contains(baseline))
    }
}
