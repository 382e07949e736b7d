extension LayoutSubviews {
    /// The largest ideal width and the largest ideal height among the subviews.
    ///
    /// Measures every subview once, with ``ProposedViewSize/unspecified``; the two maxima may
    /// come from different subviews. Empty subviews give `.zero`.
    func maximumIdealSize() -> CGSize {
        reduce(CGSize.zero) { largest, subview in
            let ideal = subview.sizeThatFits(.unspecified)
            return CGSize(
                width: Swift.max(largest.width, ideal.width),
                height: Swift.max(largest.height, ideal.height)
            )
        }
    }

    /// The preferred distance from each subview to the next one along `axis`, with `0` after the last.
    ///
    /// The array has one entry per subview, so a placement loop can step by
    /// `size + spacings[index]` without special-casing the last subview.
    func spacingsToNext(along axis: Axis) -> [CGFloat] {
        indices.map { index in
            guard index < endIndex - 1 else { return 0 }
            return self[index].spacing.distance(to: self[index + 1].spacing, along: axis)
        }
    }
}
