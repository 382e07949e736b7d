extension View {
    /// Layers `content` in front of this view, proposed this view's size and aligned by `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        SecondaryContentView(content: self, secondary: content(), alignment: alignment, isBackground: false)
    }

    /// Layers `content` behind this view, proposed this view's size and aligned by `alignment`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        SecondaryContentView(content: self, secondary: content(), alignment: alignment, isBackground: true)
    }

    /// Fills the area behind this view with `style`.
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        background { ShapeView(shape: .rectangle, fill: style.drawingColor) }
    }

    /// Fills `shape`, fitted to this view's frame, with `style` behind this view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        background { ShapeView(shape: shape._outline, fill: style.drawingColor) }
    }

    /// Layers `style` in front of this view, filling its frame.
    public func overlay<S: ShapeStyle>(_ style: S) -> some View {
        overlay { ShapeView(shape: .rectangle, fill: style.drawingColor) }
    }

    /// Layers `overlay` in front of this view, proposed this view's size and aligned by `alignment`:
    /// the older form of `overlay(alignment:content:)`, laid out the same.
    ///
    /// Disfavoured beside `overlay(_:)` for a `ShapeStyle`, so that a `Color`, which is both, fills
    /// the view's frame through the style form; both lay it out alike.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        SecondaryContentView(content: self, secondary: overlay, alignment: alignment, isBackground: false)
    }

    /// Layers `background` behind this view, proposed this view's size and aligned by `alignment`:
    /// the older form of `background(alignment:content:)`, laid out the same.
    ///
    /// Disfavoured beside `background(_:)` for a `ShapeStyle`, as for ``overlay(_:alignment:)``.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        SecondaryContentView(content: self, secondary: background, alignment: alignment, isBackground: true)
    }
}
