extension LayoutSubview {
    /// Places the subview, sized for `proposal`, so that its `alignment` guides meet the default
    /// `alignment` guides of `bounds`: how frames position their content.
    func place(aligning alignment: Alignment, in bounds: CGRect, proposal: ProposedViewSize) {
        let frame = ViewDimensions(size: bounds.size)
        let dimensions = dimensions(in: proposal)
        place(
            at: CGPoint(
                x: bounds.minX + alignment.horizontal.key.defaultValue(in: frame) - dimensions[alignment.horizontal],
                y: bounds.minY + alignment.vertical.key.defaultValue(in: frame) - dimensions[alignment.vertical]
            ),
            anchor: .topLeading,
            proposal: proposal
        )
    }
}
