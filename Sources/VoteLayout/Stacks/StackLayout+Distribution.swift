extension StackLayout {
    /// Sizes the children for a concrete major length, as ``SpaceDistribution`` shares it.
    ///
    /// - Parameters:
    ///   - available: The major proposal minus the stack's internal spacing.
    ///   - minorProposal: The stack's proposal across its axis, passed to every child.
    ///   - subviews: The children.
    ///   - proposals: Receives what each child was offered.
    /// - Returns: Each child's dimensions, in source order.
    func distribute(
        _ available: CGFloat,
        minorProposal: CGFloat?,
        subviews: LayoutSubviews,
        proposals: inout [ProposedViewSize]
    ) -> [ViewDimensions] {
        let base = subviews.startIndex
        var dimensions = [ViewDimensions?](repeating: nil, count: subviews.count)
        SpaceDistribution.share(
            available,
            priorities: subviews.map(\.priority),
            length: { offset, offer in
                subviews[base + offset].sizeThatFits(ProposedViewSize(offer, along: majorAxis, by: minorProposal))[
                    majorAxis
                ]
            },
            take: { offset, offer in
                let proposal = ProposedViewSize(offer, along: majorAxis, by: minorProposal)
                let dimension = subviews[base + offset].dimensions(in: proposal)
                proposals[offset] = proposal
                dimensions[offset] = dimension
                return dimension.size[majorAxis]
            }
        )
        return dimensions.map { $0 ?? ViewDimensions(size: .zero) }
    }
}
