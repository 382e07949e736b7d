extension View {
    /// Constrains this view's dimensions to `aspectRatio` (width ÷ height), or to the ratio of its
    /// ideal size when `nil`, fitting or filling the space proposed according to `contentMode`.
    ///
    /// ```swift
    /// Color.purple.aspectRatio(0.75, contentMode: .fit).frame(width: 200, height: 200)  // 150 × 200
    /// ```
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        LayoutModifierView(content: self, layout: AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains this view's dimensions to the aspect ratio of `aspectRatio`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales this view to fit its parent, keeping the aspect ratio of its ideal size.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales this view to fill its parent, keeping the aspect ratio of its ideal size.
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}
