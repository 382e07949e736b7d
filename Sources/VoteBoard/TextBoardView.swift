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
    /// The board's width in cells, which the podium report's items wrap within (`nil`: none).
    var width: Int? = nil

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text(verbatim: header)
            LeaderboardView(model: model)
            Text(verbatim: podiumReport)
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

    /// Which layout placed the avatars and where each avatar's centre is, one item each, indented;
    /// an item longer than ``width`` wraps under its own first line.
    private var podiumReport: String {
        let layoutName =
            switch podium.arrangement {
            case .radial: "radial (\(podium.arrangement.layoutName))"
            case .line where Set(podium.avatars.map(\.rank)).count > 1: "rows (a tie too large for the ring)"
            case .line: "line (\(podium.arrangement.layoutName), all tied)"
            }
        // One text, appended in place: a stack of items, or `joined(separator:)`, is generic code
        // the runtime first has to look up, most of what a short board costs.
        var report =
            "Podium: \(layoutName), \(Self.points(podium.size.width))x\(Self.points(podium.size.height)) points"
        let room = width.map { $0 - Self.indent.count }
        for avatar in podium.avatars {
            let item =
                "\(avatar.pet) (rank \(avatar.rank)): centre "
                + "(\(Self.points(avatar.center.x)), \(Self.points(avatar.center.y)))"
            guard let room, room >= Self.narrowestItem else {
                report += "\n" + Self.indent + item
                continue
            }
            for line in TerminalTextMeasurer().layout(item, in: ProposedViewSize(width: CGFloat(room), height: nil))
                .lines
            {
                report += "\n" + Self.indent + line
            }
        }
        return report
    }

    /// What each item of the podium report starts with.
    private static let indent = "  "
    /// The narrowest room an item is wrapped in by the report itself; narrower, the board's
    /// layout wraps it as it wraps any text.
    private static let narrowestItem = 8

    /// A coordinate rounded to one decimal, without a trailing ".0".
    static func points(_ value: CGFloat) -> String {
        let tenths = Int((Double(value) * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let magnitude = abs(tenths)
        return magnitude % 10 == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }
}
