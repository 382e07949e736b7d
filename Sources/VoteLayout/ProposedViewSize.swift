/// A proposal for the size of a view, as SwiftUI's `ProposedViewSize`.
///
/// On each axis `nil` asks for the view's ideal size, `0` for its minimum and
/// `.infinity` for its maximum.
@frozen
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or `nil` for the view's ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the view's ideal height.
    public var height: CGFloat?

    /// Proposes `width` and `height`.
    @inlinable
    public init(width: CGFloat?, height: CGFloat?) {
        (self.width, self.height) = (width, height)
    }

    /// Proposes exactly `size`.
    @inlinable
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Proposes a zero size: the view answers with its minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Proposes an infinite size: the view answers with its maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// Proposes nothing: the view answers with its ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// Replaces each `nil` dimension by the matching dimension of `size` (10 × 10 by default).
    @inlinable
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
