/// `scaleEffect` and `rotationEffect`: change how a view is drawn, never its layout.
///
/// The view keeps the modifier's frame and guides; the result tree records the effect
/// (``LayoutNode/Kind/scaleEffect(_:anchor:)``, ``LayoutNode/Kind/rotationEffect(_:anchor:)``) and
/// renderers apply it about `anchor`, a unit point of the frame.
@usableFromInline
struct GeometryEffectLayout: SingleChildModifierLayout, BuiltInLayout {
    /// The layout as VoteLayout's engine runs it (an implementation detail).
    @usableFromInline var _builtInLayout: _BuiltInLayoutBox? { _BuiltInLayoutBox(self) }

    let nodeKind: LayoutNode.Kind
}

extension View {
    /// Scales this view's drawing by `scale` on each axis about `anchor`, without changing its layout.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        LayoutModifierView(content: self, layout: GeometryEffectLayout(nodeKind: .scaleEffect(scale, anchor: anchor)))
    }

    /// Scales this view's drawing by `s` on both axes about `anchor`, without changing its layout.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales this view's drawing by `x` and `y` about `anchor`, without changing its layout.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates this view's drawing by `angle` (clockwise on screen) about `anchor`, without changing its layout.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        LayoutModifierView(
            content: self,
            layout: GeometryEffectLayout(nodeKind: .rotationEffect(angle, anchor: anchor))
        )
    }
}
