public import Foundation
import VoteLayout

/// Where the podium's avatars ended up, read from VoteLayout's result tree.
public struct PodiumPlacement: Hashable, Sendable {
    /// One avatar's frame in podium coordinates.
    public struct Avatar: Hashable, Sendable {
        /// The pet's name.
        public var pet: String
        /// The pet's competition rank.
        public var rank: Int
        /// The avatar's frame in podium points (origin top-leading, y down).
        public var frame: CGRect
        /// The centre of ``frame``.
        public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
    }

    /// Which layout placed the avatars.
    public var arrangement: PodiumArrangement
    /// The podium area in points.
    public var size: CGSize
    /// In the pets' creation order.
    public var avatars: [Avatar]

    /// The side of an avatar in podium points.
    public static let avatarSide: CGFloat = 60

    /// Lays out the podium for `model` in a `size` area with 60-point square avatars.
    public init(model: BoardModel, size: CGSize) {
        let entries = PodiumEntry.entries(of: model)
        let arrangement = PodiumArrangement(isAllWayTie: model.isAllWayTie)
        let view = PodiumView(entries: entries, arrangement: arrangement, size: size, avatarSide: Self.avatarSide)
        let result = ViewLayout(view, in: ProposedViewSize(size))
        let frames = result.node(at: PodiumView.avatarContainerPath)?.children.map(\.frame) ?? []
        self.arrangement = arrangement
        self.size = size
        avatars = zip(entries, frames).map { Avatar(pet: $0.pet, rank: $0.rank, frame: $1) }
    }
}
