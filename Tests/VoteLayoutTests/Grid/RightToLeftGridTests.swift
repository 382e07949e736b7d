import Testing
@testable import VoteLayout

/// `Grid`, `LazyVGrid` and `LazyHGrid` right to left: the first column at the right, as SwiftUI
/// flips every view's x position within its parent (Apple, `LayoutSubviews.layoutDirection`).
struct RightToLeftGridTests {
    @Test func aLazyVGridsFirstColumnIsOnTheRight() {
        // objc.io's fixed-and-adaptive grid (70, 57, 57 in 200), mirrored.
        let grid = layOut(
            LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
                ForEach(0..<4) { _ in Color.gray.frame(height: 30) }
            }
            .environment(\.layoutDirection, .rightToLeft),
            ProposedViewSize(width: 200, height: nil)
        )
        .root
        #expect(
            grid.childFrames == [
                CGRect(x: 130, y: 0, width: 70, height: 30),
                CGRect(x: 65, y: 0, width: 57, height: 30),
                CGRect(x: 0, y: 0, width: 57, height: 30),
                CGRect(x: 130, y: 38, width: 70, height: 30),
            ]
        )
    }

    @Test func aLeadingCellAlignsOnTheRightOfItsColumn() {
        let grid = layOut(
            LazyVGrid(columns: [GridItem(.fixed(10)), GridItem(.fixed(10))], alignment: .leading) {
                Text("ab")
                Text("cd")
            }
            .environment(\.layoutDirection, .rightToLeft)
        )
        .root
        // Columns at 10…20 and 0…10 (28 wide in all, 8 apart): each text at its column's right edge.
        #expect(grid.childFrames.map(\.minX) == [26, 8])
    }

    @Test func aLazyHGridsFirstColumnIsOnTheRight() {
        let grid = layOut(
            LazyHGrid(rows: [GridItem(.fixed(10))], spacing: 2) {
                Color.red.frame(width: 5)
                Color.blue.frame(width: 3)
            }
            .environment(\.layoutDirection, .rightToLeft)
        )
        .root
        #expect(grid.childFrames.map(\.minX) == [5, 0])
    }

    @Test func aGridIsTheMirrorOfItsLeftToRightLayout() {
        func grid() -> some View {
            Grid(alignment: .leading) {
                GridRow {
                    Text("one")
                    Color.red.frame(width: 5, height: 1)
                }
                GridRow {
                    Text("three").gridCellColumns(2)
                }
            }
        }
        let leftToRight = layOut(grid()).root
        let rightToLeft = layOut(grid().environment(\.layoutDirection, .rightToLeft)).root
        let width = leftToRight.frame.width
        #expect(rightToLeft.frame == leftToRight.frame)
        #expect(rightToLeft.allNodes.map(\.frame.minX) == leftToRight.allNodes.map { width - $0.frame.maxX })
        #expect(rightToLeft.allNodes.map(\.frame.minY) == leftToRight.allNodes.map(\.frame.minY))
    }
}
