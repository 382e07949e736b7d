/// An overlaying container, as SwiftUI's `ZStackLayout`.
///
/// Every subview is proposed the stack's proposal (when placed, with the stack's own length on an
/// axis the proposal leaves unspecified) and aligned on `alignment`. The stack's size is
/// the union of the aligned frames of the subviews with the highest layout priority only, so
/// lower-priority subviews (a background, say) don't grow it.
public struct ZStackLayout: Layout {
    /// The guides the subviews align on.
    public var alignment: Alignment

    /// Creates an overlaying layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    /// The aligned frames of the subviews, relative to the alignment point.
    private func alignedFrames(_ subviews: Subviews, proposal: ProposedViewSize) -> (frames: [CGRect], union: CGRect) {
        let topPriority = subviews.map(\.priority).max() ?? 0
        var union: CGRect?
        let frames = subviews.map { subview in
            let dimensions = subview.dimensions(in: proposal)
            let frame = CGRect(
                x: -dimensions[alignment.horizontal],
                y: -dimensions[alignment.vertical],
                width: dimensions.width,
                height: dimensions.height
            )
            if subview.priority == topPriority {
                union = union.map { $0.union(frame) } ?? frame
            }
            return frame
        }
        return (frames, union ?? .zero)
    }

    /// Returns the size of the container for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        alignedFrames(subviews, proposal: proposal).union.size
    }

    /// Places the subviews in `bounds`. As the stacks do, an axis left unspecified by `proposal`
    /// is proposed the stack's own length there, so a flexible subview (a background colour in a
    /// scroll view) fills the stack rather than keeping its ideal size.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let placing = ProposedViewSize(width: proposal.width ?? bounds.width, height: proposal.height ?? bounds.height)
        let (frames, union) = alignedFrames(subviews, proposal: placing)
        for (index, frame) in zip(subviews.indices, frames) {
            subviews[index]
                .place(
                    at: CGPoint(x: bounds.minX + frame.minX - union.minX, y: bounds.minY + frame.minY - union.minY),
                    anchor: .topLeading,
                    proposal: placing
                )
        }
    }
}

extension ZStackLayout: BuiltInLayout {
    /// The layout as VoteLayout's engine runs it (an implementation detail).
    public var _builtInLayout: _BuiltInLayoutBox? { _BuiltInLayoutBox(self) }

    var nodeKind: LayoutNode.Kind { .layout("ZStackLayout") }
}
