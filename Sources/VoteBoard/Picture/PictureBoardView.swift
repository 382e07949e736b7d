import Foundation
import VoteLayout

/// The board as a picture, in points: a title, the leaderboard `Grid`, the podium's area and the
/// voting buttons, one above the other in a card.
///
/// The podium's avatars are not views here: they are drawn where ``PodiumPlacement`` put them
/// (``PodiumDrawing``), in the clear area this view reserves for them.
struct PictureBoardView: View {
    var model: BoardModel
    /// The podium drawing's extent, labels and margin included.
    var podiumArea: CGSize
    /// Whether the podium's area and the buttons are centred across the board's width (once that width is known).
    var centersPodium: Bool
    /// The time window counted, which the title names.
    var window: VoteWindow

    var body: some View {
        VStack(alignment: .leading, spacing: 22) {
            HStack(alignment: .lastTextBaseline, spacing: 10) {
                Text(verbatim: "PetVote").font(.title2.bold())
                Text(verbatim: window.countCaption(model.totalVotes))
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            PictureLeaderboardView(model: model, measurer: BoardPicture.measurer)
            Color.clear
                .frame(width: podiumArea.width, height: podiumArea.height)
                .frame(maxWidth: centersPodium ? .infinity : nil)
            PictureVotingButtonsView(pets: model.rowsInCreationOrder.map(\.pet))
                .frame(maxWidth: centersPodium ? .infinity : nil)
        }
        .padding(Self.margin)
    }

    /// The card's margin around its content.
    static let margin: CGFloat = 24
}
