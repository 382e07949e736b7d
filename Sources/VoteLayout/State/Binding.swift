/// A reference to a value owned elsewhere, as SwiftUI's `Binding`: reading it reads the owner's
/// value, writing it writes the owner's.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    /// Creates a binding from another one (the `$value` of a `@Binding` property).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes: writes are ignored.
    ///
    /// - Parameter value: The value the binding always reads.
    /// - Returns: The binding.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The owner's current value.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// The binding itself (`$value`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value (`$settings.volume`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { read()[keyPath: keyPath] },
            set: { newValue in
                var value = read()
                value[keyPath: keyPath] = newValue
                write(value)
            }
        )
    }
}
