extension View {
    /// Controls the display order of overlapping views: among the subviews of one container, a
    /// higher `value` is drawn later, in front (default 0; equal values keep their order).
    ///
    /// It changes no frame: the container lays its subviews out in their written order, and the
    /// result tree lists them in drawing order.
    public func zIndex(_ value: Double) -> some View {
        TraitModifierView(content: self) { $0.zIndex = value }
    }
}
