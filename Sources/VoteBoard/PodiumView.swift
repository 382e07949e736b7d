import Foundation
import VoteLayout

/// The sample's podium: avatars arranged by `MyRadialLayout` from their ranks, or in a row
/// (`HStackLayout` through `AnyLayout`) when every pet is tied, overlaid at the top of the podium area.
///
/// Each avatar is the pet's name in a square of `avatarSide` points.
struct PodiumView: View {
    /// The pets in creation order.
    var entries: [PodiumEntry]
    var arrangement: PodiumArrangement
    var size: CGSize
    var avatarSide: CGFloat

    /// Where the container of the avatars sits in this view's laid-out tree: the overlay's
    /// content (`1`) of the root overlay modifier. Its children are the avatars, in `entries` order.
    static let avatarContainerPath: ViewPath = "1"

    var body: some View {
        let layout =
            switch arrangement {
            case .radial: AnyLayout(MyRadialLayout())
            case .line: AnyLayout(HStackLayout())
            }
        Color.clear
            .frame(width: size.width, height: size.height)
            .overlay(alignment: .top) {
                layout {
                    ForEach(entries, id: \.id) { entry in
                        Text(verbatim: entry.pet)
                            .frame(width: avatarSide, height: avatarSide)
                            .rank(entry.rank)
                    }
                }
            }
    }
}

/// One avatar on the podium: the pet, its rank, and a stable identity (its creation index).
struct PodiumEntry: Hashable, Sendable {
    var id: Int
    var pet: String
    var rank: Int

    /// The entries of `model`'s pets, in creation order.
    static func entries(of model: BoardModel) -> [PodiumEntry] {
        model.rowsInCreationOrder.map { PodiumEntry(id: $0.creationIndex, pet: $0.pet, rank: $0.rank) }
    }
}
