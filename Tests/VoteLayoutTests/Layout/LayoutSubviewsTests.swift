import Foundation
import Testing

@testable import VoteLayout

/// `LayoutSubviews` subscripts: ranges give slices that keep their indices; any sequence of
/// indices gives a selection indexed from 0 (SwiftUI's `subscript<S>(indices: S)`).
struct LayoutSubviewsTests {
    /// A layout that hands its subviews to `inspect` and sizes to nothing.
    private struct Inspector: Layout {
        let inspect: (LayoutSubviews) -> Void

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            inspect(subviews)
            return .zero
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    /// Lays out four colours in an `Inspector` and returns what `select` makes of their subviews.
    private func inspecting<T>(_ select: @escaping (LayoutSubviews) -> T) -> T? {
        var result: T?
        _ = layOut(
            Inspector(inspect: { result = select($0) }) {
                Color.red
                Color.green
                Color.blue
                Color.yellow
            }
        )
        return result
    }

    @Test func rangesAreSlicesKeepingTheirIndices() {
        let checks = inspecting { subviews in
            [
                subviews[1...] == subviews[1..<4] && subviews[1...].indices == 1..<4,
                subviews[..<2] == subviews[0..<2] && subviews[..<2].indices == 0..<2,
                subviews[1...2] == subviews[1..<3] && subviews[1...2].indices == 1..<3,
                subviews[...2] == subviews[0..<3],
                subviews[...] == subviews,
                subviews[2...].first == subviews[2],
            ]
        }
        #expect(checks == [true, true, true, true, true, true])
    }

    @Test func anySequenceOfIndicesSelectsThoseSubviewsInOrder() {
        let checks = inspecting { subviews in
            let array = subviews[[0, 2]]
            let strided = subviews[stride(from: 0, to: 4, by: 2)]
            let reversed = subviews[(0..<4).reversed()]
            return [
                array.indices == 0..<2,
                array[0] == subviews[0] && array[1] == subviews[2],
                strided == array,
                reversed.count == 4 && reversed[0] == subviews[3] && reversed[3] == subviews[0],
                subviews[[Int]()].isEmpty,
            ]
        }
        #expect(checks == [true, true, true, true, true])
    }
}
