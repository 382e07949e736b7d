import CoreFoundation
import Foundation
import Testing
import VoteLayout

/// The photo grid screen (`Fixtures/PhotoGridScreen.swift`, written as a SwiftUI app writes it)
/// compiles unchanged against VoteLayout — this target does not build otherwise — and lays out as
/// SwiftUI lays it out, left to right and right to left.
@Suite("A sample app's photo grid, compiled unchanged against VoteLayout")
struct PhotoGridScreenTests {
    /// The thumbnails' frames, in order: the aspect-ratio views around a colour (not the photo's
    /// scaled-to-fill image inside each).
    static func thumbnails(in layout: ViewLayout) -> [CGRect] {
        layout.root.allNodes
            .filter { node in
                guard node.kind == .modifier("aspectRatio"), case .color = node.children.first?.kind else {
                    return false
                }
                return true
            }
            .map(\.frame)
    }

    static let proposal = ProposedViewSize(width: 320, height: 480)

    @Test("Three square columns of 104 fill 320 points, 2 apart, in a scroll view of the screen's size")
    func leftToRight() throws {
        let layout = ViewLayout(PhotoGridScreen(photos: Photo.samples), in: Self.proposal)
        #expect(layout.root.kind == .scrollView(.vertical))
        #expect(layout.size == CGSize(width: 320, height: 480))
        // 320 − 2 × 2 padding = 316 for the grid; (316 + 2) / (100 + 2) fits 3 columns of
        // (316 − 2 × 2) / 3 = 104; the thumbnails are square (aspect ratio 1, fit).
        let expected = (0..<7)
            .map { index in
                CGRect(x: 2 + CGFloat(index % 3) * 106, y: CGFloat(index / 3) * 106, width: 104, height: 104)
            }
        #expect(Self.thumbnails(in: layout) == expected)
        // The grid is proposed nil height by the scroll view: all three rows, 3 × 104 + 2 × 2.
        let grid = try #require(layout.root.allNodes.first { $0.kind == .layout("LazyVGrid") })
        #expect(grid.frame == CGRect(x: 2, y: 0, width: 316, height: 316))
        // Each title sits 4 in from its thumbnail's bottom-leading corner.
        let titles = layout.root.allNodes.filter { if case .text = $0.kind { true } else { false } }
        #expect(titles.count == 7)
        for (title, thumbnail) in zip(titles, expected) {
            #expect(title.frame.minX == thumbnail.minX + 4 && title.frame.maxY == thumbnail.maxY - 4)
        }
        // Two favourites show a heart; the scaled-to-fill photo is clipped to its thumbnail.
        #expect(layout.root.allNodes.count(where: { $0.kind == .image(systemName: "heart.fill") }) == 2)
        #expect(layout.root.allNodes.count(where: { $0.kind == .clip(.rectangle) }) == 7)
    }

    @Test("Right to left, the first photo is at the right and each title at its thumbnail's right")
    func rightToLeft() {
        let layout = ViewLayout(
            PhotoGridScreen(photos: Photo.samples).environment(\.layoutDirection, .rightToLeft),
            in: Self.proposal
        )
        let leftToRight = Self.thumbnails(in: ViewLayout(PhotoGridScreen(photos: Photo.samples), in: Self.proposal))
        let mirrored = leftToRight.map { CGRect(x: 320 - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
        #expect(Self.thumbnails(in: layout) == mirrored)
        #expect(mirrored.first?.minX == 214)
        let titles = layout.root.allNodes.filter { if case .text = $0.kind { true } else { false } }
        for (title, thumbnail) in zip(titles, mirrored) {
            #expect(title.frame.maxX == thumbnail.maxX - 4)
        }
    }

    @Test("The preview shows both directions, one above the other")
    func preview() {
        let layout = ViewLayout(PhotoGridScreen_Previews.previews, in: Self.proposal)
        #expect(layout.root.children.map(\.kind) == [.scrollView(.vertical), .scrollView(.vertical)])
        // Drawn by the terminal renderer (a cell a point): every title shows, and the hearts.
        let drawing = TerminalRenderer(ascii: true)
            .render(ViewLayout(PhotoGridScreen(photos: Photo.samples), in: Self.proposal))
        for photo in Photo.samples { #expect(drawing.contains(photo.title)) }
    }
}
