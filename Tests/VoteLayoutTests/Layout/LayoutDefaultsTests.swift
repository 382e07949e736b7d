import Foundation
import Testing

@testable import VoteLayout

/// `LayoutDefaults`: the standard defaults keep SwiftUI's numbers; the terminal ones put side-by-side
/// views one cell apart, stacked views flush, and pad one row by two columns.
struct LayoutDefaultsTests {
    private func layOut<V: View>(
        _ view: V,
        _ proposal: ProposedViewSize = .unspecified,
        defaults: LayoutDefaults
    ) -> ViewLayout {
        ViewLayout(view, in: proposal, measurer: CharacterMeasurer(), defaults: defaults)
    }

    @Test(
        "Stacks space neighbours by the pass's default",
        arguments: [(LayoutDefaults.standard, CGFloat(8), CGFloat(8)), (.terminal, 1, 0)]
    )
    func stackSpacing(defaults: LayoutDefaults, horizontal: CGFloat, vertical: CGFloat) {
        let row = layOut(
            HStack {
                Text("ab")
                Text("cd")
            },
            defaults: defaults
        )
        #expect(row.root.children.map(\.frame.minX) == [0, 2 + horizontal])
        #expect(row.size == CGSize(width: 4 + horizontal, height: 1))
        let column = layOut(
            VStack {
                Text("ab")
                Text("cd")
            },
            defaults: defaults
        )
        #expect(column.root.children.map(\.frame.minY) == [0, 1 + vertical])
        #expect(column.size == CGSize(width: 2, height: 2 + vertical))
    }

    @Test("An explicit stack spacing ignores the defaults")
    func explicitSpacingWins() {
        let row = layOut(
            HStack(spacing: 3) {
                Text("ab")
                Text("cd")
            },
            defaults: .terminal
        )
        #expect(row.root.children.map(\.frame.minX) == [0, 5])
    }

    @Test("Grid cells are one column apart and rows flush in a terminal")
    func gridSpacing() {
        let grid = layOut(
            Grid {
                GridRow {
                    Text("a")
                    Text("bb")
                }
                GridRow {
                    Text("cc")
                    Text("d")
                }
            },
            defaults: .terminal
        )
        let cells = grid.texts.map(\.frame)
        #expect(cells.map(\.minY) == [0, 0, 1, 1])
        #expect(grid.size == CGSize(width: 5, height: 2))
        // Columns 2 wide, one apart; cells centred in them.
        #expect(cells.map(\.minX) == [0.5, 3, 0, 3.5])
    }

    @Test("The sample's equal-width stacks use the pass's default distance")
    func equalWidthStacks() {
        let row = layOut(MyEqualWidthHStack { VoteButtons() }, defaults: .terminal)
        #expect(row.buttons.map(\.frame.minX) == [2.5, 11, 24.5])
        #expect(row.size == CGSize(width: 32, height: 3))
        let column = layOut(MyEqualWidthVStack { VoteButtons() }, defaults: .terminal)
        #expect(column.buttons.map(\.frame.minY) == [0, 3, 6])
        #expect(column.size == CGSize(width: 10, height: 9))
    }

    @Test("FlowLayout wraps with one column between boxes and no blank row")
    func flowLayout() {
        let flow = layOut(
            FlowLayout(alignment: .topLeading) {
                ForEach([30, 20, 40, 10, 25] as [CGFloat], id: \.self) { box($0, 10) }
            },
            ProposedViewSize(width: 100, height: nil),
            defaults: .terminal
        )
        // 30 + 1 + 20 + 1 + 40 = 92 fits in 100; + 1 + 10 doesn't.
        #expect(
            flow.root.children.map(\.frame.origin) == [
                CGPoint(x: 0, y: 0), CGPoint(x: 31, y: 0), CGPoint(x: 52, y: 0),
                CGPoint(x: 0, y: 10), CGPoint(x: 11, y: 10),
            ]
        )
    }

    @Test(
        "Spacer's nil minimum is the default along its axis",
        arguments: [
            (
                LayoutDefaults.standard, CGSize(width: 8, height: 0), CGSize(width: 0, height: 8),
                CGSize(width: 8, height: 8)
            ),
            (.terminal, CGSize(width: 1, height: 0), CGSize(width: 0, height: 0), CGSize(width: 1, height: 0)),
        ]
    )
    func spacerMinimum(defaults: LayoutDefaults, inHStack: CGSize, inVStack: CGSize, inZStack: CGSize) {
        #expect(layOut(HStack { Spacer() }, defaults: defaults).root.children[0].frame.size == inHStack)
        #expect(layOut(VStack { Spacer() }, defaults: defaults).root.children[0].frame.size == inVStack)
        #expect(layOut(ZStack { Spacer() }, defaults: defaults).root.children[0].frame.size == inZStack)
        let explicit = layOut(HStack { Spacer(minLength: 3) }, defaults: defaults)
        #expect(explicit.root.children[0].frame.width == 3)
    }

    @Test(
        "padding() without a length uses the default on the edges it pads",
        arguments: [
            (LayoutDefaults.standard, Edge.Set.all, CGSize(width: 34, height: 33), CGPoint(x: 16, y: 16)),
            (.terminal, .all, CGSize(width: 6, height: 3), CGPoint(x: 2, y: 1)),
            (.terminal, .horizontal, CGSize(width: 6, height: 1), CGPoint(x: 2, y: 0)),
            (.terminal, .top, CGSize(width: 2, height: 2), CGPoint(x: 0, y: 1)),
            (.terminal, .trailing, CGSize(width: 4, height: 1), CGPoint(x: 0, y: 0)),
        ]
    )
    func defaultPadding(defaults: LayoutDefaults, edges: Edge.Set, size: CGSize, textOrigin: CGPoint) {
        let padded = layOut(Text("ab").padding(edges), defaults: defaults)
        #expect(padded.size == size)
        #expect(padded.texts.map(\.frame.origin) == [textOrigin])
    }

    @Test("An explicit padding length ignores the defaults")
    func explicitPadding() {
        let padded = layOut(Text("ab").padding(.vertical, 3), defaults: .terminal)
        #expect(padded.size == CGSize(width: 2, height: 7))
    }

    @Test("Subviews' spacing carries the pass's default into custom layouts' distance(to:along:)")
    func subviewSpacingCarriesTheDefault() {
        let terminal = ViewSpacing().resolvingDefaults(.terminal)
        #expect(terminal.distance(to: ViewSpacing(), along: .horizontal) == 1)
        #expect(ViewSpacing().distance(to: terminal, along: .vertical) == 0)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        // Preferences still win over the default.
        #expect(terminal.distance(to: ViewSpacing.zero, along: .horizontal) == 0)
        #expect(terminal.distance(to: .along(.vertical, 2), along: .vertical) == 2)
        // The standard defaults leave a spacing as it was, so equal preferences stay equal.
        #expect(ViewSpacing().resolvingDefaults(.standard) == ViewSpacing())
    }
}
