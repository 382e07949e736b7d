/// `hidden()`: the view keeps its size and place, and renderers draw nothing of it.
@usableFromInline
struct HiddenLayout: SingleChildModifierLayout, BuiltInLayout {
    /// The layout as VoteLayout's engine runs it (an implementation detail).
    @usableFromInline var _builtInLayout: _BuiltInLayoutBox? { _BuiltInLayoutBox(self) }

    var nodeKind: LayoutNode.Kind { .hidden }
}

extension View {
    /// Hides this view unconditionally: it still takes its space in layout, but nothing of it is drawn.
    public func hidden() -> some View {
        LayoutModifierView(content: self, layout: HiddenLayout())
    }
}
