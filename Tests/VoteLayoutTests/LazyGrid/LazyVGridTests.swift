import Testing
@testable import VoteLayout

/// `LazyVGrid` and `GridItem`, with the numbers of objc.io's "SwiftUI's Grid Views" (2020-11-23)
/// and swiftuifieldguide.com's "LazyVGrid": fixed columns first, then each other column offered
/// the rest divided by the columns left, adaptive columns splitting into as many of their minimum
/// as fit, 8 points between columns and rows by default, and the columns sized again on placement.
struct LazyVGridTests {
    private func cells(_ count: Int, height: CGFloat = 30) -> some View {
        ForEach(0..<count) { _ in Color.gray.frame(height: height) }
    }

    @Test func fixedAndAdaptiveColumns() {
        // objc.io quiz 1: in 200 points, the fixed column is exactly 70; 200 − 70 − 8 = 122 are
        // left for the adaptive column, which fits two of 40 (40 + 8 + 40 ≤ 122 < 136) and shares
        // 122 − 8 = 114 between them: 57 each.
        let grid = layOut(
            LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { cells(3) }
                .frame(width: 200)
        )
        .root.children[0]
        #expect(grid.kind == .layout("LazyVGrid"))
        #expect(grid.frame.size == CGSize(width: 200, height: 30))
        #expect(
            grid.childFrames == [
                CGRect(x: 0, y: 0, width: 70, height: 30),
                CGRect(x: 78, y: 0, width: 57, height: 30),
                CGRect(x: 143, y: 0, width: 57, height: 30),
            ]
        )
    }

    @Test func flexibleColumnsAreSizedTwice() {
        // objc.io quiz 2 (and "Thinking in SwiftUI"): measured in 200 with 10 between the columns,
        // 190 / 2 = 95, then 95 clamped to 120: the grid is 225 wide and its frame centres it at
        // −12.5. Placed in 225 it sizes again: 215 / 2 = 107.5 (SwiftUI shows 108 on pixels), then
        // 107.5 clamped to 120 — so it renders 237.5 wide, off-centre.
        let root = layOut(
            LazyVGrid(
                columns: [GridItem(.flexible(minimum: 60), spacing: 10), GridItem(.flexible(minimum: 120))],
                spacing: 10
            ) { cells(2, height: 100) }
            .frame(width: 200)
        )
        .root
        let grid = root.children[0]
        #expect(grid.frame == CGRect(x: -12.5, y: 0, width: 225, height: 100))
        #expect(
            grid.childFrames == [
                CGRect(x: -12.5, y: 0, width: 107.5, height: 100),
                CGRect(x: 105, y: 0, width: 120, height: 100),
            ]
        )
    }

    @Test func rowsAreAsTallAsTheirTallestCellAndEightApart() {
        let grid = layOut(
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                Color.red.frame(height: 10)
                Color.red.frame(height: 20)
                Color.red.frame(height: 5)
            },
            ProposedViewSize(width: 108, height: nil)
        )
        .root
        // Two columns of (108 − 8) / 2 = 50; row one 20 tall, row two 8 below it.
        #expect(grid.frame.size == CGSize(width: 108, height: 33))
        #expect(
            grid.childFrames == [
                CGRect(x: 0, y: 5, width: 50, height: 10),
                CGRect(x: 58, y: 0, width: 50, height: 20),
                CGRect(x: 0, y: 28, width: 50, height: 5),
            ]
        )
    }

    @Test func anAdaptiveColumnStopsAtItsMaximum() {
        // Two tracks of at least 40 fit in 100; (100 − 8) / 2 = 46 is capped at 45.
        let grid = layOut(
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 40, maximum: 45))]) { cells(2) },
            ProposedViewSize(width: 100, height: nil)
        )
        .root
        #expect(grid.frame.width == 98)
        #expect(grid.childFrames.map(\.minX) == [0, 53])
    }

    @Test func aFlexibleColumnKeepsItsBounds() {
        // 200 − 8 = 192: the first column is offered 96 and capped at 50; the second gets 142.
        let grid = layOut(
            LazyVGrid(columns: [GridItem(.flexible(minimum: 10, maximum: 50)), GridItem(.flexible())]) { cells(2) },
            ProposedViewSize(width: 200, height: nil)
        )
        .root
        #expect(grid.childFrames.map(\.width) == [50, 142])
    }

    @Test func cellsAlignByTheGridAndByTheirItem() {
        let grid = layOut(
            LazyVGrid(
                columns: [GridItem(.fixed(10)), GridItem(.fixed(10), alignment: .bottomTrailing)],
                alignment: .leading
            ) {
                Text("ab")
                Color.red.frame(width: 1, height: 3)
                Text("cd")
            }
        )
        .root
        #expect(
            grid.childFrames == [
                // The grid's leading, centred in the 3-tall row.
                CGRect(x: 0, y: 1, width: 2, height: 1),
                // The item's bottom trailing: 18 + 10 − 1.
                CGRect(x: 27, y: 0, width: 1, height: 3),
                // Row two, 3 + 8 down.
                CGRect(x: 0, y: 11, width: 2, height: 1),
            ]
        )
    }

    @Test func rowSpacingIsTheGridsSpacing() {
        let grid = layOut(LazyVGrid(columns: [GridItem(.fixed(10))], spacing: 2) { cells(3, height: 5) }).root
        #expect(grid.childFrames.map(\.minY) == [0, 7, 14])
        #expect(grid.frame.size == CGSize(width: 10, height: 19))
    }

    @Test func anIdealWidthTakesEachColumnsMinimum() {
        // Not documented by SwiftUI; VoteLayout's choice: a nil width offers the columns nothing.
        let grid = layOut(
            LazyVGrid(columns: [GridItem(.flexible(minimum: 20)), GridItem(.adaptive(minimum: 30))]) { cells(2) }
        )
        .root
        #expect(grid.frame.width == 58)
    }

    @Test func anEmptyGridIsAsWideAsItsColumns() {
        let grid = layOut(LazyVGrid(columns: [GridItem(.fixed(10)), GridItem(.fixed(20))]) { EmptyView() }).root
        #expect(grid.frame.size == CGSize(width: 38, height: 0))
    }
}
