import Foundation
import Testing

@testable import VoteLayout

// Derived, unverified: no reverse-engineered Grid source exists, so these expectations
// follow Apple's Grid documentation, not measurements on a device.

/// A stand-in for a view: how it answers proposals.
private enum FakeView {
    /// Fixed size whatever the proposal (an `Image`, or `Text` at its ideal size).
    case fixed(CGFloat, CGFloat)
    /// Takes the proposal, 10 when unspecified (a `Color`).
    case flexible
    /// Takes the proposed width (10 when unspecified) and is `height` tall (a `Divider`).
    case rule(height: CGFloat)

    func size(for proposal: ProposedViewSize) -> CGSize {
        switch self {
        case .fixed(let width, let height): CGSize(width: width, height: height)
        case .flexible: proposal.replacingUnspecifiedDimensions()
        case .rule(let height): CGSize(width: proposal.width ?? 10, height: height)
        }
    }
}

private func slot(_ row: Int, _ column: Int, span: Int = 1, sizes: (Bool, Bool) = (true, true), priority: Double = 0)
    -> GridSizer.Slot
{
    GridSizer.Slot(row: row, column: column, span: span, sizesWidth: sizes.0, sizesHeight: sizes.1, priority: priority)
}

private func tracks(
    _ cells: [(GridSizer.Slot, FakeView)],
    columns: Int,
    rows: Int,
    gap: CGFloat,
    proposal: ProposedViewSize
) -> GridTracks {
    let sizer = GridSizer(
        columnCount: columns,
        rowCount: rows,
        slots: cells.map(\.0),
        columnGaps: Array(repeating: gap, count: columns - 1),
        rowGaps: Array(repeating: gap, count: rows - 1)
    )
    return sizer.tracks(for: proposal) { index, proposal, axis in
        let size = cells[index].1.size(for: proposal)
        return GridSizer.Extent(length: axis == .horizontal ? size.width : size.height, guide: nil)
    }
}

struct GridSizerTests {
    /// Apple's Grid-4 example: a text column, then colour columns sharing what is left equally.
    @Test func flexibleColumnsShareTheRemainingWidthEqually() {
        var cells: [(GridSizer.Slot, FakeView)] = []
        for (row, colours) in [2, 5, 4].enumerated() {
            cells.append((slot(row, 0), .fixed(5, 1)))
            for column in 1...colours { cells.append((slot(row, column), .flexible)) }
        }
        let result = tracks(cells, columns: 6, rows: 3, gap: 8, proposal: ProposedViewSize(width: 100, height: 61))
        #expect(result.columnWidths == [5, 11, 11, 11, 11, 11])
        #expect(result.rowHeights == [15, 15, 15])
        #expect(result.columnOrigins == [0, 13, 32, 51, 70, 89])
        #expect(result.size == CGSize(width: 100, height: 61))
    }

    @Test func aColumnIsAsWideAsItsWidestCellAndARowAsTallAsItsTallestCell() {
        let cells: [(GridSizer.Slot, FakeView)] = [
            (slot(0, 0), .fixed(3, 1)), (slot(0, 1), .fixed(7, 4)),
            (slot(1, 0), .fixed(9, 2)), (slot(1, 1), .fixed(1, 1)),
        ]
        for proposal in [ProposedViewSize.unspecified, .zero, .infinity, ProposedViewSize(width: 100, height: 100)] {
            let result = tracks(cells, columns: 2, rows: 2, gap: 1, proposal: proposal)
            #expect(result.columnWidths == [9, 7])
            #expect(result.rowHeights == [4, 2])
            #expect(result.size == CGSize(width: 17, height: 7))
        }
    }

    @Test func aSpanningRuleWidensEveryColumnItSpansEquallyToTheProposedWidth() {
        let cells: [(GridSizer.Slot, FakeView)] = [
            (slot(0, 0), .fixed(3, 1)), (slot(0, 1), .fixed(4, 1)),
            (slot(1, 0, span: 2), .rule(height: 1)),
        ]
        let result = tracks(cells, columns: 2, rows: 2, gap: 8, proposal: ProposedViewSize(width: 50, height: nil))
        #expect(result.columnWidths == [20.5, 21.5])
        #expect(result.size == CGSize(width: 50, height: 10))
    }

