import Foundation
import VoteLayout

/// A small drawing of the podium: each pet's name centred where the podium layout put its
/// avatar, scaled from podium points to `size` cells, inside a border; labels never overlap,
/// and the better rank wins the room (``PodiumLabelsLayout``).
///
/// The drawing shows the placement reported above it (and in `board --json`) rather than laying
/// the podium out again in cells, where the radial layout's circle would shrink to the drawing's
/// few rows.
struct PodiumDrawingView: View {
    var placement: PodiumPlacement
    /// The drawing area inside the border, in cells.
    var size: CGSize

    var body: some View {
        PodiumLabelsLayout {
            ForEach(placement.avatars, id: \.pet) { avatar in
                Text(verbatim: avatar.pet)
                    .lineLimit(1)
                    .layoutValue(key: PinnedPosition.self, value: unitPosition(of: avatar))
                    .layoutValue(key: PodiumLabelRank.self, value: avatar.rank)
            }
        }
        .frame(width: size.width, height: size.height)
        .padding()
        .border(Color.gray)
    }

    private func unitPosition(of avatar: PodiumPlacement.Avatar) -> UnitPoint {
        // The drawing holds the whole content, which may end above the proposed height (a tie's
        // row) or reach below it (the stands).
        let (width, height) = (placement.size.width, placement.contentHeight)
        guard width > 0, height > 0 else { return .center }
        return UnitPoint(x: avatar.center.x / width, y: avatar.center.y / height)
    }
}
