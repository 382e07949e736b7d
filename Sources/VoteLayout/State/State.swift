/// A value a view owns, reads and writes, as SwiftUI's `State`.
///
/// VoteLayout lays out one state at a time and never re-renders, so changing a state redraws
/// nothing by itself; but the value is stored, read and written exactly as SwiftUI's is (its
/// setter is `nonmutating`, so a button's action can toggle it), and laying the view out again
/// after a change lays out the new state.
/// ```swift
/// struct Toggle: View {
///     @State private var isVertical = false
///     var body: some View {
///         (isVertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())) { Text("A"); Text("B") }
///     }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let storage: Storage

    /// Where the value lives, shared by the copies of the view that owns it.
    private final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    /// Creates a state with an initial value (`@State var count = 0`).
    public init(wrappedValue value: Value) {
        storage = Storage(value)
    }

    /// Creates a state with an initial value.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the value (`$count`).
    public var projectedValue: Binding<Value> {
        let storage = storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state without an initial value (`nil`).
    public init() {
        self.init(wrappedValue: nil)
    }
}
