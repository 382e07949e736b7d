/// Values a view passes to its container: SwiftUI's view traits.
///
/// Traits travel outward through modifiers (a padded view keeps its priority) and stop at
/// containers (an `HStack` has its own traits).
struct ViewTraits {
    /// The priority set by `layoutPriority`, or `nil` for the view's own default.
    var priority: Double?
    /// Values set by `layoutValue(key:value:)`, by key type: a short list searched in order, as a
    /// view carries a few values at most and a dictionary would cost an allocation and a hash each.
    private var values: [(key: ObjectIdentifier, value: Any)] = []

    subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value {
        get {
            let id = ObjectIdentifier(key)
            for entry in values where entry.key == id { return entry.value as? Key.Value ?? Key.defaultValue }
            return Key.defaultValue
        }
        set {
            let id = ObjectIdentifier(key)
            if let index = values.firstIndex(where: { $0.key == id }) {
                values[index].value = newValue
            } else {
                values.append((id, newValue))
            }
        }
    }
}
