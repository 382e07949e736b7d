/// The platform's default spacing and padding: what a layout pass uses where a view leaves a
/// distance unspecified.
///
/// SwiftUI takes these from the platform ("the system default spacing", "a platform-specific
/// default amount" of padding) and has no public type for them, so there is no SwiftUI name to
/// mirror. VoteLayout's engine is unit-free, and the right values depend on the unit:
/// ``standard`` keeps SwiftUI's numbers in points, ``terminal`` suits a grid of character cells.
/// A pass applies its defaults to:
/// - the distance between two views when neither has a spacing preference (stacks, `Grid`,
///   ``MyEqualWidthHStack``, ``FlowLayout`` and any custom layout that calls
///   ``ViewSpacing/distance(to:along:)`` on its subviews' ``LayoutSubview/spacing``) and `Grid`
///   gaps between tracks no cells meet across,
/// - `Spacer`'s minimum length when `minLength` is `nil`,
/// - `padding()` and `padding(_:_:)` without a length.
///
/// ```swift
/// let board = ViewLayout(VStack { Text("Cat"); Text("Dog") }, in: .unspecified, defaults: .terminal)
/// board.root.children[1].frame.minY   // 1: the second line right under the first
/// ```
public struct LayoutDefaults: Hashable, Sendable {
    /// The distance between neighbours without spacing preferences: `width` between views side
    /// by side (along the horizontal axis), `height` between views one above the other.
    public var spacing: CGSize
    /// The insets `padding()` uses on each edge it pads when no length is given.
    public var padding: EdgeInsets

    /// Creates defaults from a spacing per axis and a padding per edge.
    public init(spacing: CGSize, padding: EdgeInsets) {
        (self.spacing, self.padding) = (spacing, padding)
    }

    /// SwiftUI's values in points: 8 between neighbours on both axes and 16 of padding on every edge.
    ///
    /// The default of every layout pass.
    public static let standard = LayoutDefaults(
        spacing: CGSize(width: 8, height: 8),
        padding: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    )

    /// Values for a terminal, where one unit is one character cell.
    ///
    /// Side by side, neighbours are one column apart (as words are); one above the other they
    /// touch, since a row is already as tall as a line of text and a blank row is a loud gap.
    /// Padding is one row above and below and two columns at each side: a cell is about twice
    /// as tall as it is wide, so this looks even, and it is the smallest such gap.
    public static let terminal = LayoutDefaults(
        spacing: CGSize(width: 1, height: 0),
        padding: EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
    )

    /// The default spacing between neighbours along `axis`.
    public func spacing(along axis: Axis) -> CGFloat {
        axis == .horizontal ? spacing.width : spacing.height
    }
}
