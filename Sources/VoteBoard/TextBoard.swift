public import Foundation
public import VoteLayout

/// Lays out the text board for a terminal width.
public enum TextBoard {
    /// The podium drawing's size in cells, inside its border and padding (6 columns, 4 rows):
    /// as wide as fits (at most 40), 9 rows.
    public static func drawingSize(width: Int) -> CGSize {
        CGSize(width: max(10, min(width - 6, 40)), height: 9)
    }

    /// The board laid out by VoteLayout for `width` columns (ideal height), with spacing and
    /// padding in cells (`.terminal`): stacked buttons touch, side-by-side ones are a cell apart.
    /// The header names `window` when it is not every vote.
    public static func layout(model: BoardModel, podium: PodiumPlacement, width: Int,
                              window: VoteWindow = .all) -> ViewLayout {
        let view = TextBoardView(model: model, podium: podium, drawingSize: drawingSize(width: width),
                                 windowCaption: window.caption)
        return ViewLayout(view, in: ProposedViewSize(width: CGFloat(width), height: nil), defaults: .terminal)
    }
}
