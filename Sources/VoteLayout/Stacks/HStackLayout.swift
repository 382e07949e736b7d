/// A layout that arranges its subviews horizontally, leading to trailing, as SwiftUI's `HStackLayout`.
///
/// The layout behind `HStack`; use it directly with `AnyLayout` to switch layouts.
/// See `StackLayout` (the shared algorithm) for the exact sizing rules.
public struct HStackLayout: Layout {
    /// The guide the subviews align on across the stack.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or `nil` for each pair's default distance.
    public var spacing: CGFloat?

    /// Creates a stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        (self.alignment, self.spacing) = (alignment, spacing)
    }

    var stack: StackLayout { StackLayout(majorAxis: .horizontal, alignment: alignment.key, spacing: spacing) }

    /// Subviews such as `Spacer` and `Divider` orient themselves horizontally.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// Returns the size of the container for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        stack.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    /// Places the subviews in `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }

    /// The container's spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        stack.spacing(subviews: subviews)
    }
}

extension HStackLayout: BuiltInLayout {
    /// The layout as VoteLayout's engine runs it (an implementation detail).
    public var _builtInLayout: _BuiltInLayoutBox? { _BuiltInLayoutBox(self) }

    var nodeKind: LayoutNode.Kind { .layout("HStackLayout") }
}
