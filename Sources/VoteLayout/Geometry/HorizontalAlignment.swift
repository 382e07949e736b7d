/// An alignment position along the horizontal axis, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    /// Creates a custom horizontal alignment of the specified type.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }

    /// A built-in frame guide, whose explicit values containers never merge.
    private init(frameGuide id: any AlignmentID.Type) {
        key = AlignmentKey(id, axis: .horizontal, combination: .notCombined)
    }

    /// A guide that marks the leading edge of the view.
    public static let leading = HorizontalAlignment(frameGuide: Leading.self)
    /// A guide that marks the horizontal center of the view.
    public static let center = HorizontalAlignment(frameGuide: Center.self)
    /// A guide that marks the trailing edge of the view.
    public static let trailing = HorizontalAlignment(frameGuide: Trailing.self)

    private enum Leading: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum Center: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
    }
    private enum Trailing: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    }
}
