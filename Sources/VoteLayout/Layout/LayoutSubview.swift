/// A proxy that represents one subview of a layout, as SwiftUI's `LayoutSubview`.
///
/// Within a layout pass every answer is cached per proposal, so asking the same question twice
/// costs nothing. A proxy belongs to the pass it was handed out in; don't keep it.
public struct LayoutSubview: Equatable {
    let node: EngineNode
    let index: Int
    let recorder: PlacementRecorder?

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.countQuery()
        return node.sizeThatFits(proposal)
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.countQuery()
        return node.dimensions(in: proposal)
    }

    /// Places the subview so that its `anchor` point lies at `position`, sized for `proposal`.
    ///
    /// Only calls made from `placeSubviews(in:proposal:subviews:cache:)` count, and the last one
    /// wins. A subview that is never placed is centred in its container with the container's proposal.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        recorder?.record(.init(position: position, anchor: anchor, proposal: proposal), at: index)
    }

    /// The subview's layout priority (0 unless set with `layoutPriority`; `-infinity` for `Spacer`).
    public var priority: Double { node.priority }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { node.spacing }

    /// The value the subview set for `key` with `layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { node.traits[key] }

    /// Whether two values are the same.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.node === rhs.node && lhs.index == rhs.index
    }
}
