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
}
