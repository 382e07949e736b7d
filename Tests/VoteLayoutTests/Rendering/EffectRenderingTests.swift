import Testing
@testable import VoteLayout

/// How the renderers draw `hidden`, `scaleEffect`, `rotationEffect` and `zIndex`.
struct EffectRenderingTests {
    @Test func aHiddenViewDrawsNothing() {
        let layout = layOut(
            HStack(spacing: 0) {
                Color.red.frame(width: 2, height: 1).hidden()
                Color.blue.frame(width: 2, height: 1)
            }
        )
        #expect(TerminalRenderer(ascii: true).lines(for: layout.root) == ["  ##"])
        let svg = SVGRenderer(scale: 1).render(layout)
        #expect(!svg.contains("#ff3b30") && svg.contains("#007aff"))
    }

    @Test func theSVGRendererScalesAndRotatesAboutTheAnchor() {
        let scaled = SVGRenderer(scale: 1).render(layOut(Color.red.frame(width: 10, height: 10).scaleEffect(2)))
        #expect(scaled.contains("<g transform=\"matrix(2 0 0 2 -5 -5)\">"))
        let turned = SVGRenderer(scale: 2)
            .render(
                layOut(Color.red.frame(width: 10, height: 10).rotationEffect(.degrees(90)))
            )
        // In pixels (2 per unit): the linear part as is, the translation doubled.
        #expect(turned.contains("<g transform=\"matrix(0 1 -1 0 20 0)\">"))
    }

    @Test func theSVGRendererDrawsInZIndexOrder() {
        let svg = SVGRenderer(scale: 1)
            .render(
                layOut(
                    ZStack {
                        Color.red.frame(width: 4, height: 4).zIndex(1)
                        Color.blue.frame(width: 4, height: 4)
                    }
                )
            )
        let red = svg.range(of: "#ff3b30")
        let blue = svg.range(of: "#007aff")
        #expect(red != nil && blue != nil)
        if let red, let blue { #expect(blue.lowerBound < red.lowerBound) }
    }

    @Test func theTerminalFillsAScaledColoursBox() {
        let layout = layOut(
            ZStack {
                Color.clear.frame(width: 6, height: 4)
                Color.red.frame(width: 2, height: 2).scaleEffect(2)
            }
        )
        #expect(TerminalRenderer(ascii: true).lines(for: layout.root) == [" ####", " ####", " ####", " ####"])
    }

    @Test func theTerminalTurnsAQuarterTurnsBox() {
        let layout = layOut(
            ZStack {
                Color.clear.frame(width: 6, height: 6)
                Color.red.frame(width: 4, height: 2).rotationEffect(.degrees(90))
            }
        )
        #expect(TerminalRenderer(ascii: true).lines(for: layout.root) == ["", "  ##", "  ##", "  ##", "  ##", ""])
    }

    @Test func theTerminalDrawsInZIndexOrder() {
        let layout = layOut(
            ZStack {
                Color.red.frame(width: 2, height: 1).zIndex(1)
                Text("ab")
            }
        )
        #expect(TerminalRenderer(ascii: true).lines(for: layout.root) == ["##"])
    }
}
