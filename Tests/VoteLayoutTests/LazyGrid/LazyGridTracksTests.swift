import Testing
@testable import VoteLayout

/// The column (or row) sizing of lazy grids, on its own.
struct LazyGridTracksTests {
    @Test func fixedFlexibleAndAdaptive() {
        let tracks = LazyGridTracks(
            items: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))],
            offer: 200,
            defaultSpacing: 8
        )
        #expect(tracks.lengths == [70, 57, 57])
        #expect(tracks.gaps == [8, 8, 0])
        #expect(tracks.itemIndices == [0, 1, 1])
        #expect(tracks.offsets == [0, 78, 143])
        #expect(tracks.total == 200)
    }

    @Test func fixedColumnsComeOffFirstWhereverTheyAre() {
        // 100 − 30 − 8 − 8 = 54 for the two flexible columns: 27 each.
        let tracks = LazyGridTracks(
            items: [GridItem(.flexible()), GridItem(.fixed(30)), GridItem(.flexible())],
            offer: 100,
            defaultSpacing: 8
        )
        #expect(tracks.lengths == [27, 30, 27])
    }

    @Test func anItemsSpacingIsTheGapAfterIt() {
        let tracks = LazyGridTracks(
            items: [GridItem(.fixed(10), spacing: 2), GridItem(.fixed(10), spacing: 50)],
            offer: 100,
            defaultSpacing: 8
        )
        #expect(tracks.gaps == [2, 0])
        #expect(tracks.total == 22)
    }

    @Test func anAdaptiveItemSmallerThanItsMinimumKeepsOneTrackOfIt() {
        let tracks = LazyGridTracks(items: [GridItem(.adaptive(minimum: 40))], offer: 25, defaultSpacing: 8)
        #expect(tracks.lengths == [40])
    }
}
