public import Foundation
public import VoteLayout

/// Lays out the text board for a terminal width.
public enum TextBoard {
    /// The podium drawing's size in cells, inside its border and padding (6 columns, 4 rows):
    /// as wide as fits (at most 40), and 9 rows for the podium's proposed height, fewer when its
    /// content ends above that (an all-way tie's single row), so no band is left empty below;
    /// `nil` when fewer than 4 columns fit, too few to draw.
    public static func drawingSize(width: Int, podium: PodiumPlacement) -> CGSize? {
        let columns = min(width - 6, 40)
        guard columns >= 4 else { return nil }
        let rows = 9 * podium.contentHeight / max(podium.size.height, 1)
        return CGSize(width: CGFloat(columns), height: min(9, max(1, rows.rounded(.up))))
    }

    /// The fewest cells of a name the leaderboard must show for the board to be worth printing.
    public static let minimumNameWidth = 4

    /// The narrowest terminal that shows `model`'s board with every number and column whole and
    /// at least ``minimumNameWidth`` cells of each name: the board squeezed to nothing (names, bar,
    /// drawing and prose give way; numbers and headers do not) plus the names' room.
    public static func minimumWidth(model: BoardModel, podium: PodiumPlacement) -> Int {
        let squeezed = layout(model: model, podium: podium, width: 0)
        return Int(squeezed.size.width.rounded(.up)) + minimumNameWidth
    }

    /// The board laid out by VoteLayout for `width` columns (ideal height), with spacing and
    /// padding in cells (`.terminal`): stacked buttons touch, side-by-side ones are a cell apart.
    /// The header names `window` when it is not every vote. Text cut short ends with "…", or with
    /// "..." when the board is drawn in `ascii`.
    public static func layout(
        model: BoardModel,
        podium: PodiumPlacement,
        width: Int,
        window: VoteWindow = .all,
        ascii: Bool = false
    ) -> ViewLayout {
        let view = TextBoardView(
            model: model,
            podium: podium,
            drawingSize: drawingSize(width: width, podium: podium),
            window: window,
            width: width
        )
        return ViewLayout(
            view,
            in: ProposedViewSize(width: CGFloat(width), height: nil),
            measurer: TerminalTextMeasurer(ellipsis: ascii ? "..." : "…"),
            defaults: .terminal
        )
    }
}
