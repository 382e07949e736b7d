import Foundation
import VoteLayout

/// One part of the podium laid out by VoteLayout: cells arranged by `layout`, overlaid at the top
/// of an area of `size` points, as the sample overlays its avatars on its podium.
///
/// The ring is the sample's `MyRadialLayout` of the best-ranked pets; the row is its
/// `HStackLayout` (an all-way tie); the stands are a ``FlowLayout`` of the other pets in rank
/// order. Each cell is the pet's name in a frame of its cell size.
struct PodiumView: View {
    /// How a part arranges its cells.
    enum Part: Hashable, Sendable {
        case ring
        case row
        case stands(spacing: CGFloat)
    }

    /// The pets of this part, in the order the layout takes them.
    var entries: [PodiumEntry]
    var part: Part
    var size: CGSize
    var cell: CGSize

    /// Where the container of the cells sits in this view's laid-out tree: the overlay's content
    /// (`1`) of the root overlay modifier. Its children are the cells, in `entries` order.
    static let cellContainerPath: ViewPath = "1"

    var body: some View {
        let layout =
            switch part {
            case .ring: AnyLayout(MyRadialLayout())
            case .row: AnyLayout(HStackLayout())
            case .stands(let spacing):
                AnyLayout(FlowLayout(alignment: .top, horizontalSpacing: spacing, verticalSpacing: spacing))
            }
        Color.clear
            .frame(width: size.width, height: size.height)
            .overlay(alignment: .top) {
                layout {
                    ForEach(entries, id: \.id) { entry in
                        Text(verbatim: entry.pet)
                            .frame(width: cell.width, height: cell.height)
                            .rank(entry.rank)
                    }
                }
            }
    }

    /// The frames of the cells, in `entries` order, in the part's coordinates.
    var cellFrames: [CGRect] {
        let result = ViewLayout(self, in: ProposedViewSize(size))
        return result.node(at: Self.cellContainerPath)?.children.map(\.frame) ?? []
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
