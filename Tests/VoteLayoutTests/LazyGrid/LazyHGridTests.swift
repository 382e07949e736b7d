import Testing
@testable import VoteLayout

/// `LazyHGrid`: `LazyVGrid` with the axes swapped — rows sized from the height proposed, views
/// filling them column by column, columns as wide as their widest cell and `spacing` apart.
struct LazyHGridTests {
    @Test func rowsAreSizedAndFilledColumnByColumn() {
        let grid = layOut(
            LazyHGrid(rows: [GridItem(.fixed(10)), GridItem(.fixed(20))]) {
                Color.red.frame(width: 5)
                Color.green.frame(width: 3)
                Color.blue.frame(width: 5)
            }
        )
        .root
        #expect(grid.kind == .layout("LazyHGrid"))
        #expect(grid.frame.size == CGSize(width: 18, height: 38))
        #expect(
            grid.childFrames == [
                CGRect(x: 0, y: 0, width: 5, height: 10),
                CGRect(x: 1, y: 18, width: 3, height: 20),
                CGRect(x: 13, y: 0, width: 5, height: 10),
            ]
        )
    }

    @Test func adaptiveRowsFillTheHeight() {
        // 100 tall: two rows of at least 40, (100 − 8) / 2 = 46 each; columns 4 apart.
        let grid = layOut(
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(.adaptive(minimum: 40))], alignment: .top, spacing: 4) {
                    ForEach(0..<3) { _ in Color.gray.frame(width: 10, height: 20) }
                }
            },
            ProposedViewSize(width: 50, height: 100)
        )
        .root.children[0]
        #expect(
            grid.childFrames == [
                CGRect(x: 0, y: 0, width: 10, height: 20),
                CGRect(x: 0, y: 54, width: 10, height: 20),
                CGRect(x: 14, y: 0, width: 10, height: 20),
            ]
        )
    }
}
