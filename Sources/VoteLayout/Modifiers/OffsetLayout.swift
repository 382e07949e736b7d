/// Moves a view without changing its layout: same size, drawn `offset` away.
@usableFromInline
struct OffsetLayout: SingleChildModifierLayout, BuiltInLayout {
    /// The layout as VoteLayout's engine runs it (an implementation detail).
    @usableFromInline var _builtInLayout: _BuiltInLayoutBox? { _BuiltInLayoutBox(self) }

    let offset: CGSize

    var nodeKind: LayoutNode.Kind { .modifier("offset") }

    @usableFromInline func childOrigin(in bounds: CGRect) -> CGPoint {
        CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height)
    }
}
