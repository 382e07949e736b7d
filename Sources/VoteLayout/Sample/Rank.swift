/// The rank of a subview in a ``MyRadialLayout``: 1 for the leader, larger for worse places.
///
/// Tied subviews share a rank. The default, for subviews that don't set one, is `1`.
/// Set it with ``View/rank(_:)``; a layout reads it with `subview[Rank.self]`.
public struct Rank: LayoutValueKey {
    /// The rank of a subview that sets none: `1`.
    public static let defaultValue: Int = 1
}

extension View {
    /// Sets the rank that a ``MyRadialLayout`` uses to order this view, 1 being the best.
    ///
    /// ```swift
    /// MyRadialLayout {
    ///     ForEach(pets) { pet in
    ///         Avatar(pet: pet).rank(model.rank(pet))
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter value: The view's place in the ranking; equal values are ties.
    /// - Returns: A view that carries `value` under the ``Rank`` key.
    public func rank(_ value: Int) -> some View {
        layoutValue(key: Rank.self, value: value)
    }
}
