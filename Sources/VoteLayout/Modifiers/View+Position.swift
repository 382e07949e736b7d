extension View {
    /// Positions the centre of this view at `position` in its parent's coordinate space.
    ///
    /// The positioned view takes all the space proposed to it; the view inside is proposed that
    /// space and centred on the point.
    public func position(_ position: CGPoint) -> some View {
        LayoutModifierView(content: self, layout: PositionLayout(position: position))
    }

    /// Positions the centre of this view at `x` and `y` in its parent's coordinate space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}
