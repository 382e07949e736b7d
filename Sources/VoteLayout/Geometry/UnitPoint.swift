/// A normalized 2D point in a view's coordinate space, as SwiftUI's `UnitPoint`.
///
/// `(0, 0)` is the top-leading corner and `(1, 1)` the bottom-trailing corner, whatever the
/// view's size; values outside `0...1` lie outside the view. Anchors such as
/// `LayoutSubview.place(at:anchor:proposal:)` use it to say which point of a subview goes at
/// the given position.
///
/// ```swift
/// subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
/// ```
public struct UnitPoint: Hashable, Sendable {
    /// The normalized distance from the leading edge: 0 at the leading edge, 1 at the trailing one.
    public var x: CGFloat
    /// The normalized distance from the top edge: 0 at the top, 1 at the bottom.
    public var y: CGFloat

    /// Creates the point `(0, 0)`, the top-leading corner.
    public init() { self.init(x: 0, y: 0) }

    /// Creates a unit point from its normalized coordinates.
    public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }

    /// `(0, 0)`.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// `(0.5, 0.5)`.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// `(0, 0.5)`.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// `(1, 0.5)`.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// `(0.5, 0)`.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// `(0.5, 1)`.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// `(0, 0)`.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// `(1, 0)`.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// `(0, 1)`.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// `(1, 1)`.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
