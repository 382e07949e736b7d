extension LayoutSubview {
    /// Leaves the subview out of the result tree for this placement (it is not shown).
    ///
    /// For containers that show only some of their subviews, like ``ViewThatFits``.
    func hide() {
        recorder?.hide(at: index)
    }
}
