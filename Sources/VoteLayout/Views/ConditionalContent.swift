/// The view built by an `if`/`else` in a ``ViewBuilder``: one of two views, as SwiftUI's `_ConditionalContent`.
///
/// The branch is part of each element's identity (path component `t` or `f`).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    /// Primitive views have no body: VoteLayout lays them out directly.
    public var body: Never { bodyNotAvailable() }
}

extension _ConditionalContent: PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        switch storage {
        case .trueContent(let content):
            ResolvedView.prefixing(VoteLayout.resolve(content, in: context), with: "t")
        case .falseContent(let content):
            ResolvedView.prefixing(VoteLayout.resolve(content, in: context), with: "f")
        }
    }
}

extension Optional: View where Wrapped: View {
    /// An optional view shows its wrapped view, or nothing.
    public var body: Never { bodyNotAvailable() }
}

extension Optional: PrimitiveView where Wrapped: View {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        map { VoteLayout.resolve($0, in: context) } ?? []
    }
}
