extension View {
    /// Sets the colour renderers draw this view's text, shapes and lines with.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentModifierView(content: self) { $0.foreground = style.drawingColor }
    }

    /// Sets the colour renderers draw this view's text, shapes and lines with (`nil`: the default).
    public func foregroundColor(_ color: Color?) -> some View {
        EnvironmentModifierView(content: self) { $0.foreground = color }
    }

    /// Sets the style of the buttons in this view.
    ///
    /// Bordered styles inset each button's label by one unit on every side.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        EnvironmentModifierView(content: self) { context in
            var wrapped = _ResolveContext(base: context)
            style._apply(to: &wrapped)
            context = wrapped.base
        }
    }
}
