/// A horizontal stack that gives every subview the same size: the largest ideal size among them.
///
/// This is the equal-width stack of Apple's sample "Composing custom layouts with SwiftUI",
/// written for VoteLayout with the same behaviour. It measures the ideal size of each subview
/// (proposing ``ProposedViewSize/unspecified``), then offers the widest ideal width and the
/// tallest ideal height to every subview, one slot after the other from the leading edge,
/// separated by the spacing the neighbouring subviews prefer.
///
/// The proposal only *offers* the larger slot: a subview that doesn't grow keeps its own width
/// and sits centred in its slot. To make voting buttons equally wide, let the label fill the
/// offer:
///
/// ```swift
/// MyEqualWidthHStack {
///     ForEach(pets) { pet in
///         Button { vote(pet) } label: {
///             Text(pet.type)
///                 .frame(maxWidth: .infinity)  // Without this, each button keeps its own width.
///         }
///         .buttonStyle(.bordered)
///     }
/// }
/// ```
///
/// The stack ignores its own proposal: its size is always
/// `maxWidth × count + spacing` by `maxHeight`, so it can overflow a narrow parent.
/// Wrap it with its vertical sibling ``MyEqualWidthVStack`` in a `ViewThatFits` to fall back
/// to a column when the row is too wide. Unlike the vertical stack, this one keeps no cache and
/// measures its subviews again on every call, as the sample does to contrast the two.
public struct MyEqualWidthHStack: Layout, Sendable {
    /// Creates an equal-width horizontal stack.
    public init() {}

    /// Returns the widest ideal width times the subview count plus the spacing between them,
    /// by the tallest ideal height; `.zero` without subviews.
    ///
    /// - Complexity: Measures each subview once.
    public func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = subviews.maximumIdealSize()
        let totalSpacing = subviews.spacingsToNext(along: .horizontal).reduce(0, +)
        return CGSize(
            width: maxSize.width * CGFloat(subviews.count) + totalSpacing,
            height: maxSize.height
        )
    }

    /// Places the subviews left to right, each centred in a slot of the largest ideal size and
    /// proposed that size, vertically centred in `bounds`.
    public func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) {
        guard !subviews.isEmpty else { return }
        let maxSize = subviews.maximumIdealSize()
        let spacings = subviews.spacingsToNext(along: .horizontal)
        let slotProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)

        var nextX = bounds.minX + maxSize.width / 2
        for index in subviews.indices {
            subviews[index]
                .place(
                    at: CGPoint(x: nextX, y: bounds.midY),
                    anchor: .center,
                    proposal: slotProposal
                )
            nextX += maxSize.width + spacings[index]
        }
    }
}
