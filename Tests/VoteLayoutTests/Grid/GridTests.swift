import Testing

@testable import VoteLayout

// Derived, unverified: no reverse-engineered Grid source exists, so every expectation here
// follows Apple's Grid documentation and examples, not measurements
// on a device. Text is measured one unit per character; the default spacing is 8.

struct GridTests {
    private struct Pet {
        var name: String
        var votes: Int
    }

    /// The leaderboard of Apple's sample, as its walk-through (seed 003) writes it.
    private func leaderboard(_ pets: [Pet]) -> some View {
        let total = pets.reduce(0) { $0 + $1.votes }
        return Grid(alignment: .leading) {
            ForEach(pets, id: \.name) { pet in
                GridRow {
                    Text(pet.name)
                    ProgressView(value: Double(pet.votes), total: Double(max(1, total)))
                    Text("\(pet.votes)")
                        .gridColumnAlignment(.trailing)
                }
                Divider()
            }
        }
    }

    @Test("The sample's leaderboard: names leading, bars sharing the rest, votes trailing, dividers across")
    func sampleLeaderboard() {
        let pets = [Pet(name: "Cat", votes: 12), Pet(name: "Goldfish", votes: 3), Pet(name: "Dog", votes: 100)]
        let grid = layOut(leaderboard(pets), ProposedViewSize(width: 60, height: nil)).root
        // Columns: names 8 (widest), votes 3 (widest), bars 60 − 8 − 3 − 2 × 8 = 33.
        // Six rows of height 1 with 8 between them.
        #expect(grid.frame == CGRect(x: 0, y: 0, width: 60, height: 46))
        #expect(
            grid.childFrames == [
                CGRect(x: 0, y: 0, width: 3, height: 1), CGRect(x: 16, y: 0, width: 33, height: 1),
                CGRect(x: 58, y: 0, width: 2, height: 1),
                CGRect(x: 0, y: 9, width: 60, height: 1),
                CGRect(x: 0, y: 18, width: 8, height: 1), CGRect(x: 16, y: 18, width: 33, height: 1),
                CGRect(x: 59, y: 18, width: 1, height: 1),
                CGRect(x: 0, y: 27, width: 60, height: 1),
                CGRect(x: 0, y: 36, width: 3, height: 1), CGRect(x: 16, y: 36, width: 33, height: 1),
                CGRect(x: 57, y: 36, width: 3, height: 1),
                CGRect(x: 0, y: 45, width: 60, height: 1),
            ]
        )
        #expect(grid.children[3].kind == .divider(.horizontal))
        #expect(grid.children[1].kind == .progress(fraction: 12.0 / 115.0))
    }

    @Test("At its ideal size the leaderboard's bars take their ideal width of 10")
    func sampleLeaderboardIdealSize() {
        let pets = [Pet(name: "Cat", votes: 1), Pet(name: "Dog", votes: 20)]
        let grid = layOut(leaderboard(pets)).root
        #expect(grid.frame.size == CGSize(width: 3 + 8 + 10 + 8 + 2, height: 4 + 3 * 8))
        #expect(grid.children[1].frame == CGRect(x: 11, y: 0, width: 10, height: 1))
        #expect(grid.children[2].frame == CGRect(x: 30, y: 0, width: 1, height: 1))
    }

    @Test("A divider outside any row widens the grid to its parent's width, sharing the extra equally")
    func dividerWidensTheGrid() {
        let grid = layOut(
            Grid {
                GridRow {
                    Text("ab")
                    Text("cd")
                }
                Divider()
            },
            ProposedViewSize(width: 50, height: nil)
        )
        .root
        // Columns 2 and 2 grow by (50 − 12) / 2 = 19 each; cells stay centred in them.
        #expect(grid.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(
            grid.childFrames == [
                CGRect(x: 9.5, y: 0, width: 2, height: 1), CGRect(x: 38.5, y: 0, width: 2, height: 1),
                CGRect(x: 0, y: 9, width: 50, height: 1),
            ]
        )
    }

    @Test("gridCellUnsizedAxes(.horizontal) keeps a divider from sizing the grid, yet it spans it")
    func unsizedDividerKeepsTheGridNarrow() {
        let grid = layOut(
            Grid {
                GridRow {
                    Text("ab")
                    Text("cd")
                }
                Divider().gridCellUnsizedAxes(.horizontal)
            },
            ProposedViewSize(width: 50, height: nil)
        )
        .root
        #expect(grid.frame == CGRect(x: 0, y: 0, width: 12, height: 10))
        #expect(
            grid.childFrames == [
                CGRect(x: 0, y: 0, width: 2, height: 1), CGRect(x: 10, y: 0, width: 2, height: 1),
                CGRect(x: 0, y: 9, width: 12, height: 1),
            ]
        )
    }

    @Test("gridCellUnsizedAxes(.vertical) keeps a colour from setting its row's height")
    func unsizedColourKeepsTheRowShort() {
        let sized = layOut(
            Grid(horizontalSpacing: 0) {
                GridRow {
                    Text("ab")
                    Color.red
                }
            },
            ProposedViewSize(width: 10, height: 10)
        )
        .root
        #expect(sized.frame.size == CGSize(width: 10, height: 10))
        let unsized = layOut(
            Grid(horizontalSpacing: 0) {
                GridRow {
                    Text("ab")
                    Color.red.gridCellUnsizedAxes(.vertical)
                }
            },
            ProposedViewSize(width: 10, height: 10)
        )
        .root
        #expect(unsized.frame.size == CGSize(width: 10, height: 1))
        // Placed, the colour still fills its cell.
        #expect(unsized.children[1].frame == CGRect(x: 2, y: 0, width: 8, height: 1))
    }

    @Test("Apple's column-count example: colour columns share the width left by the text column equally")
    func flexibleColumnsShareTheWidth() {
        let grid = layOut(
            Grid(horizontalSpacing: 1, verticalSpacing: 1) {
                GridRow {
                    Text("Row 1")
                    ForEach(0..<2) { _ in Color.red }
                }
                GridRow {
                    Text("Row 2")
                    ForEach(0..<5) { _ in Color.green }
                }
                GridRow {
                    Text("Row 3")
                    ForEach(0..<4) { _ in Color.blue }
                }
            },
            ProposedViewSize(width: 55, height: 32)
        )
        .root
        // Six columns: 5 for the text, (55 − 5 − 5) / 5 = 9 for each colour column;
        // the colour rows share (32 − 2) / 3 = 10 each. Short rows end with empty cells.
        #expect(grid.frame == CGRect(x: 0, y: 0, width: 55, height: 32))
        #expect(grid.children.count == 3 + 2 + 5 + 4)
        #expect(grid.children[0].frame == CGRect(x: 0, y: 4.5, width: 5, height: 1))
        #expect(grid.children[1].frame == CGRect(x: 6, y: 0, width: 9, height: 10))
        #expect(grid.children[2].frame == CGRect(x: 16, y: 0, width: 9, height: 10))
        #expect(grid.children[4].frame == CGRect(x: 6, y: 11, width: 9, height: 10))
        #expect(grid.children[8].frame == CGRect(x: 46, y: 11, width: 9, height: 10))
        #expect(grid.children.last?.frame == CGRect(x: 36, y: 22, width: 9, height: 10))
    }

    @Test("A column is as wide as its widest cell; short rows get empty trailing cells")
    func columnsFollowTheirWidestCell() {
        let grid = layOut(
            Grid(horizontalSpacing: 1, verticalSpacing: 0) {
                GridRow { Text("a") }
                GridRow {
                    Text("bb")
                    Text("ccc")
                    Text("d")
                }
            }
        )
        .root
        #expect(grid.frame.size == CGSize(width: 2 + 1 + 3 + 1 + 1, height: 2))
        #expect(
            grid.childFrames == [
                CGRect(x: 0.5, y: 0, width: 1, height: 1),
                CGRect(x: 0, y: 1, width: 2, height: 1), CGRect(x: 3, y: 1, width: 3, height: 1),
                CGRect(x: 7, y: 1, width: 1, height: 1),
            ]
        )
    }

    @Test("Default spacing is 8 between columns and between rows; explicit spacing replaces it")
    func spacing() {
        func grid(_ horizontal: CGFloat?, _ vertical: CGFloat?) -> LayoutNode {
            layOut(
                Grid(horizontalSpacing: horizontal, verticalSpacing: vertical) {
                    GridRow {
                        Text("a")
                        Text("b")
                    }
                    GridRow {
                        Text("c")
                        Text("d")
                    }
                }
            )
            .root
        }
        #expect(grid(nil, nil).frame.size == CGSize(width: 10, height: 10))
        #expect(grid(nil, nil).children[3].frame == CGRect(x: 9, y: 9, width: 1, height: 1))
        #expect(grid(3, 2).frame.size == CGSize(width: 5, height: 4))
        #expect(grid(3, 2).children[3].frame == CGRect(x: 4, y: 3, width: 1, height: 1))
        #expect(grid(0, nil).frame.size == CGSize(width: 2, height: 10))
    }

    @Test("With nil spacing a gap is the largest distance any two cells meeting across it prefer")
    func preferredSpacing() {
        // A Spacer outside a stack prefers no space to its neighbours; two texts prefer 8.
        let spacers = layOut(
            Grid {
                GridRow {
                    Text("a")
                    Spacer(minLength: 2)
                    Text("b")
                }
            }
        )
        .root
        #expect(spacers.frame.size == CGSize(width: 1 + 2 + 1, height: 2))
        let mixed = layOut(
            Grid {
                GridRow {
                    Text("a")
                    Spacer(minLength: 2)
                    Text("b")
                }
                GridRow {
                    Text("c")
                    Text("d")
                    Text("e")
                }
            }
        )
        .root
        #expect(mixed.frame.size == CGSize(width: 1 + 8 + 2 + 8 + 1, height: 2 + 8 + 1))
    }

    @Test("gridColumnAlignment on any one cell aligns its whole column")
    func columnAlignment() {
        let grid = layOut(
            Grid(horizontalSpacing: 1, verticalSpacing: 0) {
                GridRow {
                    Text("a")
                    Text("bbbb")
                }
                GridRow {
                    Text("ccc")
                    Text("d").gridColumnAlignment(.trailing)
                }
                GridRow {
                    Text("e")
                    Text("ff")
                }
            }
        )
        .root
        #expect(grid.children.map(\.frame.minX) == [1, 4, 0, 7, 1, 6])
    }

    @Test("A row's alignment overrides the grid's vertical alignment")
    func rowAlignment() {
        let grid = layOut(
            Grid(alignment: .bottom, horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Color.red.frame(width: 4, height: 4)
                    Text("a")
                }
                GridRow(alignment: .top) {
                    Color.red.frame(width: 4, height: 4)
                    Text("b")
                }
            }
        )
        .root
        #expect(grid.children[1].frame == CGRect(x: 4, y: 3, width: 1, height: 1))
        #expect(grid.children[3].frame == CGRect(x: 4, y: 4, width: 1, height: 1))
    }

    @Test("Cells aligned on first text baselines line them up, and the row grows to hold them")
    func firstTextBaselineRow() {
        let grid = layOut(
            Grid(alignment: .leadingFirstTextBaseline, horizontalSpacing: 1, verticalSpacing: 0) {
                GridRow {
                    VStack(spacing: 0) {
                        Text("x")
                        Text("y")
                    }  // first baseline 1 of 2
                    Color.red.frame(width: 1, height: 3)  // no text: baseline at its bottom, 3
                }
            }
        )
        .root
        // 3 above the shared baseline, 1 below it: the row is 4 tall, not 3.
        #expect(grid.frame.size == CGSize(width: 3, height: 4))
        #expect(grid.childFrames == [CGRect(x: 0, y: 2, width: 1, height: 2), CGRect(x: 2, y: 0, width: 1, height: 3)])
    }

    @Test("Apple's settings example: a trailing label column, baselines, an unsized filler and a merged cell")
    func settingsExample() {
        let grid = layOut(
            Grid(alignment: .leadingFirstTextBaseline, horizontalSpacing: 1, verticalSpacing: 0) {
                GridRow {
                    Text("Regular font:")
                        .gridColumnAlignment(.trailing)
                    Text("Helvetica 12")
                    Button("Select...") {}
                }
                GridRow {
                    Text("Fixed-width font:")
                    Text("Menlo Regular 11")
                    Button("Select...") {}
                }
                GridRow {
                    Color.clear
                        .gridCellUnsizedAxes([.vertical, .horizontal])
                    Text("Use fixed-width font for new documents")
                        .gridCellColumns(2)
                }
            }
            .buttonStyle(.bordered)
        )
        .root
        // Columns 17, 16, 11; the 38-wide merged cell needs 10 more than 16 + 1 + 11: 17, 21, 16.
        // The bordered buttons (3 tall, baseline 2) make the first rows 3 tall; the filler sizes nothing.
        #expect(grid.frame.size == CGSize(width: 56, height: 7))
        #expect(
            grid.childFrames == [
                CGRect(x: 4, y: 1, width: 13, height: 1), CGRect(x: 18, y: 1, width: 12, height: 1),
                CGRect(x: 40, y: 0, width: 11, height: 3),
                CGRect(x: 0, y: 4, width: 17, height: 1), CGRect(x: 18, y: 4, width: 16, height: 1),
                CGRect(x: 40, y: 3, width: 11, height: 3),
                CGRect(x: 0, y: 6, width: 17, height: 1), CGRect(x: 18, y: 6, width: 38, height: 1),
            ]
        )
    }

    /// Apple's `gridCellAnchor(_:)` example: 60-point reference squares and a 10-point marker.
    private func anchorGrid(_ anchor: UnitPoint) -> LayoutNode {
        layOut(
            Grid(horizontalSpacing: 1, verticalSpacing: 1) {
                GridRow {
                    Color.red.frame(width: 60, height: 60)
                    Color.red.frame(width: 60, height: 60)
                }
                GridRow {
                    Color.red.frame(width: 60, height: 60)
                    Color.blue.frame(width: 10, height: 10)
                        .gridCellAnchor(anchor)
                }
            }
        )
        .root
    }

    @Test("gridCellAnchor lines up the same unit point of the view and of its cell")
    func cellAnchor() {
        #expect(
            anchorGrid(UnitPoint(x: 0.25, y: 0.75)).children[3].frame == CGRect(x: 73.5, y: 98.5, width: 10, height: 10)
        )
        #expect(anchorGrid(.topTrailing).children[3].frame == CGRect(x: 111, y: 61, width: 10, height: 10))
    }

    @Test("A merged cell turns the grid's alignment into an anchor: centred across its columns")
    func mergedCellIsAnchored() {
        let grid = layOut(
            Grid(alignment: .center, horizontalSpacing: 1, verticalSpacing: 1) {
                GridRow {
                    Color.red.frame(width: 60, height: 60)
                    Color.red.frame(width: 60, height: 60)
                    Color.red.frame(width: 60, height: 60)
                }
                GridRow {
                    Color.red.frame(width: 60, height: 60)
                    Color.blue.frame(width: 10, height: 10)
                        .gridCellColumns(2)
                }
            }
        )
        .root
        #expect(grid.frame.size == CGSize(width: 182, height: 121))
        #expect(grid.children[4].frame == CGRect(x: 116.5, y: 86, width: 10, height: 10))
    }

    @Test("A cell wider than the columns it spans widens them equally")
    func spanningCellWidensItsColumns() {
        let grid = layOut(
            Grid(horizontalSpacing: 1, verticalSpacing: 0) {
                GridRow {
                    Text("aaaa")
                    Text("bb")
                    Text("c")
                }
                GridRow {
                    Text("x")
                    Text("yyyyyyyyy").gridCellColumns(2)
                }
            }
        )
        .root
        // Columns 4, 2, 1; the 9-wide cell needs 5 more than 2 + 1 + 1: columns 4, 4.5, 3.5.
        #expect(grid.frame.size == CGSize(width: 14, height: 2))
        #expect(
            grid.childFrames == [
                CGRect(x: 0, y: 0, width: 4, height: 1), CGRect(x: 6.25, y: 0, width: 2, height: 1),
                CGRect(x: 11.75, y: 0, width: 1, height: 1),
                CGRect(x: 1.5, y: 1, width: 1, height: 1), CGRect(x: 5, y: 1, width: 9, height: 1),
            ]
        )
    }

    @Test("Grid columns take part in a parent stack's flexibility like any view")
    func gridInAStack() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10)
            Grid(horizontalSpacing: 0) {
                GridRow {
                    Text("ab")
                    Color.blue
                }
            }
        }
        let stack = layOut(view, ProposedViewSize(width: 30, height: 4)).root
        #expect(stack.children[1].frame == CGRect(x: 10, y: 0, width: 20, height: 4))
        #expect(stack.children[1].children[1].frame == CGRect(x: 12, y: 0, width: 18, height: 4))
    }

    @Test("A row without views adds no row")
    func emptyRowAddsNoRow() {
        let grid = layOut(
            Grid(horizontalSpacing: 1, verticalSpacing: 1) {
                GridRow { Text("a") }
                GridRow {}
                GridRow { Text("b") }
            }
        )
        .root
        #expect(grid.frame.size == CGSize(width: 1, height: 3))
    }

    @Test("An empty grid is empty")
    func emptyGrid() {
        #expect(layOut(Grid {}, ProposedViewSize(width: 10, height: 10)).root.frame.size == .zero)
    }

    @Test("GridLayout works through AnyLayout with the same rows")
    func gridLayoutThroughAnyLayout() {
        let layout = AnyLayout(GridLayout(horizontalSpacing: 1, verticalSpacing: 0))
        let grid = layOut(
            layout {
                GridRow {
                    Text("a")
                    Text("bb")
                }
                GridRow {
                    Text("ccc")
                    Text("d")
                }
            }
        )
        .root
        #expect(grid.frame.size == CGSize(width: 6, height: 2))
        #expect(grid.childFrames.map(\.minX) == [1, 4, 0, 4.5])
    }
}
