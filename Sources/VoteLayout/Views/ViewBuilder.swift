/// A result builder that composes views from closures, as SwiftUI's `ViewBuilder`.
///
/// Supports any number of views in a block, `if`, `if`/`else`, `switch`, optionals and
/// `for` loops (SwiftUI's `ForEach` is preferred, as loops carry no identity beyond position).
@resultBuilder
public enum ViewBuilder {
    /// Passes a single view through.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An empty block builds an ``EmptyView``.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A one-view block builds that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block of several views builds a ``TupleView`` of them.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView(packing: repeat each content)
    }

    /// An `if` without `else` builds an optional view.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The `true` branch of an `if`/`else` or the first `switch` case.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `false` branch of an `if`/`else` or a later `switch` case.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// A `for` loop builds the list of its iterations.
    public static func buildArray<Content: View>(_ components: [Content]) -> TupleView<[Content]> {
        TupleView(array: components)
    }

    /// `if #available` content, type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
