/// An alignment position along the vertical axis, as SwiftUI's `VerticalAlignment`.
///
/// Text baselines: in VoteLayout's unit-free engine a `Text` sets its first baseline at the
/// bottom of its first line and its last baseline at its bottom; every other view defaults
/// both baselines to its bottom edge, as in SwiftUI.
public struct VerticalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    /// Creates a custom vertical alignment of the specified type.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }

    private init(_ id: any AlignmentID.Type, combination: AlignmentKey.Combination) {
        key = AlignmentKey(id, axis: .vertical, combination: combination)
    }

    /// A guide that marks the top edge of the view.
    public static let top = VerticalAlignment(Top.self, combination: .notCombined)
    /// A guide that marks the vertical center of the view.
    public static let center = VerticalAlignment(Center.self, combination: .notCombined)
    /// A guide that marks the bottom edge of the view.
    public static let bottom = VerticalAlignment(Bottom.self, combination: .notCombined)
    /// A guide that marks the top-most text baseline in a view.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self, combination: .minimum)
    /// A guide that marks the bottom-most text baseline in a view.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self, combination: .maximum)

    private enum Top: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum Center: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
    }
    private enum Bottom: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }
    private enum FirstTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }
    private enum LastTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }
}
