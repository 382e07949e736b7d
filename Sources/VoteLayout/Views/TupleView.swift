/// A view created from a block of several views, as SwiftUI's `TupleView`.
public struct TupleView<T>: View {
    /// The views, as built.
    public var value: T
    private let elements: [AnyView]

    /// Creates a tuple view from a value whose stored members are views.
    ///
    /// Members that are not views are ignored.
    public init(_ value: T) {
        self.value = value
        elements = Mirror(reflecting: value).children
            .compactMap { child in
                (child.value as? any View).map { AnyView($0) }
            }
    }

    init<each Content: View>(packing content: repeat each Content) where T == (repeat each Content) {
        value = (repeat each content)
        var elements: [AnyView] = []
        for view in repeat each content { elements.append(AnyView(view)) }
        self.elements = elements
    }

    init<Content: View>(array: [Content]) where T == [Content] {
        value = array
        elements = array.map { AnyView($0) }
    }

    /// Primitive views have no body: VoteLayout lays them out directly.
    public var body: Never { bodyNotAvailable() }
}

extension TupleView: PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        var views: [ResolvedView] = []
        for (index, element) in elements.enumerated() {
            let resolved = ResolvedView.prefixing(element.resolve(in: context), with: String(index))
            if views.isEmpty { views = resolved } else { views += resolved }
        }
        return views
    }
}
