/// Clips a view to a shape fitted to its frame, without changing its layout (`clipShape`, `cornerRadius`).
@usableFromInline
struct ClipLayout: SingleChildModifierLayout, BuiltInLayout {
    /// The layout as VoteLayout's engine runs it (an implementation detail).
    @usableFromInline var _builtInLayout: _BuiltInLayoutBox? { _BuiltInLayoutBox(self) }

    let shape: LayoutNode.ShapeKind

    var nodeKind: LayoutNode.Kind { .clip(shape) }
}
