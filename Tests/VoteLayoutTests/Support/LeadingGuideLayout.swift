import VoteLayout

/// A custom layout one unit square that puts its leading guide `leading` units in: a fixture for
/// explicit alignments reaching a parent, directly or through `AnyLayout`.
struct LeadingGuideLayout: Layout {
    var leading: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 1, height: 1)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: .zero)
    }

    func explicitAlignment(
        of guide: HorizontalAlignment,
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        guide == .leading ? leading : nil
    }
}
