import Foundation
import VoteLayout

/// The voting buttons in points: rounded, bordered, equal-width buttons in a row, or stacked when the
/// row doesn't fit (`ViewThatFits` between `MyEqualWidthHStack` and `MyEqualWidthVStack`, as in the
/// sample); a label longer than ``maximumLabelWidth`` ends in "…" and every label is centred.
struct PictureVotingButtonsView: View {
    /// Pet names in creation order.
    var pets: [String]

    var body: some View {
        ViewThatFits {
            MyEqualWidthHStack { buttons }
            MyEqualWidthVStack { buttons }
        }
    }

    private var buttons: some View {
        ForEach(pets, id: \.self) { pet in
            Button {
            } label: {
                Text(verbatim: pet)
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(Color.accentColor)
                    .lineLimit(1)
                    .multilineTextAlignment(.center)
                    .frame(maxWidth: Self.maximumLabelWidth)
                    .frame(maxWidth: .infinity)
                    .padding(.horizontal, 14)
                    .padding(.vertical, 7)
            }
            .buttonStyle(.bordered)
        }
    }

    /// The widest a label is drawn.
    static let maximumLabelWidth: CGFloat = 170
}
