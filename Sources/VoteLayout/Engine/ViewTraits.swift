/// Values a view passes to its container: SwiftUI's view traits.
///
/// Traits travel outward through modifiers (a padded view keeps its priority) and stop at
/// containers (an `HStack` has its own traits).
struct ViewTraits {
    /// The priority set by `layoutPriority`, or `nil` for the view's own default.
    var priority: Double?
    /// Values set by `layoutValue(key:value:)`, by key type.
    var values: [ObjectIdentifier: Any] = [:]

    subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
