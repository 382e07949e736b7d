/// A coordinate space a frame is given in, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
    /// The root view's coordinates (VoteLayout has no window or screen: the root view is the whole).
    case global
    /// The view's own coordinates: its origin is its top-leading corner.
    case local
    /// The coordinates of the nearest enclosing view marked `.coordinateSpace(name:)` with `name`.
    case named(AnyHashable)
}

extension View {
    /// Names this view's coordinate space, so views inside it can ask for their frames in it
    /// (`proxy.frame(in: .named(name))`).
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        LayoutModifierView(content: self, layout: CoordinateSpaceLayout(name: AnyHashable(name)))
    }
}

/// Marks a view's coordinate space with a name, without changing its layout.
@usableFromInline
struct CoordinateSpaceLayout: SingleChildModifierLayout, BuiltInLayout {
    /// The layout as VoteLayout's engine runs it (an implementation detail).
    @usableFromInline var _builtInLayout: _BuiltInLayoutBox? { _BuiltInLayoutBox(self) }

    let name: AnyHashable

    var nodeKind: LayoutNode.Kind { .modifier("coordinateSpace") }
    var coordinateSpaceName: AnyHashable? { name }
}
