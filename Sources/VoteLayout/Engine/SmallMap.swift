/// A map for a handful of keys: a list searched in order.
///
/// The engine keeps many tiny maps (a view's layout values, a node's answers per proposal, the
/// guides a subtree sets): each holds a few keys, and for so few, comparing keys one by one costs
/// far less than hashing one, and an empty map allocates nothing. Keys are unique and kept in the
/// order they were first set. Use a `Dictionary` for maps that can grow large
/// (``ProposalMemo`` moves to one past ``ProposalMemo/inlineCapacity`` entries).
struct SmallMap<Key: Equatable, Value> {
    private(set) var entries: [(key: Key, value: Value)] = []

    /// The number of keys.
    var count: Int { entries.count }

    /// Whether the map holds no key.
    var isEmpty: Bool { entries.isEmpty }

    /// The value for `key`, or `nil`; setting `nil` removes the key.
    subscript(key: Key) -> Value? {
        @inline(__always) get {
            for entry in entries where entry.key == key { return entry.value }
            return nil
        }
        set {
            if let index = entries.firstIndex(where: { $0.key == key }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((key, newValue))
            }
        }
    }

    /// Whether `key` has a value.
    func contains(_ key: Key) -> Bool { entries.contains { $0.key == key } }

    /// Reserves room for `capacity` keys.
    mutating func reserveCapacity(_ capacity: Int) { entries.reserveCapacity(capacity) }

    /// The keys, in the order they were first set.
    var keys: [Key] { entries.map(\.key) }

    /// Checks the invariant (each key once) in debug builds.
    func checkInvariants() {
        assert(
            entries.indices.allSatisfy { index in
                !entries[..<index].contains { $0.key == entries[index].key }
            },
            "a key appears twice"
        )
    }
}

extension SmallMap: Sendable where Key: Sendable, Value: Sendable {}
