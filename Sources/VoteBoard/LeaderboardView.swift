import Foundation
import VoteLayout

/// The sample's leaderboard as a `Grid`: pet, a bar scaled to the leader, votes (right-aligned),
/// share and rank (ties marked "2="), with a `Divider` between rows.
struct LeaderboardView: View {
    var model: BoardModel

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 2, verticalSpacing: 0) {
            GridRow {
                Text("Pet").lineLimit(1)
                Text("")
                Text("Votes").fixedSize().gridColumnAlignment(.trailing)
                Text("Share").fixedSize().gridColumnAlignment(.trailing)
                Text("Rank").fixedSize().gridColumnAlignment(.trailing)
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            ForEach(model.rows, id: \.creationIndex) { row in
                GridRow {
                    // A long name ends in "…" rather than wrapping; numbers are never split.
                    Text(verbatim: row.pet).lineLimit(1).layoutPriority(1)
                    ProgressView(value: Double(row.votes), total: Double(max(model.leaderVotes, 1)))
                        .frame(maxWidth: Self.maximumBarWidth)
                    Text(verbatim: String(row.votes)).fixedSize()
                    Text(verbatim: BoardModel.percent(row.share)).fixedSize()
                    Text(verbatim: BoardModel.rankLabel(row)).fixedSize()
                }
                if row.creationIndex != model.rows.last?.creationIndex {
                    Divider().gridCellUnsizedAxes(.horizontal)
                }
            }
        }
    }

    /// A bar longer than this reads no better and pushes the numbers away from the names.
    static let maximumBarWidth: CGFloat = 40
}
