extension View {
    /// Adds a border of `width` drawn with `content` along the inside of this view's frame, as
    /// SwiftUI's `border(_:width:)`.
    ///
    /// The border is an overlay: it takes the view's size and doesn't change the layout. It is a
    /// stroked rectangle inset so that the stroke stays inside the frame; a terminal draws it as
    /// a box on the frame's outer cells, whatever its width. A width of zero or less draws nothing.
    ///
    /// ```swift
    /// HStack(spacing: 10) { Color.blue; Color.green }
    ///     .border(.primary)
    ///     .frame(height: 80)
    /// ```
    ///
    /// - Parameters:
    ///   - content: The style of the border: a ``Color`` or a hierarchical style such as `.primary`.
    ///   - width: The thickness of the border; 1 unit by default.
    /// - Returns: The view with the border drawn over its frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay { BorderView(color: content.drawingColor, width: width) }
    }
}

/// The stroked rectangle `border(_:width:)` lays over a view: it takes the size proposed.
@usableFromInline
struct BorderView: View, PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    @usableFromInline static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    let color: Color?
    let width: CGFloat

    @usableFromInline var body: Never { bodyNotAvailable() }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        [
            ResolvedView(
                behavior: FillLeaf(kind: .border(color, width: width)),
                foreground: context.foreground
            )
        ]
    }
}
