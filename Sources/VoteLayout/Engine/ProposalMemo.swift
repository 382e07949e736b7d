/// Answers one node remembers per proposal during a layout pass.
///
/// A node is asked about a handful of distinct proposals (ideal, minimum, maximum, the offers
/// it is measured and placed with), so the first few live in a small array searched in order:
/// comparing two proposals costs far less than hashing one, and a node asked once allocates
/// one small buffer instead of a hash table. Further proposals go to a dictionary, so a node
/// that a deep layout probes with many offers still answers in O(1).
struct ProposalMemo<Value> {
    /// How many proposals are searched in order before the dictionary takes over.
    static var inlineCapacity: Int { 8 }

    private var entries = SmallMap<ProposedViewSize, Value>()
    private var overflow: [ProposedViewSize: Value] = [:]

    /// The value remembered for `proposal`, or `nil`.
    subscript(proposal: ProposedViewSize) -> Value? {
        if let value = entries[proposal] { return value }
        return overflow.isEmpty ? nil : overflow[proposal]
    }

    /// Remembers `value` for `proposal`, replacing what was remembered for it.
    mutating func remember(_ value: Value, for proposal: ProposedViewSize) {
        if entries.count < Self.inlineCapacity {
            // Most nodes are asked about two to four proposals (ideal, the offer, minimum and
            // maximum in a stack): room for four at once spares the regrowths, without paying
            // for all eight in the many leaves asked once.
            if entries.isEmpty { entries.reserveCapacity(4) }
            entries[proposal] = value
        } else if entries.contains(proposal) {
            entries[proposal] = value
        } else {
            overflow[proposal] = value
        }
    }

    /// How many proposals have a remembered value.
    var count: Int { entries.count + overflow.count }
}