    @Test func aHorizontallyUnsizedSpanningRuleLeavesTheColumnsAlone() {
        let cells: [(GridSizer.Slot, FakeView)] = [
            (slot(0, 0), .fixed(3, 1)), (slot(0, 1), .fixed(4, 1)),
            (slot(1, 0, span: 2, sizes: (false, true)), .rule(height: 1)),
        ]
        let result = tracks(cells, columns: 2, rows: 2, gap: 8, proposal: ProposedViewSize(width: 50, height: nil))
        #expect(result.columnWidths == [3, 4])
        #expect(result.rowHeights == [1, 1])
    }

    @Test func aVerticallyUnsizedCellDoesNotSetItsRowHeight() {
        let cells: [(GridSizer.Slot, FakeView)] = [
            (slot(0, 0), .fixed(3, 2)), (slot(0, 1, sizes: (true, false)), .flexible),
        ]
        let result = tracks(cells, columns: 2, rows: 1, gap: 0, proposal: ProposedViewSize(width: 20, height: 30))
        #expect(result.columnWidths == [3, 17])
        #expect(result.rowHeights == [2])
    }

    @Test func aHigherPriorityColumnIsSizedFirst() {
        let cells: [(GridSizer.Slot, FakeView)] = [
            (slot(0, 0), .flexible), (slot(0, 1, priority: 1), .flexible),
        ]
        let result = tracks(cells, columns: 2, rows: 1, gap: 0, proposal: ProposedViewSize(width: 40, height: 5))
        #expect(result.columnWidths == [0, 40])
    }

    @Test func anUnspecifiedWidthGivesEveryColumnItsIdealWidth() {
        let cells: [(GridSizer.Slot, FakeView)] = [
            (slot(0, 0), .fixed(3, 1)), (slot(0, 1), .flexible),
        ]
        let result = tracks(cells, columns: 2, rows: 1, gap: 8, proposal: .unspecified)
        #expect(result.columnWidths == [3, 10])
        #expect(result.rowHeights == [10])
    }

    @Test func cellsAlignedOnAGuideNeedRoomOnBothSidesOfIt() {
        // Two cells in a row: one 3 tall with its guide at 1, one 2 tall with its guide at 2
        // (think baselines). Aligned, they reach 2 above and 2 below the guide: 4, not 3.
        let sizer = GridSizer(
            columnCount: 2,
            rowCount: 1,
            slots: [slot(0, 0), slot(0, 1)],
            columnGaps: [0],
            rowGaps: []
        )
        let extents = [(3.0, 1.0), (2.0, 2.0)]
        let result = sizer.tracks(for: .unspecified) { index, _, axis in
            axis == .horizontal
                ? GridSizer.Extent(length: 1, guide: 0)
                : GridSizer.Extent(length: extents[index].0, guide: extents[index].1)
        }
        #expect(result.rowHeights == [4])
        #expect(result.columnWidths == [1, 1])
    }
}

struct GridSizerColumnSharingTests {
    /// A header, a flexible colour column, a divider spanning both columns, and a row of text.
    private let cells: [(GridSizer.Slot, FakeView)] = [
        (slot(0, 0), .fixed(6, 1)), (slot(0, 1), .flexible),
        (slot(1, 0, span: 2), .rule(height: 1)),
        (slot(2, 0), .fixed(3, 2)), (slot(2, 1), .fixed(12, 1)),
    ]

    @Test(
        "Columns sized once for a width serve every height proposed with it",
        arguments: [nil, 0, 20, 40, .infinity] as [CGFloat?],
        [nil, 0, 3, 30, .infinity] as [CGFloat?]
    )
    func columnsDependOnlyOnTheWidth(width: CGFloat?, height: CGFloat?) {
        let sizer = GridSizer(columnCount: 2, rowCount: 3, slots: cells.map(\.0), columnGaps: [1], rowGaps: [0, 0])
        func measure(_ index: Int, _ proposal: ProposedViewSize, _ axis: Axis) -> GridSizer.Extent {
            let size = cells[index].1.size(for: proposal)
            return GridSizer.Extent(length: axis == .horizontal ? size.width : size.height, guide: nil)
        }
        let proposal = ProposedViewSize(width: width, height: height)
        let shared = sizer.columnWidths(for: width, measure: measure)
        let tracks = sizer.tracks(for: proposal, columnWidths: shared, measure: measure)
        #expect(tracks == sizer.tracks(for: proposal, measure: measure))
        #expect(shared == sizer.tracks(for: ProposedViewSize(width: width, height: nil), measure: measure).columnWidths)
    }
}
