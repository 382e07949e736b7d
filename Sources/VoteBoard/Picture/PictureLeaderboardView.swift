import Foundation
import VoteLayout

/// The leaderboard in points: pet (cut with "…" past ``maximumNameWidth``), a bar scaled to the
/// leader, votes, share and rank (ties marked "2="), numbers anchored at their column's right edge.
struct PictureLeaderboardView: View {
    var model: BoardModel
    /// The names' column width: the widest name, at most ``maximumNameWidth``.
    var nameWidth: CGFloat
    /// Room after the ranks for a tie's mark when some rank is tied, else none.
    var tieMarkWidth: CGFloat

    init(model: BoardModel, measurer: FontTextMeasurer) {
        self.model = model
        let widest = model.rows.map { measurer.width(of: $0.pet, font: Self.bodyFont) }.max() ?? 0
        nameWidth = min(Self.maximumNameWidth, widest.rounded(.up))
        tieMarkWidth =
            model.rows.contains(where: \.isTied) ? measurer.width(of: BoardModel.tieMark, font: Self.bodyFont) : 0
    }

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 14, verticalSpacing: 7) {
            GridRow {
                header("Pet")
                header("")
                header("Votes").gridColumnAlignment(.trailing)
                header("Share").gridColumnAlignment(.trailing)
                header("Rank").gridColumnAlignment(.trailing)
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            ForEach(model.rows, id: \.creationIndex) { row in
                GridRow {
                    Text(verbatim: row.pet)
                        .lineLimit(1)
                        .frame(width: nameWidth, alignment: .leading)
                    ProgressView(value: Double(row.votes), total: Double(max(model.leaderVotes, 1)))
                        .frame(width: Self.barWidth, height: Self.barHeight)
                    number(String(row.votes))
                    number(BoardModel.percent(row.share))
                    rank(row)
                }
                if row.creationIndex != model.rows.last?.creationIndex {
                    Divider().gridCellUnsizedAxes(.horizontal)
                }
            }
        }
        .font(Self.bodyFont)
    }

    private func header(_ title: String) -> some View {
        Text(verbatim: title)
            .font(.footnote.weight(.semibold))
            .foregroundStyle(.secondary)
            .multilineTextAlignment(title == "Pet" ? .leading : .trailing)
    }

    /// The rank with a tie's "=" hanging after it, so the digits of every rank line up.
    private func rank(_ row: BoardModel.Row) -> some View {
        HStack(spacing: 0) {
            number(String(row.rank))
            Text(verbatim: row.isTied ? BoardModel.tieMark : "")
                .frame(width: tieMarkWidth, alignment: .leading)
        }
    }

    private func number(_ text: String) -> some View {
        Text(verbatim: text).multilineTextAlignment(.trailing)
    }

    /// The font of the rows.
    static let bodyFont = Font.subheadline
    /// The widest a name is drawn; longer names end in "…".
    static let maximumNameWidth: CGFloat = 190
    /// The bar's length for the leader, and its thickness.
    static let barWidth: CGFloat = 150
    static let barHeight: CGFloat = 8
}
