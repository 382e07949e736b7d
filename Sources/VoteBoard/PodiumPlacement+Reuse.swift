public import Foundation

extension PodiumPlacement {
    /// This placement, when `model` in a `size` area would be placed exactly so, else `nil`.
    ///
    /// A placement depends only on the pets in creation order, their ranks and whether they all
    /// tie, never on the counts: after a vote that moves no rank (most votes), the podium of every
    /// size stands as it was, and a server drawing many sizes per change skips their layouts.
    public func reused(for model: BoardModel, size: CGSize) -> PodiumPlacement? {
        guard size == self.size, model.isAllWayTie == isAllWayTie, model.rows.count == avatars.count else {
            return nil
        }
        let samePets = zip(model.rowsInCreationOrder, avatars)
            .allSatisfy { row, avatar in
                row.pet == avatar.pet && row.rank == avatar.rank
            }
        return samePets ? self : nil
    }
}
