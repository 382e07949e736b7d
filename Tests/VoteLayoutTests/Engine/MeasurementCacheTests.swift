import Testing
@_spi(Benchmarks) @testable import VoteLayout

/// Within one pass every node computes each distinct proposal once, so nesting stays cheap.
struct MeasurementCacheTests {
    /// `depth` stacks, each holding a text and the next stack, alternating axes.
    private func nested(_ depth: Int) -> AnyView {
        guard depth > 0 else { return AnyView(Text("leaf")) }
        return depth.isMultiple(of: 2)
            ? AnyView(
                HStack {
                    Text("h\(depth)")
                    nested(depth - 1)
                }
            )
            : AnyView(
                VStack {
                    Text("v\(depth)")
                    nested(depth - 1)
                }
            )
    }

    private let proposal = ProposedViewSize(width: 300, height: 200)

    @Test("A leaf is measured once per distinct question: min probe, max probe, offer")
    func exactCountsInAFlatStack() {
        let layout = layOut(
            HStack {
                Text("a")
                Text("b")
            },
            ProposedViewSize(width: 20, height: 5)
        )
        #expect(layout.measurementCounts == ["0": 3, "1": 3])
        #expect(layout.measurementCount == 6)
    }

    @Test("Nested stacks: each leaf's count grows at most linearly with its depth", arguments: [5, 10, 20])
    func nestedStacksStayLinearPerLeaf(depth: Int) {
        let layout = layOut(nested(depth), proposal)
        let deepest = layout.measurementCounts.values.max() ?? 0
        #expect(deepest <= 2 * depth + 1)
        #expect(layout.measurementCount <= 2 * depth * (depth + 1))
    }

    @Test("Without the cache the same tree costs exponentially more")
    func cacheSavesExponentialWork() {
        let cached = ViewLayout(nested(6), in: proposal, measurer: CharacterMeasurer(), cachingMeasurements: true)
        let uncached = ViewLayout(nested(6), in: proposal, measurer: CharacterMeasurer(), cachingMeasurements: false)
        #expect(cached.root == uncached.root)
        #expect(uncached.measurementCount > 10 * cached.measurementCount)
    }

    @Test("Layouts' repeated questions are answered from the cache")
    func repeatedQueriesAreCounted() {
        let layout = layOut(
            HStack {
                Text("a")
                Text("b")
            },
            ProposedViewSize(width: 20, height: 5)
        )
        // Each text is asked more often than it measures: placement repeats the sizing questions.
        #expect(layout.subviewQueryCounts.values.allSatisfy { $0 > 3 })
    }
}
