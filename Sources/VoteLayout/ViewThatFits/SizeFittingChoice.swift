/// Picks the child a ``ViewThatFits`` shows for a proposal.
///
/// The rules (after Apple's `ViewThatFits` documentation and OpenSwiftUI's
/// `SizeFittingLayoutComputer`):
/// - Children are tried in order; the first whose *ideal* size fits on every constrained axis
///   wins, and when none fits the last one does.
/// - A child's ideal size is measured with `nil` on the constrained axes and the parent's
///   own proposal on the others, so `ViewThatFits(in: .vertical)` still lets content wrap to
///   the proposed width.
/// - It fits on a constrained axis when its ideal length is at most the proposed length; a
///   `nil` (ideal) proposal on that axis accepts any length.
/// - With no constrained axes every child fits, so the first one wins.
enum SizeFittingChoice {
    /// The proposal a child's ideal size is measured with.
    static func probe(for proposal: ProposedViewSize, constraining axes: Axis.Set) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height
        )
    }

    /// Whether an ideal size `size` fits `proposal` on the constrained `axes`.
    static func size(_ size: CGSize, fits proposal: ProposedViewSize, constraining axes: Axis.Set) -> Bool {
        (!axes.contains(.horizontal) || size.width <= (proposal.width ?? .infinity))
            && (!axes.contains(.vertical) || size.height <= (proposal.height ?? .infinity))
    }

    /// Chooses the child to show.
    ///
    /// - Parameters:
    ///   - count: The number of children.
    ///   - proposal: The size proposed to the `ViewThatFits`.
    ///   - axes: The constrained axes.
    ///   - idealSize: The size child `index` chooses for a proposal.
    /// - Returns: The index of the child to show, or `nil` when there are no children.
    /// - Complexity: O(*n*): at most one measurement per child, stopping at the first fit.
    static func index(
        among count: Int,
        for proposal: ProposedViewSize,
        constraining axes: Axis.Set,
        idealSize: (_ index: Int, ProposedViewSize) -> CGSize
    ) -> Int? {
        guard count > 0 else { return nil }
        let probe = probe(for: proposal, constraining: axes)
        for index in 0..<(count - 1) where size(idealSize(index, probe), fits: proposal, constraining: axes) {
            return index
        }
        return count - 1
    }
}
