extension View {
    /// Positions this view within an invisible frame with the specified size.
    ///
    /// The view is proposed `width`/`height` where given (the frame's own proposal elsewhere)
    /// and aligned in the frame by `alignment`. Negative or non-finite lengths are ignored.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        LayoutModifierView(content: self, layout: FixedFrameLayout(width: width, height: height, alignment: alignment))
    }

    /// Positions this view within an invisible frame having the specified size constraints.
    ///
    /// `frame(maxWidth: .infinity)` takes all the width proposed; `frame(minWidth: 150)` is at
    /// least 150 wide. See the rules on each axis in the frame's documentation.
    public func frame(
        minWidth: CGFloat? = nil,
        idealWidth: CGFloat? = nil,
        maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil,
        maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        LayoutModifierView(
            content: self,
            layout: FlexibleFrameLayout(
                horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
                alignment: alignment
            )
        )
    }
}
