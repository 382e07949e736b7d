import CoreFoundation
import Foundation
import Testing
import VoteLayout

@Suite struct GeometryReaderTests {
    @Test func takesWhatItIsOfferedAndPlacesContentTopLeading() throws {
        let layout = ViewLayout(
            HStack(spacing: 0) {
                Color.red.frame(width: 7)
                GeometryReader { proxy in
                    Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
                }
            },
            in: ProposedViewSize(width: 40, height: 5)
        )
        let reader = try #require(layout.root.allNodes.first { $0.kind == .layout("GeometryReader") })
        #expect(reader.frame == CGRect(x: 7, y: 0, width: 33, height: 5))
        let text = try #require(reader.children.first)
        #expect(text.kind == .text(TextLayout(size: CGSize(width: 4, height: 1), lines: ["33x5"])))
        #expect(text.frame == CGRect(x: 7, y: 0, width: 4, height: 1))
    }

    @Test func anUnspecifiedProposalGivesTenByTen() {
        let layout = ViewLayout(GeometryReader { _ in Color.blue }, in: .unspecified)
        #expect(layout.size == CGSize(width: 10, height: 10))
    }

    @Test func framesInLocalGlobalAndNamedSpaces() throws {
        let frames = FrameLog()
        _ = ViewLayout(
            VStack(spacing: 0) {
                Color.red.frame(height: 3)
                HStack(spacing: 0) {
                    Color.green.frame(width: 5)
                    GeometryReader { proxy in
                        frames.record(proxy)
                        return Color.blue
                    }
                    .frame(width: 10, height: 4)
                }
                .coordinateSpace(name: "row")
            },
            in: ProposedViewSize(width: 15, height: 7)
        )
        let proxy = try #require(frames.last)
        #expect(proxy.size == CGSize(width: 10, height: 4))
        #expect(proxy.frame(in: .local) == CGRect(x: 0, y: 0, width: 10, height: 4))
        #expect(proxy.frame(in: .global) == CGRect(x: 5, y: 3, width: 10, height: 4))
        #expect(proxy.frame(in: .named("row")) == CGRect(x: 5, y: 0, width: 10, height: 4))
        #expect(proxy.frame(in: .named("nowhere")) == proxy.frame(in: .global))
        #expect(proxy.safeAreaInsets == EdgeInsets())
    }

    /// The proxies a reader's content was built with (the content closure is called while laying out).
    final class FrameLog: @unchecked Sendable {
        private(set) var proxies: [GeometryProxy] = []
        var last: GeometryProxy? { proxies.last }
        func record(_ proxy: GeometryProxy) { proxies.append(proxy) }
    }
}
