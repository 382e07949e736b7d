extension View {
    /// Sets this view's horizontal alignment guide `g` to the value `computeValue` returns from its dimensions.
    public func alignmentGuide(
        _ g: HorizontalAlignment,
        computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        LayoutModifierView(content: self, layout: AlignmentGuideLayout(key: g.key, computeValue: computeValue))
    }

    /// Sets this view's vertical alignment guide `g` to the value `computeValue` returns from its dimensions.
    public func alignmentGuide(
        _ g: VerticalAlignment,
        computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        LayoutModifierView(content: self, layout: AlignmentGuideLayout(key: g.key, computeValue: computeValue))
    }
}
