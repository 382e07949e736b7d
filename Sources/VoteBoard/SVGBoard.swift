import Foundation
import VoteLayout

/// The board as an SVG picture.
public enum SVGBoard {
    /// The board as an SVG document laid out in points: title, leaderboard, the podium at its
    /// placement's size (each avatar a circle centred at its `board --json` position), and the
    /// voting buttons. Its width is the board's ideal width (under 900 points for the default
    /// podium); it scales through its `viewBox` and follows the page's light or dark scheme. The
    /// title names the `window` the votes were counted in, as the text board's header does.
    public static func document(model: BoardModel, podium: PodiumPlacement, window: VoteWindow = .all) -> String {
        drawing(model: model, podium: podium, window: window).document
    }

    /// The document and the texts it draws, with their frames in board points (for tests).
    static func drawing(model: BoardModel, podium: PodiumPlacement, window: VoteWindow = .all)
        -> (document: String, texts: [SVGBoardWriter.DrawnText], picture: BoardPicture)
    {
        let picture = BoardPicture(model: model, placement: podium, window: window)
        let written = SVGBoardWriter.write(picture, title: "PetVote board")
        return (written.document, written.texts, picture)
    }
}
