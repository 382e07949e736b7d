import Foundation
import VoteLayout

/// The sample's leaderboard as a `Grid`: pet, a bar scaled to the leader, votes (right-aligned),
/// share and rank (ties marked "2="), with a `Divider` between rows.
struct LeaderboardView: View {
    var model: BoardModel

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 2, verticalSpacing: 0) {
            GridRow {
                Text("Pet")
                Text("")
                Text("Votes").gridColumnAlignment(.trailing)
                Text("Share").gridColumnAlignment(.trailing)
                Text("Rank").gridColumnAlignment(.trailing)
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            ForEach(model.rows, id: \.creationIndex) { row in
                GridRow {
                    Text(verbatim: row.pet)
                    ProgressView(value: Double(row.votes), total: Double(max(model.leaderVotes, 1)))
                        .frame(maxWidth: Self.maximumBarWidth)
                    Text(verbatim: String(row.votes))
                    Text(verbatim: Self.percent(row.share))
                    Text(verbatim: BoardModel.rankLabel(row))
                }
                if row.creationIndex != model.rows.last?.creationIndex {
                    Divider().gridCellUnsizedAxes(.horizontal)
                }
            }
        }
    }

    /// A bar longer than this reads no better and pushes the numbers away from the names.
    static let maximumBarWidth: CGFloat = 40

    /// "40.7%".
    static func percent(_ share: Double) -> String {
        let tenths = Int((share * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }
}
