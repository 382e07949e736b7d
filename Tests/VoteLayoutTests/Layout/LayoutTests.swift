import Testing
@testable import VoteLayout

/// The `Layout` protocol's defaults and the engine's placement rules (layout-rules §2.10).
struct LayoutTests {
    /// Places nothing at all.
    private struct PlacesNothing: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 20, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    /// Places its only subview twice; the second call must win.
    private struct PlacesTwice: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 20, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews[0].place(at: bounds.origin, proposal: .zero)
            subviews[0]
                .place(
                    at: CGPoint(x: bounds.maxX, y: bounds.maxY),
                    anchor: .bottomTrailing,
                    proposal: ProposedViewSize(width: 4, height: 2)
                )
        }
    }

    /// Counts its cache's creations.
    private final class Counter { var value = 0 }
    private struct CountsCaches: Layout {
        let makes: Counter
        func makeCache(subviews: Subviews) -> Int {
            makes.value += 1
            return subviews.count
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
            CGSize(width: cache, height: cache)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {}
    }

    @Test func unplacedSubviewsAreCentredWithTheContainersProposal() {
        let root = layOut(
            PlacesNothing {
                Text("ab")
                Color.red
            },
            ProposedViewSize(width: 6, height: 4)
        )
        .root
        #expect(root.frame.size == CGSize(width: 20, height: 10))
        #expect(
            root.childFrames == [CGRect(x: 9, y: 4.5, width: 2, height: 1), CGRect(x: 7, y: 3, width: 6, height: 4)]
        )
    }

    @Test func theLastPlaceCallWins() {
        let root = layOut(PlacesTwice { Color.red }).root
        #expect(root.children[0].frame == CGRect(x: 16, y: 8, width: 4, height: 2))
    }

    @Test func theCacheIsMadeOncePerPass() {
        let makes = Counter()
        let root = layOut(
            HStack {
                CountsCaches(makes: makes) {
                    Color.red
                    Color.blue
                    Color.green
                }
            },
            ProposedViewSize(width: 50, height: 50)
        )
        .root
        #expect(root.children[0].frame.size == CGSize(width: 3, height: 3))
        #expect(makes.value == 1)
    }

    @Test func defaultSpacingIsTheUnionOfTheSubviews() {
        var spacing: ViewSpacing?
        _ = layOut(
            SpacingProbe {
                spacing = $0
            } content: {
                Color.red
            }
        )
        #expect(spacing == ViewSpacing())
        _ = layOut(
            SpacingProbe {
                spacing = $0
            } content: {
                EmptyView()
            }
        )
        #expect(spacing == .zero)
    }

    @Test func customLayoutsDefaultToNoStackOrientation() {
        let root = layOut(PlacesNothing { Spacer() }, ProposedViewSize(width: 30, height: 20)).root
        #expect(root.children[0].frame.size == CGSize(width: 30, height: 20))
        #expect(PlacesNothing.layoutProperties == LayoutProperties())
    }

    @Test func customLayoutNodesAreNamedByType() {
        #expect(layOut(PlacesNothing { Color.red }).root.kind == .layout("PlacesNothing"))
    }

    @Test func explicitAlignmentOfACustomLayoutIsUsedByItsParent() {
        let stack = layOut(
            VStack(alignment: .leading) {
                Text("abcdef")
                LeadingGuideLayout(leading: 5) { Color.red.frame(width: 1, height: 1) }
            }
        )
        .root
        #expect(stack.children.map(\.frame.minX) == [5, 0])
    }

    @Test func subviewsSlicesKeepTheirIndices() {
        var slices: [[Int]] = []
        _ = layOut(
            SliceProbe {
                slices = $0
            } content: {
                Color.red
                Color.blue
                Color.green
            }
        )
        #expect(slices == [[1, 2], [0, 1, 2]])
    }

    /// Places the subviews it selects with `subviews[[2, 0]]` side by side, leaving the middle one unplaced.
    private struct SelectsSubviews: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 20, height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let selected = subviews[[2, 0]]
            for index in selected.indices {
                selected[index]
                    .place(
                        at: CGPoint(x: bounds.minX + CGFloat(index) * 5, y: bounds.minY),
                        proposal: ProposedViewSize(width: 5, height: 5)
                    )
            }
        }
    }

    @Test func selectingSubviewsByIndicesPlacesTheRightOnes() {
        let root = layOut(
            SelectsSubviews {
                Color.red
                Color.green
                Color.blue
            },
            ProposedViewSize(width: 20, height: 10)
        )
        .root
        #expect(
            root.childFrames == [
                CGRect(x: 5, y: 0, width: 5, height: 5),
                CGRect(x: 0, y: 0, width: 20, height: 10),
                CGRect(x: 0, y: 0, width: 5, height: 5),
            ]
        )
    }

    private struct SpacingProbe<Content: View>: View {
        let report: (ViewSpacing) -> Void
        @ViewBuilder let content: Content
        var body: some View { Probe(report: report) { content } }

        struct Probe: Layout {
            let report: (ViewSpacing) -> Void
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                report(spacing(subviews: subviews, cache: &cache))
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
    }

    private struct SliceProbe<Content: View>: View {
        let report: ([[Int]]) -> Void
        @ViewBuilder let content: Content
        var body: some View { Probe(report: report) { content } }

        struct Probe: Layout {
            let report: ([[Int]]) -> Void
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                report([Array(subviews[1...].indices), Array(subviews.indices)])
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
    }
}
