extension View {
    /// Sets the priority by which a parent layout apportions space to this view (default 0).
    ///
    /// Stacks offer all their space to their highest-priority children first, less the
    /// minimum sizes of the others. The priority passes through later layout modifiers and
    /// overrides a `Spacer`'s own `-infinity`.
    public func layoutPriority(_ value: Double) -> some View {
        TraitModifierView(content: self) { $0.priority = value }
    }

    /// Associates a value with this view that a custom layout reads through ``LayoutSubview``.
    ///
    /// ```swift
    /// Text("Cat").layoutValue(key: Rank.self, value: 1)
    /// ```
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        TraitModifierView(content: self) { $0[key] = value }
    }
}
