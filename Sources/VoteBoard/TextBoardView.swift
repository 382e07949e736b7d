import Foundation
import VoteLayout

/// The whole text board, top to bottom: leaderboard, podium report and drawing, voting buttons.
struct TextBoardView: View {
    var model: BoardModel
    var podium: PodiumPlacement
    /// The size of the podium drawing inside its border, in terminal cells (`nil`: no drawing).
    var drawingSize: CGSize?
    /// The time window counted, which the header names.
    var window = VoteWindow.all
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
        "PetVote: " + window.countCaption(model.totalVotes)
    }

    /// Which layout placed the avatars and where each avatar's centre is, one item each, indented;
    /// an item longer than ``width`` wraps, its further lines indented deeper than items start and
    /// its centre kept whole on one line.
    private var podiumReport: String {
        let layoutName =
            switch podium.arrangement {
            case .radial: "radial (\(podium.arrangement.layoutName))"
            case .line where podium.avatars.isEmpty: "empty (no pets)"
            case .line where Set(podium.avatars.map(\.rank)).count > 1: "rows (a tie too large for the ring)"
            case .line: "line (\(podium.arrangement.layoutName), all tied)"
            }
        // One text, appended in place: a stack of items, or `joined(separator:)`, is generic code
        // the runtime first has to look up, most of what a short board costs.
        var report =
            "Podium: \(layoutName), \(Self.points(podium.size.width))x\(Self.points(podium.size.height)) points"
        let room = width.map { $0 - Self.continuationIndent.count }
        // Each pet's rank as the leaderboard above prints it, a tie's "=" included.
        let rankLabels = Dictionary(
            model.rowsInCreationOrder.map { ($0.pet, BoardModel.rankLabel($0)) },
            uniquingKeysWith: { first, _ in first }
        )
        for avatar in podium.avatars {
            let label = "\(avatar.pet) (rank \(rankLabels[avatar.pet] ?? String(avatar.rank))):"
            let centre = "centre (\(Self.points(avatar.center.x)), \(Self.points(avatar.center.y)))"
            let item = label + " " + centre
            let measurer = TerminalTextMeasurer()
            guard let room, room >= Self.narrowestItem,
                measurer.layout(item, in: ProposedViewSize(width: CGFloat(room), height: nil)).lines.count > 1
            else {
                report += "\n" + Self.indent + item
                continue
            }
            var lines = measurer.layout(label, in: ProposedViewSize(width: CGFloat(room), height: nil)).lines
            let last = (lines.last ?? "") + " " + centre
            if measurer.layout(last, in: ProposedViewSize(width: nil, height: nil)).size.width <= CGFloat(room) {
                lines[lines.count - 1] = last
            } else {
                lines += measurer.layout(centre, in: ProposedViewSize(width: CGFloat(room), height: nil)).lines
            }
            for (index, line) in lines.enumerated() {
                report += "\n" + (index == 0 ? Self.indent : Self.continuationIndent) + line
            }
        }
        return report
    }

    /// What each item of the podium report starts with.
    private static let indent = "  "
    /// What the further lines of a wrapped item start with: deeper, so they read as its own.
    private static let continuationIndent = "    "
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
