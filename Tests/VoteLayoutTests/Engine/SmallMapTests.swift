import Testing

@testable import VoteLayout

struct SmallMapTests {
    @Test func setReadReplaceAndRemoveKeepKeysUniqueInFirstSetOrder() {
        var map = SmallMap<String, Int>()
        #expect(map.isEmpty && map["a"] == nil)
        map["b"] = 1
        map["a"] = 2
        map["b"] = 3
        #expect(map.keys == ["b", "a"])
        #expect(map["b"] == 3 && map["a"] == 2 && map.count == 2)
        map["b"] = nil
        #expect(map.keys == ["a"] && !map.contains("b"))
        map["z"] = nil
        #expect(map.count == 1)
        map.checkInvariants()
    }

    @Test func negativeZeroAndZeroAreOneProposal() {
        var map = SmallMap<ProposedViewSize, Int>()
        map[ProposedViewSize(width: 0, height: nil)] = 1
        map[ProposedViewSize(width: -0.0, height: nil)] = 2
        #expect(map.count == 1 && map[ProposedViewSize(width: 0, height: nil)] == 2)
    }
}
