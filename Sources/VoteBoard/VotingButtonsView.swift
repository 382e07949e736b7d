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
        }
    }

    private var buttons: some View {
        ForEach(pets, id: \.self) { pet in
            Button {
            } label: {
                Text(verbatim: pet).frame(maxWidth: .infinity)
            }
            .buttonStyle(.bordered)
        }
    }
}
