/// A view's size and alignment guides in its own coordinate space, as SwiftUI's `ViewDimensions`.
///
/// Guides a view sets explicitly (with `alignmentGuide`, or a `Text`'s baselines, or merged
/// from a container's subviews) are looked up lazily, for the proposal the dimensions were
/// measured with.
public struct ViewDimensions: Equatable {
    /// The view's size.
    let size: CGSize
    /// Where explicit guide values come from, or `nil` for a view without any.
    let explicitSource: ExplicitAlignmentSource?

    init(size: CGSize, explicitSource: ExplicitAlignmentSource? = nil) {
        (self.size, self.explicitSource) = (size, explicitSource)
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
        explicitSource?.explicitAlignment(key, size: size)
    }

    /// Whether two values are the same.
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.size == rhs.size && lhs.explicitSource === rhs.explicitSource
    }
}
