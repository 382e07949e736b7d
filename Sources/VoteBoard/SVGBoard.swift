import Foundation
import VoteLayout

/// The board as an SVG document.
public enum SVGBoard {
    /// The SVG of the text board laid out for `width` columns, 16 points a cell.
    public static func document(model: BoardModel, podium: PodiumPlacement, width: Int) -> String {
        let layout = TextBoard.layout(model: model, podium: podium, width: width)
        return SVGRenderer(scale: 16, title: "PetVote board").render(layout.root)
    }
}
