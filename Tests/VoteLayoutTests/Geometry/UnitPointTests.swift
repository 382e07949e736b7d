import Foundation
import Testing
@testable import VoteLayout

struct UnitPointTests {
    @Test(
        arguments: [
            (UnitPoint.zero, 0, 0), (.center, 0.5, 0.5), (.leading, 0, 0.5), (.trailing, 1, 0.5),
            (.top, 0.5, 0), (.bottom, 0.5, 1), (.topLeading, 0, 0), (.topTrailing, 1, 0),
            (.bottomLeading, 0, 1), (.bottomTrailing, 1, 1),
        ] as [(UnitPoint, CGFloat, CGFloat)]
    )
    func namedPointsHaveSwiftUIValues(point: UnitPoint, x: CGFloat, y: CGFloat) {
        #expect(point.x == x)
        #expect(point.y == y)
    }

    @Test func defaultInitializerIsTheTopLeadingCorner() {
        #expect(UnitPoint() == .topLeading)
        #expect(UnitPoint(x: 0.25, y: 2) != .zero)
    }
}
