/// A view that adapts to the available space by providing the first child view that fits,
/// as SwiftUI's `ViewThatFits`.
///
/// `ViewThatFits` evaluates its child views in the order you provide them and shows the first
/// whose ideal size on the constrained axes fits within the proposed size; if none fits, it
/// shows the last one. Give the children in order of preference, usually largest first.
///
/// - A child's ideal size is measured with an unspecified (`nil`) proposal on the constrained
///   axes and the parent's proposal on the others.
/// - An unspecified proposal on a constrained axis accepts any size; with no constrained
///   axes the first child is always chosen.
/// - The chosen child is then sized and placed with the original proposal. The other children
///   are not shown: they are absent from the result tree.
///
/// ```swift
/// ViewThatFits { // Choose the first view that fits.
///     MyEqualWidthHStack { Buttons() } // Arrange horizontally if it fits...
///     MyEqualWidthVStack { Buttons() } // ...or vertically, otherwise.
/// }
/// ```
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Creates a view that picks the first of its children that fits.
    ///
    /// - Parameters:
    ///   - axes: The axes on which to constrain the children (both by default). If `axes` is
    ///     empty, the first child is used.
    ///   - content: The candidate views, in order of preference.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// A primitive view: VoteLayout lays it out directly and never reads its body.
    public var body: Never { bodyNotAvailable() }
}

extension ViewThatFits: PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        [
            ResolvedView(
                behavior: SizeFittingBehavior(axes: axes),
                children: VoteLayout.resolve(content, in: context),
                foreground: context.foreground
            )
        ]
    }
}
