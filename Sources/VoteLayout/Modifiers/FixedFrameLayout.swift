/// `frame(width:height:alignment:)`: a fixed size on the given axes.
///
/// The child is proposed `(width ?? proposal.width, height ?? proposal.height)`; the frame is
/// `(width ?? child.width, height ?? child.height)` (with both set the child isn't asked); the
/// child is aligned in it by `alignment`. Negative or non-finite lengths are ignored.
@usableFromInline
struct FixedFrameLayout: BuiltInLayout {
    /// The layout as VoteLayout's engine runs it (an implementation detail).
    @usableFromInline var _builtInLayout: _BuiltInLayoutBox? { _BuiltInLayoutBox(self) }

    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        func valid(_ length: CGFloat?) -> CGFloat? {
            length.flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
        }
        (self.width, self.height, self.alignment) = (valid(width), valid(height), alignment)
    }

    var nodeKind: LayoutNode.Kind { .modifier("frame") }
    var primaryChildIndex: Int? { 0 }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    @usableFromInline func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let size = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    @usableFromInline
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(aligning: alignment, in: bounds, proposal: childProposal(proposal))
    }
}
