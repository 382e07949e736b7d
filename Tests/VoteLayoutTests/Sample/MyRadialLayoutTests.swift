import Foundation
import Testing

@testable import VoteLayout

/// `MyRadialLayout` laid out by the engine: 20 × 10 boxes in a 300 × 240 layout, so the
/// circle's centre is (150, 120) and its radius 240 / 3 = 80.
struct MyRadialLayoutTests {
    static let bounds = CGSize(width: 300, height: 240)
    static let centre = CGPoint(x: 150, y: 120)
    static let radius: CGFloat = 80

    /// The boxes' centres when laid out with `ranks`.
    private func centres(ranks: [Int]) -> [CGPoint] {
        let layout = ViewLayout(
            MyRadialLayout {
                ForEach(ranks.indices, id: \.self) { index in
                    box(20, 10).rank(ranks[index])
                }
            },
            in: ProposedViewSize(Self.bounds)
        )
        return layout.root.children.map { CGPoint(x: $0.frame.midX, y: $0.frame.midY) }
    }

    /// Where the sample puts a subview turned by `degrees` clockwise from 12 o'clock.
    private func samplePoint(degrees: Double) -> CGPoint {
        let radians = degrees * .pi / 180
        return CGPoint(x: Self.centre.x + Self.radius * sin(radians), y: Self.centre.y - Self.radius * cos(radians))
    }

    @Test(
        "Sizes: the proposal, with 10 for unspecified dimensions",
        arguments: [
            (ProposedViewSize.unspecified, CGSize(width: 10, height: 10)),
            (.zero, .zero),
            (ProposedViewSize(width: 300, height: nil), CGSize(width: 300, height: 10)),
            (ProposedViewSize(width: nil, height: 50), CGSize(width: 10, height: 50)),
            (ProposedViewSize(width: 300, height: 240), CGSize(width: 300, height: 240)),
        ]
    )
    func sizeIsTheProposal(proposal: ProposedViewSize, size: CGSize) {
        let layout = ViewLayout(
            MyRadialLayout {
                box(20, 10)
                box(20, 10)
                box(20, 10)
            },
            in: proposal
        )
        #expect(layout.size == size)
    }

    @Test(
        "Three subviews sit where the sample puts them, for every ranking",
        arguments: RadialArrangementTests.sampleOffsets
    )
    func threeSubviewsMatchTheSample(ranks: [Int], offsetDegrees: Double) {
        let points = centres(ranks: ranks)
        #expect(points.count == 3)
        for index in 0..<3 {
            let expected = samplePoint(degrees: 120 * Double(index) + offsetDegrees)
            #expect(isClose(points[index], expected), "ranks \(ranks), subview \(index): \(points[index])")
        }
    }

    @Test("Three subviews: every leader is on top, and no rank is above a better one")
    func threeSubviewsAreOrderedTopToBottom() {
        for ranks in WeakOrderings.competitionRanks(count: 3) where !MyRadialLayout.isAllWayTie(ranks) {
            let points = centres(ranks: ranks)
            let top = points.map(\.y).min() ?? 0
            for index in ranks.indices where ranks[index] == 1 {
                #expect(isClose(points[index].y, top), "ranks \(ranks): leader \(index) at \(points[index])")
            }
            assertBetterIsNeverLower(ranks: ranks, points: points)
        }
    }

    @Test("Other counts: a better rank is never lower on screen", arguments: [1, 2, 4, 5])
    func otherCountsKeepRankOrder(count: Int) {
        for ranks in WeakOrderings.competitionRanks(count: count) {
            assertBetterIsNeverLower(ranks: ranks, points: centres(ranks: ranks))
        }
    }

    @Test("Other counts: every subview is on the circle, at evenly spaced slots", arguments: [1, 2, 4, 5, 6])
    func otherCountsStayOnTheCircle(count: Int) {
        let points = centres(ranks: Array(1...count))
        for point in points {
            #expect(isClose(hypot(point.x - Self.centre.x, point.y - Self.centre.y), Self.radius))
        }
        #expect(Set(points.map { "\(Int(($0.x * 1000).rounded())),\(Int(($0.y * 1000).rounded()))" }).count == count)
    }

    @Test("One subview sits at 12 o'clock; four distinct ranks are staggered top to bottom")
    func workedExamples() {
        #expect(isClose(centres(ranks: [1])[0], CGPoint(x: 150, y: 40)))
        // Staggered ring: slots at 22.5° + 90° k; ranks 1…4 take 22.5°, 292.5°, 112.5°, 202.5°.
        let points = centres(ranks: [1, 2, 3, 4])
        for (point, degrees) in zip(points, [22.5, 292.5, 112.5, 202.5]) {
            #expect(isClose(point, samplePoint(degrees: degrees)))
        }
    }

    @Test("Subviews are proposed nothing: they take their ideal size")
    func subviewsTakeTheirIdealSize() {
        let layout = ViewLayout(
            MyRadialLayout {
                Text("Cat")
                Color.red
                Text("Goldfish")
            },
            in: ProposedViewSize(width: 90, height: 90)
        )
        #expect(
            layout.root.children.map(\.frame.size) == [
                CGSize(width: 3, height: 1), CGSize(width: 10, height: 10), CGSize(width: 8, height: 1),
            ]
        )
    }

    private func assertBetterIsNeverLower(
        ranks: [Int],
        points: [CGPoint],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for better in ranks.indices {
            for worse in ranks.indices where ranks[better] < ranks[worse] {
                #expect(
                    points[better].y <= points[worse].y + 1e-9,
                    "ranks \(ranks): \(better) at \(points[better]) is below \(worse) at \(points[worse])",
                    sourceLocation: sourceLocation
                )
            }
        }
    }
}
