import Foundation
import VoteLayout

/// The whole text board, top to bottom: leaderboard, podium report and drawing, voting buttons.
struct TextBoardView: View {
    var model: BoardModel
    var podium: PodiumPlacement
    /// The size of the podium drawing inside its border, in terminal cells (`nil`: no drawing).
    var drawingSize: CGSize?
    /// The time window counted, as the header names it (`nil`: every vote).
    var windowCaption: String? = nil

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text(verbatim: header)
            LeaderboardView(model: model)
            podiumReport
            if let drawingSize {
                PodiumDrawingView(placement: podium, size: drawingSize)
            }
            VotingButtonsView(pets: model.rowsInCreationOrder.map(\.pet))
        }
    }

    /// "PetVote: 4 votes", with the window when the board counts only some votes.
    private var header: String {
        let votes = "PetVote: \(model.totalVotes) vote\(model.totalVotes == 1 ? "" : "s")"
        guard let windowCaption else { return votes }
        return votes + " cast " + windowCaption
    }

    /// Which layout placed the avatars, then where each avatar's centre is, one indented item
    /// each: an item too long for the board wraps under its own first line.
    private var podiumReport: some View {
        let layoutName =
            switch podium.arrangement {
            case .radial: "radial (\(podium.arrangement.layoutName))"
            case .line where Set(podium.avatars.map(\.rank)).count > 1: "rows (a tie too large for the ring)"
            case .line: "line (\(podium.arrangement.layoutName), all tied)"
            }
        return VStack(alignment: .leading, spacing: 0) {
            Text(
                verbatim:
                    "Podium: \(layoutName), \(Self.points(podium.size.width))x\(Self.points(podium.size.height)) points"
            )
            ForEach(podium.avatars, id: \.pet) { avatar in
                HStack(alignment: .top, spacing: 0) {
                    Text(verbatim: "  ").fixedSize()
                    Text(
                        verbatim: "\(avatar.pet) (rank \(avatar.rank)): centre "
                            + "(\(Self.points(avatar.center.x)), \(Self.points(avatar.center.y)))"
                    )
                }
            }
        }
    }

    /// A coordinate rounded to one decimal, without a trailing ".0".
    static func points(_ value: CGFloat) -> String {
        let tenths = Int((Double(value) * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let magnitude = abs(tenths)
        return magnitude % 10 == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }
}
