/// A layout that arranges its subviews vertically, top to bottom, as SwiftUI's `VStackLayout`.
///
/// The layout behind `VStack`; use it directly with `AnyLayout` to switch layouts.
/// See `StackLayout` (the shared algorithm) for the exact sizing rules.
public struct VStackLayout: Layout {
    /// The guide the subviews align on across the stack.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or `nil` for each pair's default distance.
    public var spacing: CGFloat?

    /// Creates a stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        (self.alignment, self.spacing) = (alignment, spacing)
    }

    var stack: StackLayout { StackLayout(majorAxis: .vertical, alignment: alignment.key, spacing: spacing) }

    /// Subviews such as `Spacer` and `Divider` orient themselves vertically.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
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

extension VStackLayout: BuiltInLayout {
    /// The layout as VoteLayout's engine runs it (an implementation detail).
    public var _builtInLayout: _BuiltInLayoutBox? { _BuiltInLayoutBox(self) }

    var nodeKind: LayoutNode.Kind { .layout("VStackLayout") }
}
