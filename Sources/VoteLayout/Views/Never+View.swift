extension Never: View {
    /// `Never` is the body of primitive views.
    public var body: Never { self }
}

extension Never: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedView] { [] }
}
