import Foundation
import VoteLayout

/// The board laid out as a picture: ``PictureBoardView`` laid out by VoteLayout in points
/// (`LayoutDefaults.standard`, text measured by ``FontTextMeasurer``), and the podium drawn in the
/// area it reserves.
struct BoardPicture {
    /// The laid-out board, at its ideal width.
    let layout: ViewLayout
    /// The podium's circles, badges and labels, in podium points.
    let podium: PodiumDrawing
    /// Where the podium's origin (its `x`/`y` zero) sits in the board.
    let podiumOrigin: CGPoint
    /// The panel behind the podium: the board's content width, the podium's height.
    let podiumPanel: CGRect

    /// The widest the board is laid out: it fits a 900-pixel window.
    static let maximumWidth: CGFloat = 900
    /// The room between the podium's drawing and its panel's edges.
    static let podiumInset: CGFloat = 16

    /// The measurer of every text on the board.
    static let measurer = FontTextMeasurer(defaultFont: PictureLeaderboardView.bodyFont)

    init(model: BoardModel, placement: PodiumPlacement, window: VoteWindow = .all) {
        podium = PodiumDrawing(placement: placement, model: model, measurer: Self.measurer)
        let area = podium.bounds.insetBy(dx: -Self.podiumInset, dy: -Self.podiumInset).size
        // Laid out twice: first in the widest board, where the buttons choose between a row and a
        // column and the board takes the width its content needs; then at that width with the
        // podium centred in it.
        let natural = ViewLayout(
            PictureBoardView(model: model, podiumArea: area, centersPodium: false, window: window),
            in: ProposedViewSize(width: Self.maximumWidth, height: nil),
            measurer: Self.measurer
        )
        layout = ViewLayout(
            PictureBoardView(model: model, podiumArea: area, centersPodium: true, window: window),
            in: ProposedViewSize(width: min(natural.size.width, Self.maximumWidth), height: nil),
            measurer: Self.measurer
        )
        // The podium's area is the board's one clear colour.
        let frame = layout.root.allNodes.first { $0.kind == .color(.clear) }?.frame ?? .zero
        podiumOrigin = CGPoint(
            x: frame.minX + Self.podiumInset - podium.bounds.minX,
            y: frame.minY + Self.podiumInset - podium.bounds.minY
        )
        let margin = PictureBoardView.margin
        podiumPanel = CGRect(
            x: margin,
            y: frame.minY,
            width: max(frame.width, layout.size.width - 2 * margin),
            height: frame.height
        )
    }

    /// The picture's size in points.
    var size: CGSize { layout.size }
}
