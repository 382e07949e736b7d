import Foundation
import VoteLayout

/// The voting buttons: equal-width bordered buttons in a row, or stacked when the row doesn't fit,
/// chosen by `ViewThatFits` as in the sample.
struct VotingButtonsView: View {
    /// Pet names in creation order.
    var pets: [String]

    var body: some View {
        ViewThatFits {
            MyEqualWidthHStack { buttons }
            MyEqualWidthVStack { buttons }
            // The sample's stacks size every button to the widest label whatever the room; when
            // even the column is too wide, a plain stack lets each label end in "…" instead.
            VStack(alignment: .leading, spacing: 0) { buttons }
        }
    }

    private var buttons: some View {
        ForEach(pets, id: \.self) { pet in
            Button {
            } label: {
                Text(verbatim: pet).lineLimit(1).frame(maxWidth: .infinity)
            }
            .buttonStyle(.bordered)
        }
    }
}
