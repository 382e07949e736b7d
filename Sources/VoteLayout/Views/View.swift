/// A type that represents part of your layout, as SwiftUI's `View`.
///
/// Compose views in ``body``; VoteLayout resolves them down to its primitive views
/// (`Text`, `Color`, stacks, layouts, modifiers) and lays those out.
/// ```swift
/// struct Greeting: View {
///     var body: some View {
///         HStack { Text("Hello"); Spacer(); Text("World") }
///     }
/// }
/// ```
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content of this view.
    @ViewBuilder var body: Self.Body { get }

    /// Resolves `view` into the elements VoteLayout lays out: an implementation detail,
    /// as SwiftUI's `_makeView(view:inputs:)`.
    ///
    /// Don't implement or call it. The default resolves ``body``; VoteLayout's primitive views
    /// resolve themselves, so resolving a view never needs a dynamic cast.
    static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews
}

extension View {
    /// Resolves the view's ``body`` (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        Body._resolve(view.body, in: context)
    }
}

/// A view that VoteLayout resolves directly, without reading its `body`.
///
/// Each conforming type also implements `View._resolve(_:in:)` to call ``resolve(in:)``.
protocol PrimitiveView {
    /// The layout elements this view contributes to its parent's list of subviews.
    func resolve(in context: ResolveContext) -> [ResolvedView]
}

extension PrimitiveView {
    /// Primitive views have no body; VoteLayout never reads it.
    func bodyNotAvailable() -> Never {
        preconditionFailure("\(Self.self) is a primitive view and has no body")
    }
}

/// Resolves any view into its layout elements.
func resolve<V: View>(_ view: V, in context: ResolveContext) -> [ResolvedView] {
    V._resolve(view, in: _ResolveContext(base: context)).views
}
