/// A view's size and alignment guides in its own coordinate space, as SwiftUI's `ViewDimensions`.
///
/// Guides a view sets explicitly (with `alignmentGuide`, or a `Text`'s baselines, or merged
/// from a container's subviews) are looked up lazily, for the proposal the dimensions were
/// measured with.
public struct ViewDimensions: Equatable {
    /// The view's size.
    let size: CGSize
    /// Where explicit guide values come from, or `nil` for a view without any.
    let guideSource: ExplicitAlignmentSource?

    init(size: CGSize, guideSource: ExplicitAlignmentSource? = nil) {
        (self.size, self.guideSource) = (size, guideSource)
    }

    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    /// The value of `guide`: its explicit value if the view sets one, else its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    /// The value of `guide`: its explicit value if the view sets one, else its default.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    /// The explicit value of `guide`, or `nil` if the view doesn't set it.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { self[explicit: guide.key] }
    /// The explicit value of `guide`, or `nil` if the view doesn't set it.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { self[explicit: guide.key] }

    subscript(key: AlignmentKey) -> CGFloat {
        self[explicit: key] ?? key.defaultValue(in: self)
    }

    subscript(explicit key: AlignmentKey) -> CGFloat? {
        guideSource?.explicitAlignment(key, size: size)
    }

    /// Whether two values are the same: the same size, and explicit guides from the same view
    /// measured with the same proposal (or none on either side).
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        guard lhs.size == rhs.size else { return false }
        switch (lhs.guideSource, rhs.guideSource) {
        case (nil, nil): return true
        case (let left?, let right?): return left.isSame(as: right)
        default: return false
        }
    }
}
