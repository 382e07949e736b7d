import Testing

@testable import VoteLayout

// Derived, unverified (see GridTests): counts follow from GridSizer's documented passes.

/// The grid measures each cell a bounded number of times per pass, whatever its size, so a
/// pass costs O(cells) (the layout benchmark lays out a 100 × 100 grid).
struct GridMeasurementTests {
    private func grid(_ size: Int) -> some View {
        Grid {
            ForEach(0..<size) { row in
                GridRow {
                    ForEach(0..<size) { column in Text(String(repeating: "x", count: 1 + (row * column) % 5)) }
                }
            }
        }
    }

    @Test(arguments: [ProposedViewSize.unspecified, ProposedViewSize(width: 300, height: 200)])
    func eachCellIsMeasuredABoundedNumberOfTimes(proposal: ProposedViewSize) {
        let small = layOut(grid(4), proposal)
        let large = layOut(grid(16), proposal)
        #expect(small.measurementCounts.count == 16)
        #expect(large.measurementCounts.count == 256)
        let smallMaximum = small.measurementCounts.values.max() ?? 0
        let largeMaximum = large.measurementCounts.values.max() ?? 0
        #expect(largeMaximum <= 9)
        #expect(largeMaximum == smallMaximum)
    }
}
