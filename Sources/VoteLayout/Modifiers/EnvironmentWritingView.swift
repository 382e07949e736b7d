/// A view whose content resolves with one environment value written: `environment(_:_:)`.
///
/// Its elements carry the layout direction in effect, which their engine nodes pass down to
/// every subview that doesn't set its own.
@usableFromInline
struct EnvironmentWritingView<Content: View, Value>: View, PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    @usableFromInline static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    let content: Content
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    @usableFromInline var body: Never { bodyNotAvailable() }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        var values = EnvironmentValues(context)
        values[keyPath: keyPath] = value
        var elements = VoteLayout.resolve(content, in: values.context)
        for index in elements.indices where elements[index].layoutDirection == nil {
            elements[index].layoutDirection = values.layoutDirection
        }
        return elements
    }
}

extension View {
    /// Sets the environment value at `keyPath` to `value` for this view and its subviews.
    ///
    /// ```swift
    /// LazyVGrid(columns: columns) { … }.environment(\.layoutDirection, .rightToLeft)
    /// ```
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWritingView(content: self, keyPath: keyPath, value: value)
    }
}
