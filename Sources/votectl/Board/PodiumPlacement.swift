import Foundation
import VoteLayout

/// Where the podium's avatars ended up, read from VoteLayout's result tree.
struct PodiumPlacement: Hashable, Sendable {
    /// One avatar's frame in podium coordinates.
    struct Avatar: Hashable, Sendable {
        var pet: String
        var rank: Int
        var frame: CGRect
        var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
    }

    /// Which layout placed the avatars: `"radial"` (MyRadialLayout) or `"line"` (HStackLayout).
    var layout: String
    var size: CGSize
    /// In the pets' creation order.
    var avatars: [Avatar]

    /// The side of an avatar in podium points.
    static let avatarSide: CGFloat = 60

    /// Lays out the podium for `model` in a `size` area with 60-point square avatars.
    init(model: BoardModel, size: CGSize) {
        let entries = PodiumEntry.entries(of: model)
        let view = PodiumView(entries: entries, isAllWayTie: model.isAllWayTie, size: size, avatarSide: Self.avatarSide)
        let result = ViewLayout(view, in: ProposedViewSize(size))
        let container = Self.container(in: result.root)
        layout = container?.name == "HStackLayout" ? "line" : "radial"
        self.size = size
        let frames = container?.node.children.map(\.frame) ?? []
        avatars = zip(entries, frames).map { Avatar(pet: $0.pet, rank: $0.rank, frame: $1) }
    }

    /// The layout container holding the avatars, and its type's name.
    static func container(in root: LayoutNode) -> (node: LayoutNode, name: String)? {
        for node in root.allNodes {
            if case .layout(let name) = node.kind, name == "MyRadialLayout" || name == "HStackLayout" {
                return (node, name)
            }
        }
        return nil
    }
}
