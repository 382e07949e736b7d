/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per axis, with `P` the proposal, `c` the child's answer and `cp` the child's proposal:
/// - the child is proposed `P ?? ideal`, clamped to `[min, max]` (`nil` when both are `nil`);
/// - the frame is `clamp(P, min, max)` when `P` is given and both bounds are (the child is
///   ignored); `ideal` when `P` is `nil` and `ideal` is set; otherwise `clamp(c, min, max)` with
///   both bounds, `max(min(cp ?? ∞, c), min)` with only `min`, `min(max(cp ?? −∞, c), max)` with
///   only `max`, and `c` with neither. So `frame(maxWidth: .infinity)` fills the proposal.
/// When placing, the child is proposed the frame's size, except on an axis with no ideal and a
/// `nil` proposal where the frame sits strictly between its bounds: there it keeps `nil`.
@usableFromInline
struct FlexibleFrameLayout: BuiltInLayout {
    /// The layout as VoteLayout's engine runs it (an implementation detail).
    @usableFromInline var _builtInLayout: _BuiltInLayoutBox? { _BuiltInLayoutBox(self) }

    struct Bounds {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        /// Normalises as SwiftUI does: `min ≥ 0`, `ideal ≥ min`, `max ≥ ideal`.
        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            self.min = min.map { Swift.max($0, 0) }
            self.ideal = ideal.map { Swift.max(self.min ?? 0, $0) }
            self.max = max.map { Swift.max(self.ideal ?? 0, $0) }
        }

        func childProposal(_ proposal: CGFloat?) -> CGFloat? {
            (proposal ?? ideal).map { Swift.min(Swift.max($0, min ?? -.infinity), max ?? .infinity) }
        }

        /// The frame's length when the child needn't be asked, else `nil`.
        func lengthIgnoringChild(_ proposal: CGFloat?) -> CGFloat? {
            guard let proposal else { return ideal }
            guard let min, let max, min <= max else { return nil }
            return Swift.min(Swift.max(proposal, min), max)
        }

        func length(child: CGFloat, childProposal: CGFloat?) -> CGFloat {
            switch (min, max) {
            case (let min?, let max?) where min <= max: Swift.min(Swift.max(min, child), max)
            case (let min?, nil): Swift.max(Swift.min(childProposal ?? .infinity, child), min)
            case (nil, let max?): Swift.min(Swift.max(childProposal ?? -.infinity, child), max)
            default: child
            }
        }

        func placementProposal(frameLength: CGFloat, proposal: CGFloat?) -> CGFloat? {
            guard ideal == nil, proposal == nil, (min ?? -.infinity) < frameLength, frameLength < (max ?? .infinity)
            else { return frameLength }
            return nil
        }
    }

    let horizontal: Bounds
    let vertical: Bounds
    let alignment: Alignment

    var nodeKind: LayoutNode.Kind { .modifier("frame") }
    var primaryChildIndex: Int? { 0 }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: horizontal.childProposal(proposal.width),
            height: vertical.childProposal(proposal.height)
        )
    }

    @usableFromInline func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let width = horizontal.lengthIgnoringChild(proposal.width)
        let height = vertical.lengthIgnoringChild(proposal.height)
        if let width, let height { return CGSize(width: width, height: height) }
        let childProposal = childProposal(proposal)
        let size = subviews.first?.sizeThatFits(childProposal) ?? .zero
        return CGSize(
            width: width ?? horizontal.length(child: size.width, childProposal: childProposal.width),
            height: height ?? vertical.length(child: size.height, childProposal: childProposal.height)
        )
    }

    @usableFromInline
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let childProposal = ProposedViewSize(
            width: horizontal.placementProposal(frameLength: bounds.width, proposal: proposal.width),
            height: vertical.placementProposal(frameLength: bounds.height, proposal: proposal.height)
        )
        subviews.first?.place(aligning: alignment, in: bounds, proposal: childProposal)
    }
}
