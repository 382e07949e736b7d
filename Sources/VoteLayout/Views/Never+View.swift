extension Never: View {
    /// `Never` is the body of primitive views.
    public var body: Never { self }

    /// No `Never` value exists, so there is nothing to resolve (an implementation detail).
    public static func _resolve(_ view: Never, in context: _ResolveContext) -> _ResolvedViews {}
}

extension Never: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedView] { [] }
}
