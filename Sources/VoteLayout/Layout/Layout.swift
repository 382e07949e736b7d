/// A type that defines the geometry of a collection of views, as SwiftUI's `Layout`.
///
/// A layout container answers two questions: how big it is for a proposal
/// (``sizeThatFits(proposal:subviews:cache:)``) and where its subviews go inside the
/// bounds its parent gives it (``placeSubviews(in:proposal:subviews:cache:)``). On each
/// axis a `nil` proposal asks for the ideal size, `0` for the minimum size and
/// `.infinity` for the maximum size (see ``ProposedViewSize``).
///
/// Any layout value is usable as a container view:
/// ```swift
/// struct BasicVStack: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { … }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { … }
/// }
/// BasicVStack { Text("A"); Text("B") }
/// ```
public protocol Layout {
    /// Storage that a layout shares between its methods during a layout pass.
    associatedtype Cache = Void
    /// The proxies for the subviews of a layout.
    typealias Subviews = LayoutSubviews

    /// Properties of this type of layout, such as its stack orientation.
    static var layoutProperties: LayoutProperties { get }

    /// Creates the cache for `subviews`; called once before the layout's first use in a pass.
    func makeCache(subviews: Self.Subviews) -> Self.Cache

    /// Updates `cache` when the subviews change; the default makes a new cache.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)

    /// The preferred spacing of the container; the default merges the subviews' spacing.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

    /// Returns the size of the composite view, given a proposal and the view's subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize

    /// Assigns positions to each of the layout's subviews.
    ///
    /// `bounds` is the region the container occupies, in the coordinates of the laid-out
    /// root: place subviews relative to its origin, not to `.zero`.
    func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Self.Subviews,
        cache: inout Self.Cache
    )

    /// The position of a horizontal alignment guide along the x axis, or `nil` to merge the subviews' guides.
    func explicitAlignment(
        of guide: HorizontalAlignment,
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?

    /// The position of a vertical alignment guide along the y axis, or `nil` to merge the subviews' guides.
    func explicitAlignment(
        of guide: VerticalAlignment,
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?

    /// The layout as VoteLayout's engine runs it when VoteLayout ships it: an implementation detail.
    ///
    /// Don't implement or call it; the default, `nil`, marks a layout of your own.
    var _builtInLayout: _BuiltInLayoutBox? { get }
}
