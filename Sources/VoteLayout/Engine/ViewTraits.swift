/// Values a view passes to its container: SwiftUI's view traits.
///
/// Traits travel outward through modifiers (a padded view keeps its priority) and stop at
/// containers (an `HStack` has its own traits).
struct ViewTraits {
    /// The priority set by `layoutPriority`, or `nil` for the view's own default.
    var priority: Double?
    /// The drawing order set by `zIndex`, or `nil` for 0.
    var zIndex: Double?
    /// Values set by `layoutValue(key:value:)`, by key type: a view carries a few values at most.
    private var values = SmallMap<ObjectIdentifier, Any>()

    subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value {
        get {
            // Unwrapped first: casting an `Any?` would take the slower dynamic cast of an Optional.
            guard let value = values[ObjectIdentifier(key)] else { return Key.defaultValue }
            return value as? Key.Value ?? Key.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
