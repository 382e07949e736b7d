extension MyRadialLayout {
    /// Whether every rank is the same, as the sample's `isAllWayTie`; true for no ranks or one.
    ///
    /// - Parameter ranks: The ranks of the subviews.
    /// - Returns: `true` when no two ranks differ.
    public static func isAllWayTie(_ ranks: some Sequence<Int>) -> Bool {
        var iterator = ranks.makeIterator()
        guard let first = iterator.next() else { return true }
        while let rank = iterator.next() {
            if rank != first { return false }
        }
        return true
    }

    /// The layout for the sample's podium: a row on an all-way tie, the radial layout otherwise.
    ///
    /// A circle can't show an all-way tie — the first subview would still sit on top — so the
    /// sample switches to an `HStackLayout` with default alignment and spacing. Going through
    /// ``AnyLayout`` keeps the subviews' identity when the choice changes.
    ///
    /// ```swift
    /// MyRadialLayout.podiumLayout(ranks: [1, 1, 1])  // AnyLayout(HStackLayout())
    /// MyRadialLayout.podiumLayout(ranks: [1, 1, 3])  // AnyLayout(MyRadialLayout())
    /// ```
    ///
    /// - Parameter ranks: The ranks the subviews will carry, in any order.
    /// - Returns: `AnyLayout(HStackLayout())` when ``isAllWayTie(_:)``, else
    ///   `AnyLayout(MyRadialLayout())`.
    public static func podiumLayout(ranks: some Sequence<Int>) -> AnyLayout {
        isAllWayTie(ranks) ? AnyLayout(HStackLayout()) : AnyLayout(MyRadialLayout())
    }
}
