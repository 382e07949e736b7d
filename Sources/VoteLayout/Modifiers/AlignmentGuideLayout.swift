/// Sets one alignment guide of a view explicitly, computed from the view's dimensions.
@usableFromInline
struct AlignmentGuideLayout: SingleChildModifierLayout, BuiltInLayout {
    /// The layout as VoteLayout's engine runs it (an implementation detail).
    @usableFromInline var _builtInLayout: _BuiltInLayoutBox? { _BuiltInLayoutBox(self) }

    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    var nodeKind: LayoutNode.Kind { .modifier("alignmentGuide") }
    var ownExplicitGuides: GuideSet { GuideSet(keys: [key]) }

    private func value(for guide: AlignmentKey, proposal: ProposedViewSize, subviews: Subviews) -> CGFloat? {
        guard guide == key, let child = subviews.first else { return nil }
        return computeValue(child.dimensions(in: proposal))
    }

    @usableFromInline func explicitAlignment(
        of guide: HorizontalAlignment,
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) -> CGFloat? {
        value(for: guide.key, proposal: proposal, subviews: subviews)
    }

    @usableFromInline func explicitAlignment(
        of guide: VerticalAlignment,
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) -> CGFloat? {
        value(for: guide.key, proposal: proposal, subviews: subviews)
    }
}
